// English: hints and the post-game review: hint/*, review/*, and the bots' reasons (the web's
// words for reasons.ts, in place of its English reasonText). The source strings of this area;
// the other languages' files must match its keys and shapes (a type error otherwise).
// `{0}` and `{1}` stand for cards, a list of cards or a move, drawn as card chips; a
// translation puts them where its grammar wants. `you` says the seat is the viewer's own.
// Numbers come formatted in the page's language (percentages, "25,282").

import type { SolvedResult } from '@kaschlan/bots';
import { cap } from '../glossary';
import { plural } from '../plural';
import { wordsEn as W } from './words.en';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });
const num = (n: number) => n.toLocaleString('en');
/** "Your", "Anna’s". */
const whose = (name: string, you: boolean) => (you ? 'Your' : `${name}’s`);

export const reviewEn = {
  // The hint at the table
  'review.hint.button': 'Hint',
  'review.hint.title': 'What would the expert bot play? (I)',
  'review.hint.thinking': 'The expert bot is thinking…',
  'review.hint.failed': (why: string) => `No hint this time: ${why}`,
  'review.hint.ok': 'OK',
  'review.hint.label': 'Hint:',
  'review.hint.play': 'Play it',
  'review.hint.dismiss': 'Put the hint away',
  // The end screen's fair-play note
  'review.hints.none': 'Played without hints.',
  'review.hints.you': (n: number) =>
    p(n, 'You took # hint in this deal.', 'You took # hints in this deal.'),
  /** `list`: "Anna 2, Otto 0". */
  'review.hints.each': (list: string) => `Hints in this deal: ${list}.`,

  // An action, as the table's buttons name it
  'review.act.lead': `${cap(W['word.lead'])} {0}`,
  'review.act.coachman': 'Add {0} as the coachman',
  'review.act.beat': `${cap(W['word.beat'])} {0} with {1}`,
  'review.act.selfAttack': `${cap(W['word.selfAttack'])} {0} with {1}`,
  'review.act.take': `${cap(W['word.take'])} the cards`,
  'review.act.stop': `${cap(W['word.stop'])} leading`,
  'review.act.pass': cap(W['word.pass']),
  'review.act.endBout': cap(W['word.endBout']),

  // Why a move (the bots' reasons.ts, kind by kind)
  'review.reason.onlyMove': 'The only legal move',
  'review.reason.endgameSolved': (result: SolvedResult): string =>
    result === 'win'
      ? 'The endgame is solved: this wins against any defence'
      : result === 'draw'
        ? 'The endgame is solved: this holds a draw (R6.7)'
        : 'The endgame is lost against best play: this gives the opponent the most chances to go wrong',
  'review.reason.cheapestBeat': '{0} is the cheapest card that beats {1} (R4.1)',
  'review.reason.beatsAll': 'Keeps a way to beat every card on the table',
  'review.reason.keepsTrump': (n: number) => p(n, 'Keeps the trump {0}', 'Keeps the trumps {0}'),
  'review.reason.takes': (why: 'cannotBeat' | 'keepsCards'): string =>
    why === 'cannotBeat'
      ? 'No card in hand beats what is left on the table (R4.3)'
      : 'Taking costs less than beating here (R7.5)',
  'review.reason.leadsLow': (n: number) =>
    p(n, 'Leads {0}, the cheapest card to shed', 'Leads {0}, the cheapest cards to shed'),
  'review.reason.leadsSeveral': (n: number) =>
    `Sheds ${p(n, '# card', '# cards')} of one rank at once ({0})`,
  'review.reason.unbeatable': (n: number) =>
    `Nobody left can beat {0}: the defender must take ${p(n, 'it', 'them')} (R4.3)`,
  'review.reason.selfAttack': 'Sheds {0} and {1} at once by self-attack (R4.2)',
  'review.reason.coachman': 'Adds {0} as the coachman (R7.1)',
  'review.reason.holdsBack': 'Holds {0} back for later',
  'review.reason.endsBout': 'Ends the bout rather than spend more cards (R4.4)',
  'review.reason.searchPrefers': (percent: string, deals: number) =>
    `Loses about ${percent} of ${p(deals, `${num(deals)} simulated deal`, `${num(deals)} simulated deals`)}`,

  // How sure an estimate is
  'review.estimate.solved': 'solved',
  'review.estimate.deals': (n: number) =>
    p(n, `${num(n)} simulated deal`, `${num(n)} simulated deals`),

  // The review screen: loading, choosing a deal
  'review.title': 'Review',
  'review.loading': 'Loading the game…',
  'review.unreadable': (why: string) => `This link cannot be read: ${why}.`,
  'review.notRecord': (why: string) => `This is not a game record: ${why}`,
  'review.chooseAnother': 'Choose another deal',
  'review.openFailed': (why: string) => `The review could not be opened: ${why}`,
  'review.pick.title': 'Review a deal',
  'review.pick.intro':
    'The expert bot goes through one player’s decisions, estimates each choice’s chance of being the Kaschlan, and marks the moves where another was clearly better. Choose a deal kept on this device.',
  'review.pick.missing': 'This game’s record is missing.',
  'review.pick.empty': 'No deals kept yet. Finish a deal and it can be reviewed.',
  'review.pick.play': 'Play a deal',
  'review.pick.list': 'Kept games, newest first',
  'review.pick.moves': (n: number) => p(n, '# move', '# moves'),
  'review.pick.review': 'Review',

  // Stepping through the deal
  'review.deal': 'The deal',
  'review.move': (step: number, of: number) => `Move ${step} of ${of}`,
  'review.step.mistakeNext': 'A mistake next',
  'review.step.decisionNext': (name: string, you: boolean) => `${whose(name, you)} decision next`,
  'review.controls': 'Step through the deal',
  'review.first': 'The deal (Home)',
  'review.firstTitle': 'The deal (Home)',
  'review.back': 'Step back (←)',
  'review.backTitle': 'Back (←)',
  'review.forward': 'Step forward (→)',
  'review.forwardTitle': 'Forward (→)',
  'review.last': 'Last move (End)',
  'review.lastTitle': 'Last (End)',
  'review.slider': 'Move',
  'review.sliderDeal': 'the deal',
  'review.sliderMove': (step: number, of: number) => `move ${step} of ${of}`,
  'review.prevDecision': '‹ Decision',
  'review.prevDecisionTitle': 'Previous decision (P)',
  'review.nextDecision': 'Decision ›',
  'review.nextDecisionTitle': 'Next decision (N)',
  'review.nextMistake': 'Mistake ›',
  'review.nextMistakeTitle': 'Next mistake (M)',

  // The panel beside the board
  'review.panel': 'The review',
  'review.seat': 'Whose play',
  'review.seat.bot': (name: string) => `${name} (bot)`,
  'review.none.pending': 'This decision is still being reviewed…',
  'review.none.noChoice': (name: string, you: boolean) =>
    `${you ? 'You' : name} had no choice to make in this deal.`,
  'review.none.here': (name: string, you: boolean) =>
    `No decision of ${you ? 'yours' : name} here: step to one with N (or pick a point on the chart).`,
  'review.mistakes.title': 'Mistakes',
  'review.mistakes.none': 'None marked: no move lost clearly more often than the best one.',
  'review.mistakes.soFar': 'None marked so far.',
  'review.mistakes.move': (move: number) => `Move ${move}`,
  'review.mistakes.best': '→ best',
  'review.table.open': 'Every decision as a table',
  'review.table.caption': (name: string, you: boolean) =>
    `${whose(name, you)} decisions: the chance of being the Kaschlan after the move played and after the best move`,
  'review.table.move': 'Move',
  'review.table.played': 'Played',
  'review.table.best': 'Best',
  'review.table.verdict': 'Verdict',
  'review.table.mistake': 'mistake',
  'review.table.isBest': 'best',
  'review.table.fine': 'fine',
  'review.foot': (name: string, you: boolean) =>
    `Estimates come from the expert bot’s search over deals consistent with what ${you ? 'you' : name} could see; in a two-player endgame they are exact. A move is marked a mistake when it loses at least 10 points more often than the best one, and clearly so.`,
  'review.another': 'Review another deal',

  // The review's progress and result
  'review.status.progress': 'Review progress',
  'review.status.running': (at: number, of: number) => `Reviewing decision ${at} of ${of}…`,
  'review.status.cancel': 'Cancel',
  'review.status.stopped': (done: number, of: number) =>
    `Stopped after ${done} of ${p(of, '# decision', '# decisions')}.`,
  'review.status.again': 'Review again',
  'review.status.failed': (why: string) => `The review failed: ${why}`,
  'review.status.retry': 'Try again',
  'review.status.reviewed': (n: number) => p(n, '# decision reviewed', '# decisions reviewed'),
  'review.status.mistakes': (n: number) => p(n, '# mistake', '# mistakes'),
  'review.outcome.drawn': 'nobody was the Kaschlan',
  'review.outcome.lost': (name: string, you: boolean) =>
    you ? 'you were the Kaschlan' : `${name} was the Kaschlan`,
  'review.outcome.notLost': (name: string, you: boolean) =>
    you ? 'you were not the Kaschlan' : `${name} was not the Kaschlan`,

  // The chart
  'review.chart.title': (name: string, you: boolean) =>
    `Chance of being the Kaschlan at each decision: ${you ? 'your' : `${name}’s`} move and the best move`,
  'review.chart.empty': 'No decision reviewed yet.',
  /** `at`: the moves of the mistakes, as a list ("4, 9 and 15"). */
  'review.chart.summary': (decisions: number, moves: number, mistakes: number, at: string) =>
    `${p(decisions, '# decision', '# decisions')} over ${p(moves, '# move', '# moves')}; ${
      mistakes === 0
        ? 'no mistakes marked'
        : `${p(mistakes, '# mistake', '# mistakes')} marked, at ${p(mistakes, 'move', 'moves')} ${at}`
    }. The table of decisions says it in words.`,
  'review.chart.dot': (move: number, played: string, best: string, mistake: boolean) =>
    `Move ${move}: ${played} played, ${best} best${mistake ? ' (a mistake)' : ''}`,
  'review.chart.played': (name: string, you: boolean) => `${whose(name, you)} move`,
  'review.chart.best': 'best move',
  'review.chart.mistake': 'mistake',
  'review.chart.axis': 'chance of being the Kaschlan, by move',

  // A decision
  'review.decision.title': (n: number, of: number, move: number) =>
    `Decision ${n} of ${of} · move ${move}`,
  'review.decision.solved': 'endgame solved',
  'review.verdict.mistake': 'Mistake.',
  'review.verdict.best': 'Best move.',
  'review.verdict.fine': 'Fine.',
  /** `{0}` the move played, `{1}` the best; the chances of being the Kaschlan after each. */
  'review.verdict.mistakeText': (name: string, you: boolean, played: string, best: string) =>
    `${you ? 'You' : name} played {0} (${played} to be the Kaschlan); the best move: {1} (${best}).`,
  'review.verdict.bestText': (name: string, you: boolean, played: string) =>
    `${you ? 'You' : name} played {0} (${played} to be the Kaschlan).`,
  'review.verdict.fineText': (name: string, you: boolean, played: string, best: string) =>
    `${you ? 'You' : name} played {0} (${played}); the best move is not clearly better: {1} (${best}).`,
  'review.decision.why': 'Why the best move:',
  'review.choices.head': 'Every choice: the chance of being the Kaschlan after it',
  'review.choices.label': (n: number) =>
    p(n, 'The only choice', `The ${n} choices, least likely to lose first`),
  'review.choices.all': (n: number) => `Show all ${n} choices`,
  'review.choice.best': 'best',
  'review.choice.played': 'played',
};
