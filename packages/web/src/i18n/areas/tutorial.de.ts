// Deutsch: the tutorial: tutorial/*, learn/Tutorial.tsx.

import { cap } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tutorialEn } from './tutorial.en';
import { wordsDe as W } from './words.de';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });

export const tutorialDe: Shape<typeof tutorialEn> = {
  'tutorial.where': 'Einführung',
  'tutorial.log': 'Verlauf',
  'tutorial.logTitle': 'Dieses Spiel',

  'tutorial.list.title': 'Kaschlan spielend lernen',
  'tutorial.list.lead': (n: number) =>
    `${p(n, 'Eine kurze Lektion', '# kurze Lektionen')}, jede ein Spiel, das so aufgebaut ist, dass ein Teil des Spiels vorkommt. Du spielst deine Karten auf dem echten Tisch; die Züge der anderen stehen fest, also verläuft jede Lektion gleich. Probier alles aus: Wenn die Regeln etwas verbieten, erfährst du, warum. Dein Fortschritt bleibt auf diesem Gerät.`,
  'tutorial.list.start': 'Einführung beginnen',
  'tutorial.list.continue': (title: string) => `Weiter: ${title}`,
  'tutorial.list.done': '(erledigt)',
  'tutorial.list.rules': 'Gezeigte Regeln',
  'tutorial.list.reset': 'Ganz von vorn beginnen',
  'tutorial.finale.title': 'Das ist das ganze Spiel',
  'tutorial.finale.lead':
    'Du hast ausgespielt, nachgelegt, geschlagen, dich selbst angegriffen, aufgenommen, nachgezogen und bist rausgegangen, und du kennst die Karo-Dame, mit der niemand sitzen bleiben will. Jetzt spiel ein echtes Spiel gegen die Bots oder lies die Regeln vollständig.',
  'tutorial.finale.play': 'Gegen Bots spielen',
  'tutorial.finale.rules': 'Die Regeln lesen',
  'tutorial.finale.lessons': 'Zurück zu den Lektionen',

  'tutorial.coach.label': 'Lektion',
  'tutorial.coach.lesson': (n: number, of: number) => `Lektion ${n} von ${of}`,
  'tutorial.coach.step': (n: number, of: number) => `Schritt ${n} von ${of}`,
  'tutorial.coach.lessons': 'Lektionen',
  'tutorial.coach.restart': 'Neu',
  'tutorial.coach.restartLesson': 'Lektion neu starten',
  'tutorial.coach.showMe': 'Zeig es mir',
  'tutorial.coach.hideHint': 'Hinweis ausblenden',
  'tutorial.coach.asExpected': 'Wie erwartet abgelehnt:',
  'tutorial.coach.notAllowed': 'Nicht erlaubt:',
  'tutorial.coach.takenBack': 'Erlaubt, aber nicht der Zug dieses Schritts: zurückgenommen.',
  'tutorial.coach.next': 'Nächste Lektion',
  'tutorial.coach.finish': 'Einführung abschließen',
  'tutorial.coach.good': 'Gut gemacht',
  'tutorial.coach.hint': 'Versuch es noch einmal',
  'tutorial.coach.refused': 'Abgelehnt',

  'tutorial.bar.over': 'Das Spiel ist vorbei.',
  'tutorial.bar.complete': 'Lektion abgeschlossen.',
  'tutorial.bar.lead': (cards: string) => `${cards} ${W['word.lead']}`,
  'tutorial.bar.selfAttack': (card: string, by: string) =>
    `${W['word.selfAttack']} ${card} → ${by}`,
  'tutorial.bar.pick': 'Karten wählen',
  'tutorial.bar.play': 'Spielen',
  'tutorial.bar.clear': 'Leeren',
  'tutorial.bar.stop': cap(W['word.stop']),
  'tutorial.bar.pass': cap(W['word.pass']),
  'tutorial.bar.endBout': cap(W['word.endBout']),
  'tutorial.bar.take': `Karten ${W['word.take']}`,
  'tutorial.bar.out': W['word.out'],
  'tutorial.bar.cards': (n: number) => p(n, '# Karte', '# Karten'),

  'tutorial.lead.title': 'Mehrere Karten ausspielen',
  'tutorial.lead.blurb': 'Mit Karten eines Rangs angreifen, nachziehen und wieder ausspielen.',
  'tutorial.lead.1.say':
    'Du greifst Otto an. Ein Angriff beginnt mit einer Karte oder mit mehreren Karten desselben Rangs. Wähle {9S} und {9H} und drücke dann Ausspielen.',
  'tutorial.lead.1.hint':
    'Das ist ein erlaubtes Ausspielen, aber in dieser Lektion geht es darum, mehrere Karten auf einmal auszuspielen: Wähle beide Neunen, {9S} und {9H}, und drücke dann Ausspielen.',
  'tutorial.lead.1.praise':
    'Zwei Neunen liegen auf dem Tisch, und du hast zwei Karten vom Talon gezogen, um wieder fünf zu haben.',
  'tutorial.lead.2.say':
    'Gleich nach dem Ausspielen füllt der Angreifer auf fünf auf (R5.1), und du hast {9D} gezogen. Solange du Karten des Rangs hältst, darfst du auch sie ausspielen oder aufhören. Spiel {9D} aus.',
  'tutorial.lead.2.hint':
    'Aufhören ist erlaubt, aber spiel {9D} aus, um zu sehen, wie sie sich dem Angriff anschließt.',
  'tutorial.lead.2.praise': 'Keine Neun mehr in deiner Hand, also endet dein Zug von selbst.',
  'tutorial.lead.outro':
    'Otto hat alle drei Neunen geschlagen. Die geschlagenen Paare kommen auf den Ablagestapel, und weil er alles geschlagen hat, greift er dich als Nächstes an (R6.3).',

  'tutorial.reinforce.title': 'Nachlegen',
  'tutorial.reinforce.blurb':
    'Sich mit Karten desselben Rangs dem Angriff auf jemand anderen anschließen.',
  'tutorial.reinforce.1.say':
    'Otto greift Frieda mit {8C} und {8S} an. Du bist weder Angreifer noch Verteidiger, also darfst du nachlegen, wenn du an der Reihe bist: Karten vom Rang der Runde dazulegen. Wähle {8D} und {8H} und drücke dann Ausspielen.',
  'tutorial.reinforce.1.hint': 'Das ist erlaubt, aber lege mit beiden Achten nach, {8D} und {8H}.',
  'tutorial.reinforce.1.praise':
    'Vier Achten gegen Frieda. Auf dem Tisch dürfen nie mehr ungeschlagene Karten liegen, als der Verteidiger in der Hand hält (R3.4): Sie hält fünf, also sind vier in Ordnung.',
  'tutorial.reinforce.outro':
    'Frieda hat alle vier Achten geschlagen, auf fünf nachgezogen und greift jetzt dich an, den nächsten Spieler (R6.3). Wer nachlegt, kommt einer nach dem anderen dran, im Uhrzeigersinn ab dem Angreifer; der Verteidiger kommt immer zuletzt.',

  'tutorial.beat.title': 'Schlagen',
  'tutorial.beat.blurb': 'Verteidigen: eine höhere Karte derselben Farbe oder ein Trumpf.',
  'tutorial.beat.1.say':
    'Otto greift dich mit {10H} und {10C} an: Du verteidigst. Schlage jede Karte mit einer deiner Karten: einer höheren Karte derselben Farbe oder einem Trumpf. Wähle {KH} und klicke dann auf {10H} auf dem Tisch (oder zieh sie dorthin).',
  'tutorial.beat.1.hint':
    'Ein Trumpf schlägt zwar jede einfache Karte, aber dann hättest du keinen mehr für {10C}. Schlage {10H} mit {KH}.',
  'tutorial.beat.1.praise': 'Ein höheres Herz schlägt ein Herz.',
  'tutorial.beat.2.say':
    'Dein einziges Kreuz, {7C}, ist niedriger als {10C}. Aber Pik ist Trumpf, und jeder Trumpf schlägt eine einfache Karte: Schlage {10C} mit {8S}. Ein Trumpf selbst wird nur von einem höheren Trumpf geschlagen.',
  'tutorial.beat.2.hint': 'Schlage {10C} mit deinem Trumpf {8S}.',
  'tutorial.beat.2.praise':
    'Alles ist geschlagen: Du hast auf fünf nachgezogen, und die Runde ist vorbei (R4.4).',
  'tutorial.beat.outro':
    'Die geschlagenen Paare kamen auf den Ablagestapel, und weil du alles geschlagen hast, greifst du als Nächstes Otto an (R6.3).',

  'tutorial.kaschlan.title': 'Die Kaschlan-Karte',
  'tutorial.kaschlan.blurb': 'Die Karo-Dame: der höchste Trumpf, den nichts schlägt.',
  'tutorial.kaschlan.1.say':
    'Die Karo-Dame, {QD}, ist der Kaschlan: immer Trumpf, egal welche Farbe Trumpf ist, und die höchste Karte des Spiels. Nichts schlägt sie. Sie zählt trotzdem als Dame, darf also mit anderen Damen ausgespielt werden. Spiel {QS} und {QD} zusammen aus.',
  'tutorial.kaschlan.1.hint':
    'Spiel beide Damen zusammen aus: Wähle {QS} und {QD} und drücke dann Ausspielen.',
  'tutorial.kaschlan.1.praise': 'Zwei Damen gegen Otto.',
  'tutorial.kaschlan.outro':
    'Otto hat {QS} mit seinem höheren Trumpf {KS} geschlagen, aber nichts schlägt den Kaschlan: Er musste sie aufnehmen. Jetzt wissen alle, dass er sie hält (R5.3), darum liegt sie offen in seiner Hand. Weil er aufgenommen hat, greifst du ihn noch einmal an (R6.4).',

  'tutorial.selfAttack.title': 'Selbstangriff',
  'tutorial.selfAttack.blurb':
    'Der Verteidiger spielt selbst eine Karte des Rangs aus und schlägt sie sofort.',
  'tutorial.selfAttack.1.say':
    'Otto greift mit {JD} und {JH} an. Verteidige dich zuerst: Schlage {JD} mit {KD} und {JH} mit {QH}, in beliebiger Reihenfolge.',
  'tutorial.selfAttack.1.hint':
    'Das ist erlaubt, aber heb dir deinen Trumpf und deinen {JS} für später auf: Schlage {JD} mit {KD} und {JH} mit {QH}.',
  'tutorial.selfAttack.1.praise': 'Beide Buben sind geschlagen, also hast du auf fünf nachgezogen.',
  'tutorial.selfAttack.2.say':
    'Jetzt darfst du dich selbst angreifen (R4.2): Spiel eine Karte vom Rang der Runde aus deiner eigenen Hand aus und schlage sie sofort mit einer anderen. Wähle {JS} und {AS} und drücke dann Selbstangriff.',
  'tutorial.selfAttack.2.hint':
    'Greif dich mit {JS} selbst an und schlage ihn mit {AS} (behalte deinen Trumpf {7C}).',
  'tutorial.selfAttack.2.praise':
    'Zwei Karten sind aus deiner Hand verschwunden, und neue wurden gezogen: Auch ein Selbstangriff, wenn alles geschlagen ist, wird aufgefüllt (R5.2).',
  'tutorial.selfAttack.outro':
    'Ohne einen weiteren Buben für einen Selbstangriff endete die Runde von selbst (R4.4), und du greifst als Nächstes Otto an. Ein Selbstangriff ist nie Pflicht; er ist eine Möglichkeit, schwache Karten gegen frische zu tauschen.',

  'tutorial.mustBeat.title': 'Schlagzwang und Aufnehmen',
  'tutorial.mustBeat.blurb':
    'Du musst schlagen, solange du kannst; was du nicht schlagen kannst, nimmst du auf.',
  'tutorial.mustBeat.1.say':
    'Otto spielt {9S} und {9C} aus. Deine Kreuzkarten sind zu niedrig für {9C}, und du hast keinen Trumpf (Herz), also möchtest du die Karten vielleicht aufnehmen. Versuch es: Drücke Karten aufnehmen.',
  'tutorial.mustBeat.1.hint':
    'Versuch zuerst, die Karten aufzunehmen, um zu sehen, was die Regeln sagen: Drücke Karten aufnehmen.',
  'tutorial.mustBeat.1.praise':
    'Du kannst {9S} mit {10S} schlagen, also musst du es: Aufnehmen kommt erst, wenn nichts mehr schlägt.',
  'tutorial.mustBeat.2.say': 'Schlage {9S} mit {10S}.',
  'tutorial.mustBeat.2.hint': 'Schlage {9S} mit {10S}.',
  'tutorial.mustBeat.2.praise': 'Keine deiner Karten schlägt {9C}.',
  'tutorial.mustBeat.3.say':
    'Jetzt schlägt nichts in deiner Hand {9C}: Nimm sie auf. Du nimmst nur die ungeschlagenen Karten auf; das geschlagene Paar kommt auf den Ablagestapel, und du ziehst nicht nach.',
  'tutorial.mustBeat.3.hint': 'Nimm die Karte auf: Drücke Karten aufnehmen.',
  'tutorial.mustBeat.3.praise': 'Du hast {9C} aufgenommen.',
  'tutorial.mustBeat.outro':
    'Weil du aufgenommen hast, greift dich derselbe Angreifer noch einmal an (R6.4). Die aufgenommene Karte ist öffentlich: Alle wissen, dass du sie hältst (R5.3).',

  'tutorial.refill.title': 'Nachziehen',
  'tutorial.refill.blurb': 'Wer wann zieht, und die Trumpfkarte, die zuletzt kommt.',
  'tutorial.refill.1.say':
    'Otto hat {7H} und {7D} ausgespielt und sofort zwei Karten gezogen: Ein Angreifer füllt gleich nach jedem Ausspielen auf. Der Verteidiger zieht erst, wenn alles auf dem Tisch geschlagen ist. Schlage {7H} mit {8H} und {7D} mit {9D} und achte auf den Talon.',
  'tutorial.refill.1.hint': 'Schlage {7H} mit {8H} und {7D} mit {9D}.',
  'tutorial.refill.1.praise':
    'Erst als die zweite Sieben geschlagen war, hast du gezogen: {JH}, dann {AS}, die offene Trumpfkarte, die immer die letzte Karte des Talons ist (R2.2).',
  'tutorial.refill.2.say':
    'Alle haben gesehen, wie du die Trumpfkarte genommen hast, also wissen die anderen, dass du sie hältst (R5.3). Der Talon ist leer: Ab jetzt zieht niemand mehr (R5.1). Du könntest dich mit {7C} selbst angreifen, aber behalte dein Trumpf-Ass: Drücke Runde beenden.',
  'tutorial.refill.2.hint':
    'Dieser Selbstangriff ist erlaubt, würde aber dein Trumpf-Ass kosten. Beende stattdessen die Runde.',
  'tutorial.refill.2.praise': 'Die Runde ist vorbei.',
  'tutorial.refill.outro':
    'Du hast alles geschlagen, also greifst du als Nächstes Otto an. Mit leerem Talon ist jede jetzt gespielte Karte endgültig weg: Das Rennen ums Rausgehen hat begonnen.',

  'tutorial.out.title': 'Rausgehen',
  'tutorial.out.blurb': 'Keine Karten und ein leerer Talon: Du bist raus und in Sicherheit.',
  'tutorial.out.1.say':
    'Der Talon ist leer, also zieht niemand mehr. Frieda greift dich mit {9C} an, einem Trumpf, und Otto hat keine Neun zum Nachlegen. Schlage sie mit deinem höheren Trumpf {JC}.',
  'tutorial.out.1.hint': 'Schlage {9C} mit {JC}.',
  'tutorial.out.1.praise': 'Geschlagen, und du greifst als Nächstes an (R6.3).',
  'tutorial.out.2.say':
    'Du hältst zwei Karten. Spiel beide Zehnen aus, {10H} und {10D}: Ohne Karten in der Hand und ohne etwas zum Ziehen bist du sofort raus (R6.1).',
  'tutorial.out.2.hint': 'Spiel beide Zehnen zusammen aus, damit deine Hand leer ist.',
  'tutorial.out.2.praise':
    'Du bist raus! Was jetzt auch passiert, du kannst nicht mehr der Kaschlan werden.',
  'tutorial.out.outro':
    'Otto hat beide Zehnen geschlagen. Weil der Angreifer (du) rausgegangen ist, greift der Spieler vor dir, Frieda, als Nächstes Otto an (R6.3); die beiden spielen ohne dich weiter.',

  'tutorial.end.title': 'Das Ende',
  'tutorial.end.blurb': 'Wer als Letzter noch Karten hält, ist der Kaschlan.',
  'tutorial.end.1.say':
    'Frieda hat ihre letzte Karte ausgespielt, {7C}, und ist sofort raus. Schlage sie mit {9C}.',
  'tutorial.end.1.hint': 'Schlage {7C} mit {9C}.',
  'tutorial.end.1.praise':
    'Geschlagen. Frieda hat angegriffen und ist rausgegangen, also greift dich jetzt der Spieler vor ihr an, Otto (R6.3).',
  'tutorial.end.2.say':
    'Otto spielt {JH} aus; auf dem Tisch darf nur eine ungeschlagene Karte liegen, weil du nur eine hältst (R3.4). Schlage sie mit deiner letzten Karte, {KH}.',
  'tutorial.end.2.hint': 'Schlage {JH} mit {KH}.',
  'tutorial.end.2.praise': 'Du bist raus, und das Spiel ist vorbei.',
  'tutorial.end.outro':
    'Das Spiel endet, sobald höchstens noch ein Spieler Karten hält (R6.2). Otto bleibt auf seinen sitzen: Er ist der Kaschlan und bekommt einen Strich. In einer Partie aus mehreren Spielen gewinnt, wer die wenigsten Striche hat (R8.4).',
};
