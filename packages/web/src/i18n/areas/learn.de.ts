// Deutsch: the rules page and the replays: learn/*, replays/*.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { learnEn } from './learn.en';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });

export const learnDe: Shape<typeof learnEn> = {
  'learn.you': 'Du',
  'learn.seat': (n: number) => `Platz ${n}`,

  'learn.rules.title': 'Regeln',
  'learn.rules.contents': 'Inhalt',
  'learn.rules.loading': 'Die Regeln werden geladen …',
  'learn.fig.packs':
    'Die Herzkarten jedes Blatts, die höchste zuerst: Das Blatt mit 32 Karten ist das übliche.',
  'learn.fig.trumps': (spades: string, diamonds: string) =>
    `Ist ${spades} Trumpf, gibt es neun Trümpfe, der höchste zuerst; ist ${diamonds} Trumpf, steht der Kaschlan einfach an der Spitze der acht.`,
  'learn.fig.beating': (spades: string) =>
    `${spades} ist Trumpf. Jede Karte liegt quer auf der Karte, gegen die sie gespielt wird.`,
  'learn.fig.beats': 'schlägt',
  'learn.fig.doesNotBeat': 'schlägt nicht',
  'learn.fig.saysBeats': (by: string, attack: string) => `${by} schlägt ${attack}:`,
  'learn.fig.saysDoesNotBeat': (by: string, attack: string) => `${by} schlägt ${attack} nicht:`,
  'learn.fig.why.sameSuit': 'eine höhere Karte derselben Farbe',
  'learn.fig.why.anyTrump': 'jeder Trumpf schlägt eine einfache Karte',
  'learn.fig.why.otherSuit': 'eine andere Farbe und kein Trumpf',
  'learn.fig.why.higherTrump': 'ein Trumpf fällt nur durch einen höheren Trumpf',
  'learn.fig.why.aceNoTrump': 'ein Ass, aber kein Trumpf',
  'learn.fig.why.kaschlanBeats': 'der Kaschlan schlägt jede Karte',
  'learn.fig.why.nothingBeats': 'nichts schlägt den Kaschlan',
  'learn.fig.faces':
    'Der Kaschlan und der Kreuz-Bube im französischen und im deutschen Blatt: Schellen-Ober und Eichel-Unter.',
  'learn.fig.lead': 'Zwei Könige zusammen ausgespielt: Könige sind jetzt der Rang der Runde.',
  'learn.fig.selfAttack': (card: string, by: string) =>
    `Ein Selbstangriff: Der Verteidiger spielt ${card} aus der eigenen Hand aus und deckt sie mit ${by}.`,
  'learn.fig.coachman': (card: string) =>
    `Der Angreifer hat selbst zwei Neunen ausgespielt, also darf er einen Kutscher dazulegen: hier ${card}.`,
  'learn.fig.e1': (trump: string, held: string) =>
    `E1 nach Schritt 3, wie die Engine es spielt: ${trump} (ein Trumpf) ist noch ungeschlagen, und Platz 2 hält nur ${held}, also bleibt ihm nur das Aufnehmen.`,
  'learn.fig.e2': (eight: string, withs: string) =>
    `E2 nach Schritt 2, wie die Engine es spielt: Jede Angriffskarte ist geschlagen, darum hat Platz 0 wieder auf fünf nachgezogen. Er darf die Runde beenden oder ${eight} mit einer dieser Karten selbst angreifen: ${withs}.`,
  'learn.fig.e3': (queen: string, king: string, kaschlan: string, ace: string) =>
    `E3, wie die Engine es spielt: ${king} hat ${queen} geschlagen, aber nichts in der Hand von Platz 0 schlägt ${kaschlan}, nicht einmal ${ace}, ein Trumpf. Ihm bleibt nur das Aufnehmen.`,
  'learn.fig.seatHolds': (seat: number) => `Platz ${seat} hält`,

  'learn.replays.title': 'Wiederholungen',
  'learn.replays.intro': (kept: number) =>
    `Jedes Spiel, das auf diesem Gerät zu Ende gespielt wurde, wird hier aufbewahrt (die letzten ${kept}). Sieh dir eines mit allen Händen offen an, exportiere seine Spielaufzeichnung oder importiere eine Aufzeichnungsdatei.`,
  'learn.replays.import': 'Aufzeichnung importieren …',
  'learn.replays.tooLarge': (file: string) =>
    `${file} ist zu groß, um eine Spielaufzeichnung zu sein.`,
  'learn.replays.notJson': (file: string, why: string) => `${file} ist kein JSON: ${why}`,
  'learn.replays.notRecord': (file: string, why: string) =>
    `${file} ist keine Spielaufzeichnung, die wir abspielen können: ${why}`,
  'learn.replays.badAction': (file: string, action: number, why: string) =>
    `${file}: Zug ${action} kann nicht gespielt werden: ${why}`,
  'learn.replays.noRoom': 'Auf diesem Gerät ist kein Platz, um das Spiel aufzubewahren.',
  'learn.replays.missing': 'Die Aufzeichnung dieses Spiels fehlt.',
  'learn.replays.imported': (file: string) =>
    `${file} importiert: Das Spiel steht oben in der Liste.`,
  'learn.replays.deleted': (when: string) => `Das Spiel vom ${when} wurde gelöscht.`,
  'learn.replays.undo': 'Rückgängig',
  'learn.replays.empty':
    'Noch keine Spiele aufbewahrt. Spiel ein Spiel zu Ende, dann erscheint es hier.',
  'learn.replays.playDeal': 'Ein Spiel spielen',
  'learn.replays.list': 'Aufbewahrte Spiele, das neueste zuerst',
  'learn.replays.unfinished': 'nicht beendet',
  'learn.replays.drawn': 'unentschieden: niemand ist der Kaschlan',
  'learn.replays.lost': (name: string) => `${name} war der Kaschlan`,
  'learn.replays.youLost': 'Du warst der Kaschlan',
  'learn.replays.bot': (level: string) => `Bot: ${level}`,
  'learn.replays.moves': (n: number) => p(n, '# Zug', '# Züge'),
  'learn.replays.importedTag': 'importiert',
  'learn.replays.watch': 'Ansehen',
  'learn.replays.review': 'Auswerten',
  'learn.replays.reviewTitle':
    'Die Auswertung des Expertenbots: bei jeder Entscheidung die Gefahr zu verlieren, die Fehler markiert',
  'learn.replays.export': 'Exportieren',
  'learn.replays.exportTitle': 'Die Spielaufzeichnung als .json-Datei speichern',
  'learn.replays.delete': 'Löschen',
  'learn.replays.deleteLabel': (when: string) => `Das Spiel vom ${when} löschen`,
  'learn.level.easy': 'leicht',
  'learn.level.normal': 'normal',
  'learn.level.hard': 'schwer',
  'learn.level.expert': 'Experte',

  'learn.replay.title': 'Wiederholung',
  'learn.replay.loading': 'Das Spiel wird geladen …',
  'learn.replay.toList': 'Zu den Wiederholungen',
  'learn.replay.notRecord': (why: string) => `Das ist keine Spielaufzeichnung: ${why}`,
  'learn.replay.noRecord': 'Dieser Link enthält keine Spielaufzeichnung.',
  'learn.replay.unreadable': (why: string) => `Dieser Link kann nicht gelesen werden: ${why}.`,
  'learn.replay.unreachable':
    'Der Server ist nicht erreichbar. Prüfe die Verbindung und versuche es noch einmal.',
  'learn.replay.noGame': (id: string) => `Auf dem Server gibt es kein Spiel „${id}“.`,
  'learn.replay.serverFailed': (id: string, status: string) =>
    `Der Server konnte das Spiel „${id}“ nicht senden (${status}).`,
  'learn.replay.badAnswer': 'Die Antwort des Servers ist keine Spielaufzeichnung.',
  'learn.link.tooLong': 'der Link ist zu lang für eine Spielaufzeichnung',
  'learn.link.noRecord':
    'der Link enthält keine Spielaufzeichnung (vielleicht wurde er abgeschnitten)',
  'learn.link.noInflate':
    'dieser Browser kann komprimierte Links nicht lesen; bitte aktualisiere ihn',
  'learn.link.damaged':
    'die Aufzeichnung im Link ist beschädigt (vielleicht wurde er abgeschnitten)',
  'learn.link.notJson':
    'die Aufzeichnung im Link ist kein lesbares JSON (vielleicht wurde er abgeschnitten)',

  'learn.view.deal': 'Das Austeilen',
  'learn.view.move': (step: number, of: number) => `Zug ${step} von ${of}`,
  'learn.view.stops': (action: number, why: string) =>
    `Die Aufzeichnung endet hier: Zug ${action} kann nicht gespielt werden (${why}).`,
  'learn.view.controls': 'Steuerung der Wiederholung',
  'learn.view.first': 'Erster Zug (Pos1)',
  'learn.view.firstTitle': 'Anfang (Pos1)',
  'learn.view.back': 'Einen Zug zurück (←)',
  'learn.view.backTitle': 'Zurück (←)',
  'learn.view.playTitle': 'Abspielen oder anhalten (Leertaste)',
  'learn.view.play': 'Abspielen',
  'learn.view.pause': 'Anhalten',
  'learn.view.forward': 'Einen Zug vor (→)',
  'learn.view.forwardTitle': 'Vor (→)',
  'learn.view.last': 'Letzter Zug (Ende)',
  'learn.view.lastTitle': 'Ende (Ende)',
  'learn.view.slider': 'Zug',
  'learn.view.sliderDeal': 'das Austeilen',
  'learn.view.sliderMove': (step: number, of: number) => `Zug ${step} von ${of}`,
  'learn.view.pace': 'Tempo',
  'learn.view.slow': 'langsam',
  'learn.view.normal': 'normal',
  'learn.view.fast': 'schnell',
  'learn.view.share': 'Link teilen',
  'learn.view.export': 'Aufzeichnung exportieren',
  'learn.view.all': 'Alle Wiederholungen',
  'learn.view.linkLabel': 'Link zu dieser Wiederholung',
  'learn.view.copied': 'Kopiert.',
  'learn.view.copyYourself': 'Markiere den Link und kopiere ihn.',
  'learn.view.log': 'Verlauf',
  'learn.view.logTitle': 'Das Spiel',

  'learn.board.seat': (name: string, cards: number) =>
    `${name}: ${p(cards, '# Karte', '# Karten')}`,
  'learn.board.out': 'raus',
  'learn.board.kaschlan': 'der Kaschlan',
  'learn.board.noCards': 'keine Karten',
  'learn.board.table': 'Der Tisch',
  'learn.board.over': 'Das Spiel ist vorbei',
  'learn.board.attacks': (attacker: string, defender: string) =>
    `${attacker} greift ${defender} an`,
  'learn.board.youAttack': (defender: string) => `Du greifst ${defender} an`,
  'learn.board.attacksYou': (attacker: string) => `${attacker} greift dich an`,
  'learn.board.waiting': 'Warten auf das Ausspielen',
  'learn.board.toAct': 'am Zug',
};
