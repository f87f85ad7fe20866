// Deutsch: the offline table and its dialogs: table/*, shell/*, widgets/*, state/log.ts,
// state/prompt.ts, cards/names.ts. Durak's words, not the trick games': angreifen, schlagen,
// aufnehmen, nachlegen, Trumpf, Talon; a deal is a „Spiel“, a bout a „Runde“.

import type { Suit } from '@kaschlan/engine';
import { cap, GERMAN_COURT, presetWord } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tableEn } from './table.en';
import { wordsDe as W } from './words.de';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });
/** „Du ziehst“ oder „Otto zieht“. */
const s = (name: string, you: boolean, yours: string, theirs: string) =>
  you ? `Du ${yours}` : `${name} ${theirs}`;

const RANK: Record<string, string> = {
  '2': 'Zwei',
  '3': 'Drei',
  '4': 'Vier',
  '5': 'Fünf',
  '6': 'Sechs',
  '7': 'Sieben',
  '8': 'Acht',
  '9': 'Neun',
  '10': 'Zehn',
  J: W['word.jack'],
  Q: W['word.queen'],
  K: W['word.king'],
  A: W['word.ace'],
};
const RANKS: Record<string, string> = {
  '2': 'Zweien',
  '3': 'Dreien',
  '4': 'Vieren',
  '5': 'Fünfen',
  '6': 'Sechsen',
  '7': 'Siebenen',
  '8': 'Achten',
  '9': 'Neunen',
  '10': 'Zehnen',
  J: 'Buben',
  Q: 'Damen',
  K: 'Könige',
  A: 'Asse',
};
const SUIT: Record<Suit, string> = { C: 'Kreuz', S: 'Pik', H: 'Herz', D: 'Karo' };
const G_RANK = GERMAN_COURT;
const G_RANKS: Record<string, string> = { J: 'Unter', Q: 'Ober', K: 'Könige', A: 'Däuser' };
const G_SUIT: Record<Suit, string> = { C: 'Eichel', S: 'Grün', H: 'Herz', D: 'Schellen' };

/** A card's name: „Karo Acht“, „Schellen-Ober“ (R1.5). */
const cardName = (rank: string, suit: Suit, german: boolean): string =>
  german
    ? `${G_SUIT[suit]}-${G_RANK[rank] ?? RANK[rank] ?? rank}`
    : `${SUIT[suit]} ${RANK[rank] ?? rank}`;

/** The Kaschlan card as the chosen face shows it (R1.5): „die Karo Dame“, „der Schellen-Ober“. */
const theKaschlan = (german: boolean): string =>
  `${german ? 'der' : 'die'} ${cardName('Q', 'D', german)}`;

/** The same, to open a sentence („Die Karo Dame“); the online end screen uses it too. */
export const kaschlanCardDe = (german: boolean): string => {
  const k = theKaschlan(german);
  return k[0]!.toUpperCase() + k.slice(1);
};

const pick = (list: readonly string[], i: number): string => list[i % list.length]!;

const TEASES_YOU = (german: boolean): string[] => [
  `Mit den Karten in der Hand wie ${theKaschlan(german)} höchstselbst: Beim Verlieren konnte dich niemand schlagen.`,
  'Der Tisch verneigt sich vor dem Kaschlan. Lass es dir nicht zu Kopf steigen; es ist keine Krone.',
  `Jede Karte hat ein Zuhause gefunden, nur deine nicht. ${kaschlanCardDe(german)} lässt grüßen.`,
];
const TEASES_OTHER = (german: boolean): string[] => [
  '%s bleibt auf den Karten sitzen, und bis zum nächsten Spiel heißt %s am Tisch nur noch so.',
  `Heil dir, %s, du Kaschlan! ${kaschlanCardDe(german)} hat einen würdigen Namensvetter gefunden.`,
  'Alle sind ihre Karten losgeworden, nur %s nicht. Sei nett; es hätte dich treffen können.',
];

