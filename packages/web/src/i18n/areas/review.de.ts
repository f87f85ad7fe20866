// Deutsch: hints and the post-game review: hint/*, review/*, and the bots' reasons. The player
// is addressed with "du", as at the table; a deal is "ein Spiel", a bout "eine Runde".

import { cap } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { reviewEn } from './review.en';
import { wordsDe as W } from './words.de';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });
const num = (n: number) => n.toLocaleString('de');
/** "Annas", "Hans’" (a name ending in s, ß, x or z takes only the apostrophe). */
const gen = (name: string) => (/[sßxz]$/i.test(name) ? `${name}’` : `${name}s`);

export const reviewDe: Shape<typeof reviewEn> = {
  'review.hint.button': 'Tipp',
  'review.hint.title': 'Was würde der Experten-Bot spielen? (I)',
  'review.hint.thinking': 'Der Experten-Bot denkt nach …',
  'review.hint.failed': (why) => `Diesmal kein Tipp: ${why}`,
  'review.hint.ok': 'OK',
  'review.hint.label': 'Tipp:',
  'review.hint.play': 'So spielen',
  'review.hint.dismiss': 'Tipp ausblenden',
  'review.hints.none': 'Ohne Tipps gespielt.',
  'review.hints.you': (n) =>
    p(n, 'Du hast in diesem Spiel # Tipp bekommen.', 'Du hast in diesem Spiel # Tipps bekommen.'),
  'review.hints.each': (list) => `Tipps in diesem Spiel: ${list}.`,

  'review.act.lead': `{0} ${W['word.lead']}`,
  'review.act.coachman': '{0} als Kutscher dazulegen',
  'review.act.beat': `{0} mit {1} ${W['word.beat']}`,
  'review.act.selfAttack': `${W['word.selfAttack']}: {0}, geschlagen mit {1}`,
  'review.act.take': `Karten ${W['word.take']}`,
  'review.act.stop': `Mit dem Ausspielen ${W['word.stop']}`,
  'review.act.pass': cap(W['word.pass']),
  'review.act.endBout': cap(W['word.endBout']),

  'review.reason.onlyMove': 'Der einzige erlaubte Zug',
  'review.reason.endgameSolved': (result) =>
    result === 'win'
      ? 'Das Endspiel ist gelöst: so gewinnst du gegen jede Verteidigung'
      : result === 'draw'
        ? 'Das Endspiel ist gelöst: so hältst du das Unentschieden (R6.7)'
        : 'Das Endspiel ist bei bestem Spiel verloren: so hat der Gegner die meisten Gelegenheiten, sich zu vertun',
  'review.reason.cheapestBeat': '{0} ist die billigste Karte, die {1} schlägt (R4.1)',
  'review.reason.beatsAll': 'Lässt einen Weg offen, jede Karte auf dem Tisch zu schlagen',
  'review.reason.keepsTrump': (n) => p(n, 'Behält den Trumpf {0}', 'Behält die Trümpfe {0}'),
  'review.reason.takes': (why) =>
    why === 'cannotBeat'
      ? 'Keine Karte auf der Hand schlägt, was noch auf dem Tisch liegt (R4.3)'
      : 'Aufnehmen kostet hier weniger als Schlagen (R7.5)',
  'review.reason.leadsLow': (n) =>
    p(
      n,
      'Spielt {0} aus, die billigste Karte, die sich loswerden lässt',
      'Spielt {0} aus, die billigsten Karten, die sich loswerden lassen',
    ),
  'review.reason.leadsSeveral': (n) =>
    `Wird ${p(n, '# Karte', '# Karten')} eines Rangs auf einmal los ({0})`,
  'review.reason.unbeatable': (_n) =>
    'Niemand im Spiel kann {0} schlagen: der Verteidiger muss sie aufnehmen (R4.3)',
  'review.reason.selfAttack': 'Wird {0} und {1} auf einmal los, durch Selbstangriff (R4.2)',
  'review.reason.coachman': 'Legt {0} als Kutscher dazu (R7.1)',
  'review.reason.holdsBack': 'Hält {0} für später zurück',
  'review.reason.endsBout': 'Beendet die Runde, statt weitere Karten auszugeben (R4.4)',
  'review.reason.searchPrefers': (percent, deals) =>
    `Verliert etwa ${percent} von ${p(deals, `${num(deals)} simulierten Spiel`, `${num(deals)} simulierten Spielen`)}`,

  'review.estimate.solved': 'exakt gelöst',
  'review.estimate.deals': (n) =>
    p(n, `${num(n)} simuliertes Spiel`, `${num(n)} simulierte Spiele`),

  'review.title': 'Auswertung',
  'review.loading': 'Das Spiel wird geladen …',
  'review.unreadable': (why) => `Dieser Link lässt sich nicht lesen: ${why}.`,
  'review.notRecord': (why) => `Das ist keine Spielaufzeichnung: ${why}`,
  'review.chooseAnother': 'Ein anderes Spiel wählen',
  'review.openFailed': (why) => `Die Auswertung konnte nicht geöffnet werden: ${why}`,
  'review.pick.title': 'Ein Spiel auswerten',
  'review.pick.intro':
    'Der Experten-Bot geht die Entscheidungen eines Spielers durch, schätzt für jede Wahl das Risiko, der Kaschlan zu werden, und markiert die Züge, bei denen ein anderer deutlich besser war. Wähle ein Spiel, das auf diesem Gerät aufbewahrt ist.',
  'review.pick.missing': 'Die Aufzeichnung dieses Spiels fehlt.',
  'review.pick.empty':
    'Noch keine Spiele aufbewahrt. Spiele ein Spiel zu Ende, dann lässt es sich auswerten.',
  'review.pick.play': 'Ein Spiel spielen',
  'review.pick.list': 'Aufbewahrte Spiele, das neueste zuerst',
  'review.pick.moves': (n) => p(n, '# Zug', '# Züge'),
  'review.pick.review': 'Auswerten',

  'review.deal': 'Das Austeilen',
  'review.move': (step, of) => `Zug ${step} von ${of}`,
  'review.step.mistakeNext': 'Als Nächstes ein Fehler',
  'review.step.decisionNext': (name, you) =>
    you ? 'Als Nächstes entscheidest du' : `Als Nächstes entscheidet ${name}`,
  'review.controls': 'Durch das Spiel gehen',
  'review.first': 'Das Austeilen (Pos1)',
  'review.firstTitle': 'Das Austeilen (Pos1)',
  'review.back': 'Einen Zug zurück (←)',
  'review.backTitle': 'Zurück (←)',
  'review.forward': 'Einen Zug vor (→)',
  'review.forwardTitle': 'Vor (→)',
  'review.last': 'Letzter Zug (Ende)',
  'review.lastTitle': 'Letzter Zug (Ende)',
  'review.slider': 'Zug',
  'review.sliderDeal': 'das Austeilen',
  'review.sliderMove': (step, of) => `Zug ${step} von ${of}`,
  'review.prevDecision': '‹ Entscheidung',
  'review.prevDecisionTitle': 'Vorige Entscheidung (P)',
  'review.nextDecision': 'Entscheidung ›',
  'review.nextDecisionTitle': 'Nächste Entscheidung (N)',
  'review.nextMistake': 'Fehler ›',
  'review.nextMistakeTitle': 'Nächster Fehler (M)',

  'review.panel': 'Die Auswertung',
  'review.seat': 'Wessen Spiel',
  'review.seat.bot': (name) => `${name} (Bot)`,
  'review.none.pending': 'Diese Entscheidung wird noch ausgewertet …',
  'review.none.noChoice': (name, you) =>
    you ? 'Du hattest in diesem Spiel keine Wahl.' : `${name} hatte in diesem Spiel keine Wahl.`,
  'review.none.here': (name, you) =>
    `Hier ${you ? 'entscheidest du' : `entscheidet ${name}`} nichts: mit N geht es zur nächsten Entscheidung (oder wähle einen Punkt im Diagramm).`,
  'review.mistakes.title': 'Fehler',
  'review.mistakes.none': 'Keine markiert: kein Zug hat deutlich öfter verloren als der beste.',
  'review.mistakes.soFar': 'Bisher keine markiert.',
  'review.mistakes.move': (move) => `Zug ${move}`,
  'review.mistakes.best': '→ am besten',
  'review.table.open': 'Alle Entscheidungen als Tabelle',
  'review.table.caption': (name, you) =>
    `${you ? 'Deine' : `${gen(name)}`} Entscheidungen: das Risiko, der Kaschlan zu werden, nach dem gespielten und nach dem besten Zug`,
  'review.table.move': 'Zug',
  'review.table.played': 'Gespielt',
  'review.table.best': 'Am besten',
  'review.table.verdict': 'Urteil',
  'review.table.mistake': 'Fehler',
  'review.table.isBest': 'am besten',
  'review.table.fine': 'gut',
  'review.foot': (name, you) =>
    `Die Schätzungen stammen aus der Suche des Experten-Bots über alle Verteilungen, die zu dem passen, was ${you ? 'du' : name} sehen konnte; im Endspiel zu zweit sind sie exakt. Ein Zug gilt als Fehler, wenn er mindestens 10 Prozentpunkte öfter verliert als der beste, und das eindeutig.`,
  'review.another': 'Ein anderes Spiel auswerten',

  'review.status.progress': 'Fortschritt der Auswertung',
  'review.status.running': (at, of) => `Entscheidung ${at} von ${of} wird ausgewertet …`,
  'review.status.cancel': 'Abbrechen',
  'review.status.stopped': (done, of) =>
    `Angehalten nach ${done} von ${p(of, '# Entscheidung', '# Entscheidungen')}.`,
  'review.status.again': 'Noch einmal auswerten',
  'review.status.failed': (why) => `Die Auswertung ist fehlgeschlagen: ${why}`,
  'review.status.retry': 'Noch einmal versuchen',
  'review.status.reviewed': (n) =>
    p(n, '# Entscheidung ausgewertet', '# Entscheidungen ausgewertet'),
  'review.status.mistakes': (n) => p(n, '# Fehler', '# Fehler'),
  'review.outcome.drawn': 'niemand wurde der Kaschlan',
  'review.outcome.lost': (name, you) =>
    you ? 'du warst der Kaschlan' : `${name} war der Kaschlan`,
  'review.outcome.notLost': (name, you) =>
    you ? 'du warst nicht der Kaschlan' : `${name} war nicht der Kaschlan`,

  'review.chart.title': (name, you) =>
    `Risiko, der Kaschlan zu werden, bei jeder Entscheidung: ${you ? 'dein Zug' : `${gen(name)} Zug`} und der beste Zug`,
  'review.chart.empty': 'Noch keine Entscheidung ausgewertet.',
  'review.chart.summary': (decisions, moves, mistakes, at) =>
    `${p(decisions, '# Entscheidung', '# Entscheidungen')} in ${p(moves, '# Zug', '# Zügen')}; ${
      mistakes === 0
        ? 'keine Fehler markiert'
        : `${p(mistakes, '# Fehler', '# Fehler')} markiert, bei ${p(mistakes, 'Zug', 'den Zügen')} ${at}`
    }. Die Tabelle der Entscheidungen sagt es in Worten.`,
  'review.chart.dot': (move, played, best, mistake) =>
    `Zug ${move}: gespielt ${played}, am besten ${best}${mistake ? ' (ein Fehler)' : ''}`,
  'review.chart.played': (name, you) => (you ? 'dein Zug' : `${gen(name)} Zug`),
  'review.chart.best': 'bester Zug',
  'review.chart.mistake': 'Fehler',
  'review.chart.axis': 'Risiko, der Kaschlan zu werden, je Zug',

  'review.decision.title': (n, of, move) => `Entscheidung ${n} von ${of} · Zug ${move}`,
  'review.decision.solved': 'Endspiel gelöst',
  'review.verdict.mistake': 'Fehler.',
  'review.verdict.best': 'Bester Zug.',
  'review.verdict.fine': 'Gut.',
  'review.verdict.mistakeText': (name, you, played, best) =>
    `${you ? 'Du hast' : `${name} hat`} gespielt: {0} (${played} Risiko, der Kaschlan zu werden); der beste Zug: {1} (${best}).`,
  'review.verdict.bestText': (name, you, played) =>
    `${you ? 'Du hast' : `${name} hat`} gespielt: {0} (${played} Risiko, der Kaschlan zu werden).`,
  'review.verdict.fineText': (name, you, played, best) =>
    `${you ? 'Du hast' : `${name} hat`} gespielt: {0} (${played}); der beste Zug ist nicht deutlich besser: {1} (${best}).`,
  'review.decision.why': 'Warum der beste Zug:',
  'review.choices.head': 'Jede Wahl: das Risiko, danach der Kaschlan zu werden',
  'review.choices.label': (n) =>
    p(n, 'Die einzige Wahl', `Die ${n} Möglichkeiten, die mit dem geringsten Risiko zuerst`),
  'review.choices.all': (n) => `Alle ${n} Möglichkeiten zeigen`,
  'review.choice.best': 'am besten',
  'review.choice.played': 'gespielt',
};
