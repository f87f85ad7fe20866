// Svenska: hints and the post-game review: hint/*, review/*, and the bots' reasons. A deal is
// "en giv", a bout "en omgång"; the loser "blir Kaschlan" (no article, as at the table).

import { cap } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { reviewEn } from './review.en';
import { wordsSv as W } from './words.sv';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });
const num = (n: number) => n.toLocaleString('sv');
/** "Annas", "Lars" (a name ending in s, x or z takes no further s). */
const gen = (name: string) => (/[sxz]$/i.test(name) ? name : `${name}s`);

export const reviewSv: Shape<typeof reviewEn> = {
  'review.hint.button': 'Tips',
  'review.hint.title': 'Vad skulle expertboten spela? (I)',
  'review.hint.thinking': 'Expertboten tänker …',
  'review.hint.failed': (why) => `Inget tips den här gången: ${why}`,
  'review.hint.ok': 'OK',
  'review.hint.label': 'Tips:',
  'review.hint.play': 'Spela det',
  'review.hint.dismiss': 'Göm tipset',
  'review.hints.none': 'Spelat utan tips.',
  'review.hints.you': (n) =>
    p(n, 'Du tog # tips i den här given.', 'Du tog # tips i den här given.'),
  'review.hints.each': (list) => `Tips i den här given: ${list}.`,

  'review.act.lead': `${cap(W['word.lead'])} {0}`,
  'review.act.coachman': 'Lägg till {0} som kusk',
  'review.act.beat': `${cap(W['word.beat'])} {0} med {1}`,
  'review.act.selfAttack': `${cap(W['word.selfAttack'])}: {0}, slaget med {1}`,
  'review.act.take': `${cap(W['word.take'])} korten`,
  'review.act.stop': `${cap(W['word.stop'])} spela ut`,
  'review.act.pass': cap(W['word.pass']),
  'review.act.endBout': cap(W['word.endBout']),

  'review.reason.onlyMove': 'Det enda tillåtna draget',
  'review.reason.endgameSolved': (result) =>
    result === 'win'
      ? 'Slutspelet är löst: detta vinner mot varje försvar'
      : result === 'draw'
        ? 'Slutspelet är löst: detta håller oavgjort (R6.7)'
        : 'Slutspelet är förlorat mot bästa spel: detta ger motståndaren flest chanser att göra fel',
  'review.reason.cheapestBeat': '{0} är det billigaste kortet som slår {1} (R4.1)',
  'review.reason.beatsAll': 'Behåller ett sätt att slå varje kort på bordet',
  'review.reason.keepsTrump': (n) => p(n, 'Behåller trumfen {0}', 'Behåller trumferna {0}'),
  'review.reason.takes': (why) =>
    why === 'cannotBeat'
      ? 'Inget kort på handen slår det som ligger kvar på bordet (R4.3)'
      : 'Att ta upp kostar mindre än att slå här (R7.5)',
  'review.reason.leadsLow': (n) =>
    p(
      n,
      'Spelar ut {0}, det billigaste kortet att bli av med',
      'Spelar ut {0}, de billigaste korten att bli av med',
    ),
  'review.reason.leadsSeveral': (n) =>
    `Blir av med ${p(n, '# kort', '# kort')} av samma valör på en gång ({0})`,
  'review.reason.unbeatable': (n) =>
    `Ingen som är kvar kan slå {0}: försvararen måste ta upp ${p(n, 'det', 'dem')} (R4.3)`,
  'review.reason.selfAttack': 'Blir av med {0} och {1} på en gång genom självattack (R4.2)',
  'review.reason.coachman': 'Lägger till {0} som kusk (R7.1)',
  'review.reason.holdsBack': 'Sparar {0} till senare',
  'review.reason.endsBout': 'Avslutar omgången i stället för att lägga fler kort (R4.4)',
  'review.reason.searchPrefers': (percent, deals) =>
    `Förlorar ungefär ${percent} av ${p(deals, `${num(deals)} simulerad giv`, `${num(deals)} simulerade givar`)}`,

  'review.estimate.solved': 'exakt löst',
  'review.estimate.deals': (n) => p(n, `${num(n)} simulerad giv`, `${num(n)} simulerade givar`),

  'review.title': 'Granskning',
  'review.loading': 'Spelet läses in …',
  'review.unreadable': (why) => `Länken går inte att läsa: ${why}.`,
  'review.notRecord': (why) => `Det här är ingen spelinspelning: ${why}`,
  'review.chooseAnother': 'Välj en annan giv',
  'review.openFailed': (why) => `Granskningen kunde inte öppnas: ${why}`,
  'review.pick.title': 'Granska en giv',
  'review.pick.intro':
    'Expertboten går igenom en spelares beslut, uppskattar för varje val risken att bli Kaschlan och markerar de drag där ett annat var klart bättre. Välj en giv som sparats på den här enheten.',
  'review.pick.missing': 'Inspelningen av det här spelet saknas.',
  'review.pick.empty': 'Inga givar sparade ännu. Spela klart en giv så kan den granskas.',
  'review.pick.play': 'Spela en giv',
  'review.pick.list': 'Sparade spel, nyaste först',
  'review.pick.moves': (n) => p(n, '# drag', '# drag'),
  'review.pick.review': 'Granska',

  'review.deal': 'Utdelningen',
  'review.move': (step, of) => `Drag ${step} av ${of}`,
  'review.step.mistakeNext': 'Ett misstag härnäst',
  'review.step.decisionNext': (name, you) =>
    you ? 'Ditt beslut härnäst' : `${gen(name)} beslut härnäst`,
  'review.controls': 'Stega genom given',
  'review.first': 'Utdelningen (Home)',
  'review.firstTitle': 'Utdelningen (Home)',
  'review.back': 'Ett drag bakåt (←)',
  'review.backTitle': 'Bakåt (←)',
  'review.forward': 'Ett drag framåt (→)',
  'review.forwardTitle': 'Framåt (→)',
  'review.last': 'Sista draget (End)',
  'review.lastTitle': 'Sista (End)',
  'review.slider': 'Drag',
  'review.sliderDeal': 'utdelningen',
  'review.sliderMove': (step, of) => `drag ${step} av ${of}`,
  'review.prevDecision': '‹ Beslut',
  'review.prevDecisionTitle': 'Föregående beslut (P)',
  'review.nextDecision': 'Beslut ›',
  'review.nextDecisionTitle': 'Nästa beslut (N)',
  'review.nextMistake': 'Misstag ›',
  'review.nextMistakeTitle': 'Nästa misstag (M)',

  'review.panel': 'Granskningen',
  'review.seat': 'Vems spel',
  'review.seat.bot': (name) => `${name} (bot)`,
  'review.none.pending': 'Det här beslutet granskas fortfarande …',
  'review.none.noChoice': (name, you) =>
    `${you ? 'Du' : name} hade inget val att göra i den här given.`,
  'review.none.here': (name, you) =>
    `${you ? 'Du har' : `${name} har`} inget beslut här: gå till ett med N (eller välj en punkt i diagrammet).`,
  'review.mistakes.title': 'Misstag',
  'review.mistakes.none': 'Inga markerade: inget drag förlorade klart oftare än det bästa.',
  'review.mistakes.soFar': 'Inga markerade än.',
  'review.mistakes.move': (move) => `Drag ${move}`,
  'review.mistakes.best': '→ bäst',
  'review.table.open': 'Alla beslut som tabell',
  'review.table.caption': (name, you) =>
    `${you ? 'Dina' : gen(name)} beslut: risken att bli Kaschlan efter det spelade draget och efter det bästa draget`,
  'review.table.move': 'Drag',
  'review.table.played': 'Spelat',
  'review.table.best': 'Bäst',
  'review.table.verdict': 'Omdöme',
  'review.table.mistake': 'misstag',
  'review.table.isBest': 'bäst',
  'review.table.fine': 'bra',
  'review.foot': (name, you) =>
    `Uppskattningarna kommer från expertbotens sökning över alla givar som stämmer med det ${you ? 'du' : name} kunde se; i ett slutspel mellan två är de exakta. Ett drag markeras som misstag när det förlorar minst 10 procentenheter oftare än det bästa, och det tydligt.`,
  'review.another': 'Granska en annan giv',

  'review.status.progress': 'Granskningens förlopp',
  'review.status.running': (at, of) => `Granskar beslut ${at} av ${of} …`,
  'review.status.cancel': 'Avbryt',
  'review.status.stopped': (done, of) => `Stoppad efter ${done} av ${of} beslut.`,
  'review.status.again': 'Granska igen',
  'review.status.failed': (why) => `Granskningen misslyckades: ${why}`,
  'review.status.retry': 'Försök igen',
  'review.status.reviewed': (n) => p(n, '# beslut granskat', '# beslut granskade'),
  'review.status.mistakes': (n) => p(n, '# misstag', '# misstag'),
  'review.outcome.drawn': 'ingen blev Kaschlan',
  'review.outcome.lost': (name, you) => (you ? 'du blev Kaschlan' : `${name} blev Kaschlan`),
  'review.outcome.notLost': (name, you) =>
    you ? 'du blev inte Kaschlan' : `${name} blev inte Kaschlan`,

  'review.chart.title': (name, you) =>
    `Risken att bli Kaschlan vid varje beslut: ${you ? 'ditt drag' : `${gen(name)} drag`} och det bästa draget`,
  'review.chart.empty': 'Inget beslut granskat än.',
  'review.chart.summary': (decisions, moves, mistakes, at) =>
    `${p(decisions, '# beslut', '# beslut')} på ${p(moves, '# drag', '# drag')}; ${
      mistakes === 0
        ? 'inga misstag markerade'
        : `${p(mistakes, '# misstag markerat', '# misstag markerade')}, vid ${p(mistakes, 'drag', 'dragen')} ${at}`
    }. Tabellen med besluten säger det i ord.`,
  'review.chart.dot': (move, played, best, mistake) =>
    `Drag ${move}: ${played} spelat, ${best} bäst${mistake ? ' (ett misstag)' : ''}`,
  'review.chart.played': (name, you) => (you ? 'ditt drag' : `${gen(name)} drag`),
  'review.chart.best': 'bästa draget',
  'review.chart.mistake': 'misstag',
  'review.chart.axis': 'risken att bli Kaschlan, per drag',

  'review.decision.title': (n, of, move) => `Beslut ${n} av ${of} · drag ${move}`,
  'review.decision.solved': 'slutspelet löst',
  'review.verdict.mistake': 'Misstag.',
  'review.verdict.best': 'Bästa draget.',
  'review.verdict.fine': 'Bra.',
  'review.verdict.mistakeText': (name, you, played, best) =>
    `${you ? 'Ditt drag' : `${gen(name)} drag`}: {0} (${played} risk att bli Kaschlan); det bästa draget: {1} (${best}).`,
  'review.verdict.bestText': (name, you, played) =>
    `${you ? 'Ditt drag' : `${gen(name)} drag`}: {0} (${played} risk att bli Kaschlan).`,
  'review.verdict.fineText': (name, you, played, best) =>
    `${you ? 'Ditt drag' : `${gen(name)} drag`}: {0} (${played}); det bästa draget är inte klart bättre: {1} (${best}).`,
  'review.decision.why': 'Varför det bästa draget:',
  'review.choices.head': 'Varje val: risken att bli Kaschlan efter det',
  'review.choices.label': (n) =>
    p(n, 'Det enda valet', `De ${n} valen, minst risk att förlora först`),
  'review.choices.all': (n) => `Visa alla ${n} val`,
  'review.choice.best': 'bäst',
  'review.choice.played': 'spelat',
};