export const tableDe: Shape<typeof tableEn> = {
  // Seats
  'table.you': 'Du',
  'table.seat': (n) => `Platz ${n}`,

  // Cards
  'table.card.name': cardName,
  'table.card.kaschlan': (name) => `${name}, der Kaschlan`,
  'table.card.suit': (suit, german) => (german ? G_SUIT[suit] : SUIT[suit]),
  'table.card.ranks': (rank, german) => (german ? G_RANKS[rank] : undefined) ?? RANKS[rank] ?? rank,
  'table.card.back': 'eine Karte',
  'table.card.faceDown': 'eine verdeckte Karte',
  'table.cards': (n) => p(n, '# Karte', '# Karten'),
  'table.cardsWord': (n) => p(n, 'Karte', 'Karten'),

  // The log
  'table.log.deal': (name, you) =>
    `${s(name, you, 'gibst', 'gibt')}. Trumpf: {0} liegt unter dem Talon.`,
  'table.log.dealSuit': (name, you, suit) => `${s(name, you, 'gibst', 'gibt')}. Trumpf: ${suit}.`,
  'table.log.bout': (attacker, attackerYou, defender, defenderYou) =>
    `${s(attacker, attackerYou, 'greifst', 'greift')} ${defenderYou ? 'dich' : defender} an.`,
  'table.log.lead': (name, you) => `${s(name, you, 'spielst', 'spielt')} {0} aus`,
  'table.log.reinforce': (name, you) => `${s(name, you, 'legst', 'legt')} {0} nach`,
  'table.log.coachman': (name, you) => `${s(name, you, 'legst', 'legt')} einen Kutscher dazu: {0}`,
  'table.log.endBout': (name, you) => `${s(name, you, 'beendest', 'beendet')} die Runde.`,
  'table.log.nothing': (name, you) => `${s(name, you, 'hast', 'hat')} nichts nachzulegen.`,
  'table.log.stop': (name, you) => `${s(name, you, 'hörst', 'hört')} auf.`,
  'table.log.pass': (name, you) => `${s(name, you, 'passt', 'passt')}.`,
  'table.log.beat': (name, you) => `${s(name, you, 'schlägst', 'schlägt')} {0} mit {1}`,
  'table.log.selfAttack': (name, you) =>
    you
      ? 'Du greifst dich selbst mit {0} an und schlägst sie mit {1}'
      : `${name} greift sich selbst mit {0} an und schlägt sie mit {1}`,
  'table.log.take': (name, you) => `${s(name, you, 'nimmst', 'nimmt')} {0} auf`,
  'table.log.draw': (name, you) => `${s(name, you, 'ziehst', 'zieht')} {0}`,
  'table.log.drawCount': (name, you, n) =>
    `${s(name, you, 'ziehst', 'zieht')} ${p(n, '# Karte', '# Karten')}`,
  'table.log.lastTrump': ', die letzte ist die Trumpfkarte {0}',
  'table.log.discard': (n) =>
    p(n, '# Karte kommt auf den Ablagestapel.', '# Karten kommen auf den Ablagestapel.'),
  'table.log.out': (name, you) => `${s(name, you, 'bist', 'ist')} raus.`,
  'table.log.kaschlan': (name, you) => `${s(name, you, 'bist', 'ist')} der Kaschlan!`,
  'table.log.drawn': 'Unentschieden: Niemand ist der Kaschlan.',
  'table.log.label': 'Was in diesem Spiel geschah',
  'table.log.title': 'Dieses Spiel',
  'table.log.region': 'Züge',
  'table.log.announce': 'Züge der anderen Spieler',

  // The prompt
  'table.prompt.over': 'Das Spiel ist vorbei.',
  'table.prompt.anyRank': 'Karten eines Rangs',
  'table.prompt.waitAttack': (name, defender, defenderYou) =>
    `${name} ist am Zug und greift ${defenderYou ? 'dich' : defender} an…`,
  'table.prompt.waitReinforce': (name, defender, defenderYou) =>
    `${name} ist am Zug und überlegt, ob gegen ${defenderYou ? 'dich' : defender} nachgelegt wird…`,
  'table.prompt.waitDefend': (name) => `${name} ist am Zug und verteidigt sich…`,
  'table.prompt.firstLead': (defender) =>
    `Dein Angriff auf ${defender}: Spiel eine Karte aus oder mehrere eines Rangs.`,
  'table.prompt.leadMore': (ranks) => `weitere ${ranks} ausspielen`,
  'table.prompt.addCoachman': 'einen Kutscher dazulegen (eine Karte eines anderen Rangs)',
  'table.prompt.stop': W['word.stop'],
  'table.prompt.or': (parts) =>
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} oder ${parts.at(-1)}`,
  'table.prompt.attacking': (defender, what) => `Angriff auf ${defender}: ${what}.`,
  'table.prompt.reinforce': (defender, ranks) => `Lege gegen ${defender} ${ranks} nach oder passe.`,
  'table.prompt.ownPass': 'Nichts dazuzulegen: Du passt.',
  'table.prompt.pass': `Du kannst nur ${W['word.pass']}.`,
  'table.prompt.allBeatenSelf': (ranks) =>
    `Alles geschlagen. Mach einen ${W['word.selfAttack']} mit deinen ${ranks} (wähle die Karte und eine, die sie schlägt) oder beende die Runde.`,
  'table.prompt.allBeaten': 'Alles geschlagen: Beende die Runde.',
  'table.prompt.defend':
    'Verteidige dich: Wähle eine Karte und die Karte, die sie schlägt, oder zieh sie dorthin.',
  'table.prompt.orTake': 'Oder nimm die Karten auf.',
  'table.prompt.nothingSelf': `Nichts schlägt den Angriff: Nimm die Karten auf oder mach vorher einen ${W['word.selfAttack']}.`,
  'table.prompt.nothing': 'Nichts auf deiner Hand schlägt den Angriff: Nimm die Karten auf.',

  // The buttons under the table
  'table.act.pick': 'Karten wählen',
  'table.act.play': 'Spielen',
  'table.act.lead': (cards) => `${cards} ${W['word.lead']}`,
  'table.act.coachman': (card) => `${W['word.coachman']} ${card} dazulegen`,
  'table.act.selfAttack': (card, beater) => `${W['word.selfAttack']} ${card} → ${beater}`,
  'table.act.stop': cap(W['word.stop']),
  'table.act.pass': cap(W['word.pass']),
  'table.act.endBout': cap(W['word.endBout']),
  'table.act.clear': 'Abwählen',
  'table.act.take': `Karten ${W['word.take']}`,
  'table.act.results': 'Ergebnis',
  'table.act.nextDeal': 'Nächstes Spiel',

  // The table
  'table.battle.label': 'Der Tisch',
  'table.battle.line': (attackerYou, _defenderYou) =>
    `{a} ${attackerYou ? 'greifst' : 'greift'} {d} an`,
  'table.battle.you': 'Du',
  'table.battle.youDefend': 'dich',
  'table.battle.over': 'Das Spiel ist vorbei',
  'table.battle.empty': 'Warten auf das Ausspielen',
  'table.pair.open': (card) => `${card}, nicht geschlagen`,
  'table.pair.aimed': (card) => `${card}, nicht geschlagen: Wähle eine Karte, die sie schlägt`,
  'table.pair.target': (card) => `${card}, nicht geschlagen: Die gewählte Karte schlägt sie`,
  'table.pair.beaten': (card, by) => `${card}, geschlagen mit ${by}`,
  'table.hand.cannotPlay': (card) => `${card}, jetzt nicht spielbar`,

  // Why a tap did nothing
  'table.refuse.over': 'Das Spiel ist vorbei: Es kann nichts mehr gespielt werden.',
  'table.refuse.wait': (name) => `Du bist nicht dran: Wir warten auf ${name}.`,
  'table.refuse.doesNotBeat': (card, attack) => `${cap(card)} schlägt ${attack} nicht.`,
  'table.refuse.beatsNothing': (card) => `${cap(card)} schlägt keine Karte auf dem Tisch.`,
  'table.refuse.cannotPlay': (card) => `${cap(card)} kann jetzt nicht gespielt werden.`,
  'table.refuse.nothingBeats': (attack) => `Nichts auf deiner Hand schlägt ${attack}.`,
  'table.refuse.notDefender': (name) => `Nur der Verteidiger, ${name}, schlägt Karten.`,
  'table.refuse.pickFirst': 'Wähle zuerst die Karten aus: Tippe sie in deiner Hand an.',
  'table.refuse.noMove':
    'Die gewählten Karten ergeben allein keinen Zug: Wähle andere, oder tippe die Karte an, die du schlagen willst.',
  'table.refuse.beaten': (attack, by) => `${cap(attack)} ist schon geschlagen, mit ${by}.`,
  'table.refuse.choose': (card) =>
    `${cap(card)} schlägt mehr als eine Karte: Tippe die an, die sie schlagen soll.`,
  'table.refuse.pickMore': (card) =>
    `${cap(card)} wird mit einer weiteren Karte gespielt: Wähle die auch, dann spiele.`,
  'table.discard.empty': 'Ablage',
  'table.discard.count': (n) => p(n, 'abgelegt', 'abgelegt'),
  'table.talon.empty': 'leer',
  'table.talon.count': (n) => p(n, 'im Talon', 'im Talon'),
  'table.talon.trumps': (suit) => `Trumpf: ${suit}`,
  'table.marks': (n) => p(n, '# Kaschlan-Strich', '# Kaschlan-Striche'),
  'table.seat.label': (name, n) => `${name}, ${p(n, '# Karte', '# Karten')}`,
  'table.seat.out': 'raus',
  'table.seat.kaschlan': 'der Kaschlan',
  'table.seat.thinking': 'denkt nach',
  'table.role.attacker': W['word.attacker'],
  'table.role.defender': W['word.defender'],
  'table.bot.illegal': (name, error) =>
    `${name} (Bot) hat einen unerlaubten Zug gewählt (${error}) und stattdessen seinen ersten erlaubten gespielt.`,
  'table.bot.failed': (name, error) =>
    `${name} (Bot) ist ausgefallen (${error}) und hat stattdessen seinen ersten erlaubten Zug gespielt.`,

  // The header
  'table.head.deal': (n) => `Spiel ${n}`,
  'table.head.score': 'Kaschlan-Striche in diesem Match (die wenigsten gewinnen)',
  'table.head.new': 'Neu',
  'table.head.newGame': 'Neues Spiel',
  'table.head.newTitle': 'Neues Spiel (N)',
  'table.head.log': 'Züge',
  'table.head.logTitle': 'Züge dieses Spiels (L)',
  'table.head.theme': (theme) => `Farbschema: ${theme}`,
  'table.head.themeNext': (now, next) => `${now} (Klick für ${next})`,
  'table.head.help': 'Hilfe',
  'table.head.helpTitle': 'Hilfe (?)',

  // Hot seat's cover
  'table.cover.label': (name) => `Gib das Gerät an ${name} weiter`,
  'table.cover.pass': 'Gib das Gerät weiter an',
  'table.cover.lookAway': 'Alle anderen schauen jetzt bitte weg.',
  'table.cover.show': (name) => `Ich bin ${name}: Zeig meine Karten`,

  // The end of a deal
  'table.end.dialog': 'Spiel vorbei',
  'table.end.drawn': 'Unentschieden',
  'table.end.title': (name, you) => (you ? 'Du bist der Kaschlan!' : `${name} ist der Kaschlan!`),
  'table.end.teaseYou': (i, german = false) => pick(TEASES_YOU(german), i),
  'table.end.teaseOther': (i, name, german = false) =>
    pick(TEASES_OTHER(german), i).replaceAll('%s', name),
  'table.end.teaseDrawn':
    'Es ging reihum, bis der Tisch aufgab: Diesmal ist niemand der Kaschlan, und niemand bekommt einen Strich.',
  'table.end.out': (names) => `Raus, der Reihe nach: ${names}.`,
  'table.end.score': 'Stand der Partie',
  'table.end.after': (n) =>
    `${p(n, 'Nach # Spiel', 'Nach # Spielen')}: Kaschlan-Striche, die wenigsten gewinnen`,
  'table.end.marks': (n) => p(n, '# Strich', '# Striche'),
  'table.end.dealsAgain': (name, you) => `${s(name, you, 'gibst', 'gibt')} noch einmal.`,
  'table.end.dealsNext': (name, you) => `${s(name, you, 'gibst', 'gibt')} als Nächstes.`,
  'table.end.newMatch': 'Neue Partie…',
  'table.end.seeTable': 'Zum Tisch',
  'table.end.watch': 'Wiederholung ansehen',
  'table.end.review': 'Dieses Spiel auswerten',
  'table.end.again': 'Noch einmal',
  'table.end.replayFailed': (error) => `Die Wiederholung konnte nicht geöffnet werden: ${error}`,

  // The first visit's welcome
  'table.welcome.title': 'Willkommen bei Kaschlan',
  'table.welcome.line1':
    'Ein altes Kartenspiel aus Ostpreußen, ein Vetter von Durak: Schlag die Karten, die gegen dich gespielt werden, und werde alle deine los.',
  'table.welcome.line2':
    'Wer am Ende noch Karten hält, ist der Kaschlan, benannt nach der Karo Dame, die nichts schlägt.',
  'table.welcome.play': 'Jetzt spielen',
  'table.welcome.look': 'Sprache und Karten',

  // Help
  'table.help.title': 'So wird gespielt',
  'table.help.intro':
    'Der Angreifer spielt eine oder mehrere Karten eines Rangs aus; die anderen dürfen mit demselben Rang nachlegen. Der Verteidiger schlägt jede Karte mit einer höheren Karte ihrer Farbe oder mit einem Trumpf, oder er nimmt die Karten auf, die er nicht schlagen kann. Alle ziehen aus dem Talon auf fünf Karten nach. Wer am Ende Karten übrig hat, ist der *Kaschlan*, benannt nach der Karo Dame, die nichts schlägt.',
  'table.help.mouse': 'Maus und Touch',
  'table.help.mouse1':
    'Klicke oder tippe auf Karten deiner Hand, um sie zu wählen, und drücke dann die Schaltfläche unter dem Tisch.',
  'table.help.mouse2':
    'Zum Schlagen: Wähle eine Karte und tippe dann auf die Angriffskarte, die sie schlägt; oder zieh deine Karte darauf.',
  'table.help.mouse3':
    'Doppelklicke (oder tippe doppelt auf) eine Karte, um sie sofort zu spielen, wenn sie nur eines tun kann.',
  'table.help.mouse4':
    'Leuchtende Karten zeigen, was was schlägt: Wähle eine Karte oder zeig auf sie, um ihre Partner zu sehen.',
  'table.help.keyboard': 'Tastatur',
  'table.help.keyHomeEnd': 'Pos1 Ende',
  'table.help.keySpace': 'Leertaste',
  'table.help.keyEnter': 'Enter',
  'table.help.keyEsc': 'Esc',
  'table.help.arrows': 'durch deine Hand gehen oder durch die Angriffskarten',
  'table.help.homeEnd': 'zur ersten oder letzten Karte der Reihe',
  'table.help.upDown':
    'hinauf zu den Angriffskarten, zurück zu einer Karte deiner Hand, die du spielen kannst',
  'table.help.space': 'die Karte unter dem Cursor wählen (oder eine Angriffskarte anvisieren)',
  'table.help.enter':
    'spielen: die gewählten Karten, die Karte unter dem Cursor, oder die Angriffskarte unter dem Cursor schlagen',
  'table.help.p': `${W['word.pass']}, mit dem Ausspielen ${W['word.stop']} oder die ${W['word.endBout']}`,
  'table.help.t': `die Karten ${W['word.take']}`,
  'table.help.i':
    'ein Tipp: was der Experten-Bot spielen würde, und warum (wird am Spielende gezählt)',
  'table.help.esc': 'die Auswahl aufheben; einen Dialog schließen',
  'table.help.n': 'neues Spiel',
  'table.help.l': 'die Züge zeigen oder verbergen',
  'table.help.h': 'diese Hilfe',
  'table.help.back': 'Zurück zum Tisch',

  // The new-game form
  'table.new.title': 'Neues Spiel',
  'table.new.players': 'Spieler',
  'table.new.seat': (n) => `Platz ${n}`,
  'table.new.seatName': (n) => `Name auf Platz ${n}`,
  'table.new.person': 'Mensch (an diesem Gerät)',
  'table.new.bot': (level) =>
    `Bot: ${{ easy: 'leicht', normal: 'normal', hard: 'schwer', expert: 'Experte' }[level]}`,
  'table.new.hotSeat':
    'Mehrere Menschen an einem Gerät: Gebt es herum. Zwischen zwei Menschen verdeckt ein Schirm die Hand.',
  'table.new.bots': (levels) =>
    `Die Plätze gehen von dir aus im Uhrzeigersinn. Bots: ${levels}. Wähle „Mensch“, um dieses Gerät zu teilen.`,
  'table.level': (level) =>
    ({ easy: 'leicht', normal: 'normal', hard: 'schwer', expert: 'Experte' })[level],
  'table.level.hint': (level) =>
    ({
      easy: 'leicht verzeiht Fehler',
      normal: 'normal spielt vernünftig',
      hard: 'schwer rechnet voraus',
      expert: 'Experte ist schwer mit mehr Bedenkzeit (nicht messbar stärker)',
    })[level],
  'table.new.rules': 'Regeln',
  'table.new.preset': cap(W['word.preset']),
  'table.new.presetName': (preset) => W[presetWord(preset)],
  'table.new.pack': cap(W['word.pack']),
  'table.new.packSize': (n) => p(n, '# Karte', '# Karten'),
  'table.new.coachman': `${W['word.coachman']}: Nach zwei Karten des Rangs darf der ${W['word.attacker']} eine Karte eines anderen Rangs dazulegen (R7.1)`,
  'table.new.afterTake': `${W['word.passOn']}: Nach dem Aufnehmen greift der Spieler links vom ${W['word.defender']} den Spieler links von sich an (R7.2)`,
  'table.new.mustBeat': `${W['word.mustBeat']}: Der ${W['word.defender']} darf nur aufnehmen, wenn er nicht schlagen kann (R4.3, R7.5)`,
  'table.new.look': 'Aussehen',
  'table.new.face': 'Karten',
  'table.new.french': 'Französisch ♣♠♥♦',
  'table.new.german': 'Deutsch (Skat)',
  'table.new.fourColour': 'Vier Farben (Kreuz grün, Karo blau)',
  'table.new.theme': 'Farbschema',
  'table.new.themeName': (theme) => ({ system: 'System', light: 'Hell', dark: 'Dunkel' })[theme],
  'table.new.pace': 'Tempo der Bots',
  'table.new.paceName': (pace) =>
    ({ relaxed: 'Gemütlich', brisk: 'Zügig', instant: 'Sofort' })[pace],
  'table.new.applyLook': 'Nur das Aussehen übernehmen',
  'table.new.deal': 'Geben',

  // Elsewhere
  'table.close': 'Schließen',
  'table.screenError': (error) => `Diese Seite konnte nicht geladen werden: ${error}`,
};
