// Polski: hints and the post-game review: hint/*, review/*, and the bots' reasons. A deal is
// "rozdanie", a bout "runda", as at the table. Sentences about a player avoid the past tense
// (its forms differ by gender, which a name does not tell): "Zagrany ruch: …", "jest Kaschlanem".

import { cap } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { reviewEn } from './review.en';
import { wordsPl as W } from './words.pl';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });
const num = (n: number) => n.toLocaleString('pl');

export const reviewPl: Shape<typeof reviewEn> = {
  'review.hint.button': 'Podpowiedź',
  'review.hint.title': 'Co zagrałby bot ekspert? (I)',
  'review.hint.thinking': 'Bot ekspert się zastanawia…',
  'review.hint.failed': (why) => `Tym razem bez podpowiedzi: ${why}`,
  'review.hint.ok': 'OK',
  'review.hint.label': 'Podpowiedź:',
  'review.hint.play': 'Zagraj tak',
  'review.hint.dismiss': 'Schowaj podpowiedź',
  'review.hints.none': 'Rozegrane bez podpowiedzi.',
  'review.hints.you': (n) =>
    p(
      n,
      'W tym rozdaniu wykorzystano # podpowiedź.',
      'W tym rozdaniu wykorzystano # podpowiedzi.',
      'W tym rozdaniu wykorzystano # podpowiedzi.',
    ),
  'review.hints.each': (list) => `Podpowiedzi w tym rozdaniu: ${list}.`,

  'review.act.lead': `${cap(W['word.lead'])} {0}`,
  'review.act.coachman': 'Dołóż {0} jako woźnicę',
  'review.act.beat': `${cap(W['word.beat'])} {0} kartą {1}`,
  'review.act.selfAttack': `${cap(W['word.selfAttack'])}: {0}, przebita kartą {1}`,
  'review.act.take': cap(W['word.take']),
  'review.act.stop': cap(W['word.stop']),
  'review.act.pass': cap(W['word.pass']),
  'review.act.endBout': cap(W['word.endBout']),

  'review.reason.onlyMove': 'Jedyny dozwolony ruch',
  'review.reason.endgameSolved': (result) =>
    result === 'win'
      ? 'Końcówka jest rozwiązana: ten ruch wygrywa przy każdej obronie'
      : result === 'draw'
        ? 'Końcówka jest rozwiązana: ten ruch utrzymuje remis (R6.7)'
        : 'Końcówka jest przegrana przy najlepszej grze przeciwnika: ten ruch daje mu najwięcej okazji do pomyłki',
  'review.reason.cheapestBeat': '{0} to najtańsza karta, która przebija {1} (R4.1)',
  'review.reason.beatsAll': 'Zachowuje możliwość przebicia każdej karty na stole',
  'review.reason.keepsTrump': (n) =>
    p(n, 'Zachowuje atut {0}', 'Zachowuje atuty {0}', 'Zachowuje atuty {0}'),
  'review.reason.takes': (why) =>
    why === 'cannotBeat'
      ? 'Żadna karta w ręce nie przebija tego, co zostało na stole (R4.3)'
      : 'Wzięcie kart kosztuje tu mniej niż przebijanie (R7.5)',
  'review.reason.leadsLow': (n) =>
    p(
      n,
      'Wykłada {0}, najtańszą kartę, której można się pozbyć',
      'Wykłada {0}, najtańsze karty, których można się pozbyć',
      'Wykłada {0}, najtańsze karty, których można się pozbyć',
    ),
  'review.reason.leadsSeveral': (n) =>
    `Wykłada naraz ${p(n, '# kartę', '# karty', '# kart')} jednej wartości ({0})`,
  'review.reason.unbeatable': (n) =>
    `Nikt z pozostałych nie przebije {0}: obrońca musi ${p(n, 'ją', 'je', 'je')} wziąć (R4.3)`,
  'review.reason.selfAttack': 'Pozbywa się naraz {0} i {1} atakiem na siebie (R4.2)',
  'review.reason.coachman': 'Dokłada {0} jako woźnicę (R7.1)',
  'review.reason.holdsBack': 'Zachowuje {0} na później',
  'review.reason.endsBout': 'Kończy rundę, zamiast wydawać kolejne karty (R4.4)',
  'review.reason.searchPrefers': (percent, deals) =>
    `Przegrywa około ${percent} z ${p(
      deals,
      `${num(deals)} symulowanego rozdania`,
      `${num(deals)} symulowanych rozdań`,
      `${num(deals)} symulowanych rozdań`,
    )}`,

  'review.estimate.solved': 'rozwiązane dokładnie',
  'review.estimate.deals': (n) =>
    p(
      n,
      `${num(n)} symulowane rozdanie`,
      `${num(n)} symulowane rozdania`,
      `${num(n)} symulowanych rozdań`,
    ),

  'review.title': 'Analiza',
  'review.loading': 'Wczytywanie gry…',
  'review.unreadable': (why) => `Nie da się odczytać tego linku: ${why}.`,
  'review.notRecord': (why) => `To nie jest zapis gry: ${why}`,
  'review.chooseAnother': 'Wybierz inne rozdanie',
  'review.openFailed': (why) => `Nie udało się otworzyć analizy: ${why}`,
  'review.pick.title': 'Przeanalizuj rozdanie',
  'review.pick.intro':
    'Bot ekspert przechodzi przez decyzje jednego gracza, szacuje dla każdego wyboru ryzyko zostania Kaschlanem i zaznacza ruchy, przy których inny był wyraźnie lepszy. Wybierz rozdanie zapisane na tym urządzeniu.',
  'review.pick.missing': 'Brakuje zapisu tej gry.',
  'review.pick.empty':
    'Nie ma jeszcze zapisanych rozdań. Dokończ rozdanie, a będzie można je przeanalizować.',
  'review.pick.play': 'Zagraj rozdanie',
  'review.pick.list': 'Zapisane gry, od najnowszej',
  'review.pick.moves': (n) => p(n, '# ruch', '# ruchy', '# ruchów'),
  'review.pick.review': 'Analizuj',

  'review.deal': 'Rozdanie kart',
  'review.move': (step, of) => `Ruch ${step} z ${of}`,
  'review.step.mistakeNext': 'Następny ruch to błąd',
  'review.step.decisionNext': (name, you) =>
    you ? 'Teraz decydujesz ty' : `Teraz decyduje ${name}`,
  'review.controls': 'Przechodzenie przez rozdanie',
  'review.first': 'Rozdanie kart (Home)',
  'review.firstTitle': 'Rozdanie kart (Home)',
  'review.back': 'Ruch wstecz (←)',
  'review.backTitle': 'Wstecz (←)',
  'review.forward': 'Ruch naprzód (→)',
  'review.forwardTitle': 'Naprzód (→)',
  'review.last': 'Ostatni ruch (End)',
  'review.lastTitle': 'Ostatni (End)',
  'review.slider': 'Ruch',
  'review.sliderDeal': 'rozdanie kart',
  'review.sliderMove': (step, of) => `ruch ${step} z ${of}`,
  'review.prevDecision': '‹ Decyzja',
  'review.prevDecisionTitle': 'Poprzednia decyzja (P)',
  'review.nextDecision': 'Decyzja ›',
  'review.nextDecisionTitle': 'Następna decyzja (N)',
  'review.nextMistake': 'Błąd ›',
  'review.nextMistakeTitle': 'Następny błąd (M)',

  'review.panel': 'Analiza',
  'review.seat': 'Czyja gra',
  'review.seat.bot': (name) => `${name} (bot)`,
  'review.none.pending': 'Ta decyzja jest jeszcze analizowana…',
  'review.none.noChoice': (name, you) =>
    you
      ? 'W tym rozdaniu nie masz żadnego wyboru.'
      : `W tym rozdaniu ${name} nie ma żadnego wyboru.`,
  'review.none.here': (name, you) =>
    `Tu ${you ? 'nie podejmujesz' : `${name} nie podejmuje`} decyzji: przejdź do następnej klawiszem N (albo wybierz punkt na wykresie).`,
  'review.mistakes.title': 'Błędy',
  'review.mistakes.none': 'Żadnych: żaden ruch nie przegrywał wyraźnie częściej niż najlepszy.',
  'review.mistakes.soFar': 'Na razie żadnych.',
  'review.mistakes.move': (move) => `Ruch ${move}`,
  'review.mistakes.best': '→ najlepszy',
  'review.table.open': 'Wszystkie decyzje w tabeli',
  'review.table.caption': (name, you) =>
    `${you ? 'Twoje decyzje' : `Decyzje (${name})`}: ryzyko zostania Kaschlanem po zagranym ruchu i po najlepszym ruchu`,
  'review.table.move': 'Ruch',
  'review.table.played': 'Zagrany',
  'review.table.best': 'Najlepszy',
  'review.table.verdict': 'Ocena',
  'review.table.mistake': 'błąd',
  'review.table.isBest': 'najlepszy',
  'review.table.fine': 'dobry',
  'review.foot': (_name, you) =>
    `Szacunki pochodzą z przeszukiwania bota eksperta po rozdaniach zgodnych z tym, co było widać z ${you ? 'twojego' : 'analizowanego'} miejsca; w końcówce dwóch graczy są dokładne. Ruch jest oznaczany jako błąd, gdy przegrywa o co najmniej 10 punktów procentowych częściej niż najlepszy, i to wyraźnie.`,
  'review.another': 'Przeanalizuj inne rozdanie',

  'review.status.progress': 'Postęp analizy',
  'review.status.running': (at, of) => `Analiza decyzji ${at} z ${of}…`,
  'review.status.cancel': 'Anuluj',
  'review.status.stopped': (done, of) => `Zatrzymano po ${done} z ${of} decyzji.`,
  'review.status.again': 'Analizuj ponownie',
  'review.status.failed': (why) => `Analiza się nie powiodła: ${why}`,
  'review.status.retry': 'Spróbuj ponownie',
  'review.status.reviewed': (n) =>
    p(n, '# decyzja przeanalizowana', '# decyzje przeanalizowane', '# decyzji przeanalizowanych'),
  'review.status.mistakes': (n) => p(n, '# błąd', '# błędy', '# błędów'),
  'review.outcome.drawn': 'nikt nie jest Kaschlanem',
  'review.outcome.lost': (name, you) => (you ? 'jesteś Kaschlanem' : `${name} jest Kaschlanem`),
  'review.outcome.notLost': (name, you) =>
    you ? 'nie jesteś Kaschlanem' : `${name} nie jest Kaschlanem`,

  'review.chart.title': (_name, you) =>
    `Ryzyko zostania Kaschlanem przy każdej decyzji: ${you ? 'twój ruch' : 'zagrany ruch'} i najlepszy ruch`,
  'review.chart.empty': 'Jeszcze żadna decyzja nie została przeanalizowana.',
  'review.chart.summary': (decisions, moves, mistakes, at) =>
    `${p(decisions, '# decyzja', '# decyzje', '# decyzji')} w ${p(moves, '# ruchu', '# ruchach', '# ruchach')}; ${
      mistakes === 0
        ? 'nie zaznaczono błędów'
        : `${p(mistakes, 'zaznaczono # błąd', 'zaznaczono # błędy', 'zaznaczono # błędów')}, ${p(mistakes, 'w ruchu', 'w ruchach', 'w ruchach')} ${at}`
    }. Tabela decyzji mówi to słowami.`,
  'review.chart.dot': (move, played, best, mistake) =>
    `Ruch ${move}: zagrany ${played}, najlepszy ${best}${mistake ? ' (błąd)' : ''}`,
  'review.chart.played': (_name, you) => (you ? 'twój ruch' : 'zagrany ruch'),
  'review.chart.best': 'najlepszy ruch',
  'review.chart.mistake': 'błąd',
  'review.chart.axis': 'ryzyko zostania Kaschlanem w kolejnych ruchach',

  'review.decision.title': (n, of, move) => `Decyzja ${n} z ${of} · ruch ${move}`,
  'review.decision.solved': 'końcówka rozwiązana',
  'review.verdict.mistake': 'Błąd.',
  'review.verdict.best': 'Najlepszy ruch.',
  'review.verdict.fine': 'Dobrze.',
  'review.verdict.mistakeText': (_name, _you, played, best) =>
    `Zagrany ruch: {0} (${played} ryzyka zostania Kaschlanem); najlepszy ruch: {1} (${best}).`,
  'review.verdict.bestText': (_name, _you, played) =>
    `Zagrany ruch: {0} (${played} ryzyka zostania Kaschlanem).`,
  'review.verdict.fineText': (_name, _you, played, best) =>
    `Zagrany ruch: {0} (${played}); najlepszy ruch nie jest wyraźnie lepszy: {1} (${best}).`,
  'review.decision.why': 'Dlaczego najlepszy ruch:',
  'review.choices.head': 'Każdy wybór: ryzyko zostania Kaschlanem po nim',
  'review.choices.label': (n) =>
    p(
      n,
      'Jedyny wybór',
      `Wszystkie ${n} możliwości, od najmniejszego ryzyka`,
      `Wszystkie możliwości (${n}), od najmniejszego ryzyka`,
    ),
  'review.choices.all': (n) => `Pokaż wszystkie możliwości (${n})`,
  'review.choice.best': 'najlepszy',
  'review.choice.played': 'zagrany',
};
