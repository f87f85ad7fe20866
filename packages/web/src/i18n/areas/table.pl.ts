// Polski: the offline table and its dialogs: table/*, shell/*, widgets/*, state/log.ts,
// state/prompt.ts, cards/names.ts. Words: atakować, przebić, brać, dokładać, atut, talon (the stock
// to draw from; „talia” is the whole pack); a deal is
// an „rozdanie”, a bout a „runda”. Names are not declined: sentences are built so that a player's
// name stays in the nominative („Otto atakuje, broni się Frieda”).

import type { Suit } from '@kaschlan/engine';
import { cap, GERMAN_COURT, presetWord } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tableEn } from './table.en';
import { wordsPl as W } from './words.pl';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });
/** „Dobierasz” albo „Otto dobiera”. */
const s = (name: string, you: boolean, yours: string, theirs: string) =>
  you ? yours : `${name} ${theirs}`;

const RANK: Record<string, string> = {
  '2': 'dwójka',
  '3': 'trójka',
  '4': 'czwórka',
  '5': 'piątka',
  '6': 'szóstka',
  '7': 'siódemka',
  '8': 'ósemka',
  '9': 'dziewiątka',
  '10': 'dziesiątka',
  J: W['word.jack'],
  Q: W['word.queen'],
  K: W['word.king'],
  A: W['word.ace'],
};
const RANKS: Record<string, string> = {
  '2': 'dwójki',
  '3': 'trójki',
  '4': 'czwórki',
  '5': 'piątki',
  '6': 'szóstki',
  '7': 'siódemki',
  '8': 'ósemki',
  '9': 'dziewiątki',
  '10': 'dziesiątki',
  J: 'walety',
  Q: 'damy',
  K: 'króle',
  A: 'asy',
};
const SUIT: Record<Suit, string> = { C: 'trefl', S: 'pik', H: 'kier', D: 'karo' };
const G_RANK = GERMAN_COURT;
const G_SUIT: Record<Suit, string> = { C: 'Eichel', S: 'Grün', H: 'Herz', D: 'Schellen' };

/** A card's name: „ósemka karo”, „Ober Schellen” (R1.5). */
const cardName = (rank: string, suit: Suit, german: boolean): string =>
  german
    ? `${G_RANK[rank] ?? RANK[rank] ?? rank} ${G_SUIT[suit]}`
    : `${RANK[rank] ?? rank} ${SUIT[suit]}`;

/** The Kaschlan card as the chosen face shows it, to open a sentence (R1.5). */
export const kaschlanCardPl = (german: boolean): string => {
  const k = cardName('Q', 'D', german);
  return k[0]!.toUpperCase() + k.slice(1);
};

const pick = (list: readonly string[], i: number): string => list[i % list.length]!;

// Polish declines the name: „przy samej damie karo”, „przy samym Oberze Schellen”.
const TEASES_YOU = (german: boolean): string[] => [
  `Karty zostały przy tobie jak ${german ? 'przy samym Oberze Schellen' : 'przy samej damie karo'}: w przegrywaniu nikt cię nie pobił.`,
  'Stół kłania się Kaschlanowi. Tylko niech ci to nie uderzy do głowy; to nie korona.',
  `Każda karta znalazła swoje miejsce, tylko nie twoje. ${kaschlanCardPl(german)} przesyła pozdrowienia.`,
];
const TEASES_OTHER = (german: boolean): string[] => [
  'Karty zostały u gracza %s. Do następnego rozdania stół nie zna innego imienia niż Kaschlan.',
  `Niech żyje %s, Kaschlan! ${kaschlanCardPl(german)} ${german ? 'znalazł' : 'znalazła'} godnego imiennika.`,
  'Wszyscy pozbyli się kart oprócz gracza %s. Bądźcie wyrozumiali; to mogło spotkać każdego.',
];

export const tablePl: Shape<typeof tableEn> = {
  // Seats
  'table.you': 'Ty',
  'table.seat': (n) => `Miejsce ${n}`,

  // Cards
  'table.card.name': cardName,
  'table.card.kaschlan': (name) => `${name}, Kaschlan`,
  'table.card.suit': (suit, german) => (german ? G_SUIT[suit] : SUIT[suit]),
  'table.card.ranks': (rank, german) => (german ? G_RANK[rank] : undefined) ?? RANKS[rank] ?? rank,
  'table.card.back': 'karta',
  'table.card.faceDown': 'karta zakryta',
  'table.cards': (n) => p(n, '# karta', '# karty', '# kart'),
  'table.cardsWord': (n) => p(n, 'karta', 'karty', 'kart'),

  // The log
  'table.log.deal': (name, you) =>
    `${s(name, you, 'Rozdajesz', 'rozdaje')}. Atut: {0} leży pod talonem.`,
  'table.log.dealSuit': (name, you, suit) =>
    `${s(name, you, 'Rozdajesz', 'rozdaje')}. Atut: ${suit}.`,
  'table.log.bout': (attacker, attackerYou, defender, defenderYou) =>
    attackerYou
      ? `Atakujesz, broni się ${defender}.`
      : defenderYou
        ? `${attacker} atakuje, ty się bronisz.`
        : `${attacker} atakuje, broni się ${defender}.`,
  'table.log.lead': (name, you) => `${s(name, you, 'Wykładasz', 'wykłada')}: {0}`,
  'table.log.reinforce': (name, you) => `${s(name, you, 'Dokładasz', 'dokłada')}: {0}`,
  'table.log.coachman': (name, you) => `${s(name, you, 'Dokładasz', 'dokłada')} woźnicę: {0}`,
  'table.log.endBout': (name, you) => `${s(name, you, 'Kończysz', 'kończy')} rundę.`,
  'table.log.nothing': (name, you) => `${s(name, you, 'Nie masz', 'nie ma')} nic do dołożenia.`,
  'table.log.stop': (name, you) => `${s(name, you, 'Kończysz', 'kończy')} atak.`,
  'table.log.pass': (name, you) => `${s(name, you, 'Pasujesz', 'pasuje')}.`,
  'table.log.beat': (name, you) => `${s(name, you, 'Przebijasz', 'przebija')} {0} kartą {1}`,
  'table.log.selfAttack': (name, you) =>
    `${s(name, you, 'Atakujesz', 'atakuje')} sam siebie kartą {0} i ${you ? 'przebijasz' : 'przebija'} ją kartą {1}`,
  'table.log.take': (name, you) => `${s(name, you, 'Bierzesz', 'bierze')}: {0}`,
  'table.log.draw': (name, you) => `${s(name, you, 'Dobierasz', 'dobiera')}: {0}`,
  'table.log.drawCount': (name, you, n) =>
    `${s(name, you, 'Dobierasz', 'dobiera')} ${p(n, '# kartę', '# karty', '# kart')}`,
  'table.log.lastTrump': ', ostatnia to karta atutowa {0}',
  'table.log.discard': (n) =>
    p(
      n,
      '# karta idzie na stos kart odrzuconych.',
      '# karty idą na stos kart odrzuconych.',
      '# kart idzie na stos kart odrzuconych.',
    ),
  'table.log.out': (name, you) => `${s(name, you, 'Wychodzisz', 'wychodzi')} z gry.`,
  'table.log.kaschlan': (name, you) => (you ? 'Jesteś Kaschlanem!' : `${name} jest Kaschlanem!`),
  'table.log.drawn': 'Remis: nikt nie jest Kaschlanem.',
  'table.log.label': 'Co się wydarzyło w tym rozdaniu',
  'table.log.title': 'To rozdanie',
  'table.log.region': 'Ruchy',
  'table.log.announce': 'Ruchy pozostałych graczy',

  // The prompt
  'table.prompt.over': 'Rozdanie skończone.',
  'table.prompt.anyRank': 'karty jednej wartości',
  'table.prompt.waitAttack': (name, defender, defenderYou) =>
    defenderYou
      ? `Czekamy na ruch: ${name} atakuje ciebie…`
      : `Czekamy na ruch: ${name} atakuje, broni się ${defender}…`,
  'table.prompt.waitReinforce': (name, defender, defenderYou) =>
    defenderYou
      ? `Czekamy na ruch: ${name} decyduje, czy dołożyć ci karty…`
      : `Czekamy na ruch: ${name} decyduje, czy dołożyć karty (broni się ${defender})…`,
  'table.prompt.waitDefend': (name) => `Czekamy na ruch: ${name} się broni…`,
  'table.prompt.firstLead': (defender) =>
    `Atakujesz, broni się ${defender}: wyłóż kartę albo kilka kart jednej wartości.`,
  'table.prompt.leadMore': (ranks) => `wyłóż kolejne ${ranks}`,
  'table.prompt.addCoachman': 'dołóż woźnicę (jedną kartę innej wartości)',
  'table.prompt.stop': W['word.stop'],
  'table.prompt.or': (parts) =>
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} albo ${parts.at(-1)}`,
  'table.prompt.attacking': (defender, what) => `Atakujesz, broni się ${defender}: ${what}.`,
  'table.prompt.reinforce': (defender, ranks) =>
    `Dołóż ${ranks} do ataku (broni się ${defender}) albo pasuj.`,
  'table.prompt.ownPass': 'Nie masz nic do dołożenia: pasujesz.',
  'table.prompt.pass': 'Możesz tylko spasować.',
  'table.prompt.allBeatenSelf': (ranks) =>
    `Wszystko przebite. Możesz wykonać ${W['word.selfAttack']} (${ranks}): wybierz kartę i kartę, która ją przebije; albo ${W['word.endBout']}.`,
  'table.prompt.allBeaten': `Wszystko przebite: ${W['word.endBout']}.`,
  'table.prompt.defend':
    'Broń się: wybierz kartę i kartę, którą ona przebija, albo przeciągnij ją tam.',
  'table.prompt.orTake': `Albo ${W['word.take']}.`,
  'table.prompt.nothingSelf': `Nic nie przebija ataku: ${W['word.take']} albo najpierw wykonaj ${W['word.selfAttack']}.`,
  'table.prompt.nothing': `Nic z twojej ręki nie przebija ataku: ${W['word.take']}.`,

  // The buttons under the table
  'table.act.pick': 'Wybierz karty',
  'table.act.play': 'Zagraj',
  'table.act.lead': (cards) => `${cap(W['word.lead'])} ${cards}`,
  'table.act.coachman': (card) => `${cap(W['word.coachman'])} ${card}`,
  'table.act.selfAttack': (card, beater) => `${cap(W['word.selfAttack'])} ${card} → ${beater}`,
  'table.act.stop': cap(W['word.stop']),
  'table.act.pass': cap(W['word.pass']),
  'table.act.endBout': cap(W['word.endBout']),
  'table.act.clear': 'Wyczyść',
  'table.act.take': cap(W['word.take']),
  'table.act.results': 'Wyniki',
  'table.act.nextDeal': 'Następne rozdanie',

  // The table
  'table.battle.label': 'Stół',
  'table.battle.line': (attackerYou, defenderYou) =>
    attackerYou
      ? '{a} atakujesz, broni się {d}'
      : defenderYou
        ? '{a} atakuje, {d} się bronisz'
        : '{a} atakuje, broni się {d}',
  'table.battle.you': 'Ty',
  'table.battle.youDefend': 'ty',
  'table.battle.over': 'Rozdanie skończone',
  'table.battle.empty': 'Czekamy na wyjście',
  'table.pair.open': (card) => `${card}, nieprzebita`,
  'table.pair.aimed': (card) => `${card}, nieprzebita: wybierz kartę, która ją przebije`,
  'table.pair.target': (card) => `${card}, nieprzebita: wybrana karta ją przebija`,
  'table.pair.beaten': (card, by) => `${card}, przebita: ${by}`,
  'table.hand.cannotPlay': (card) => `${card}, teraz nie do zagrania`,

  // Why a tap did nothing (the cards' names stay in the nominative: after a colon)
  'table.refuse.over': 'Rozdanie się skończyło: nic już nie można zagrać.',
  'table.refuse.wait': (name) => `Nie twoja kolej: czekamy na ruch gracza ${name}.`,
  'table.refuse.doesNotBeat': (card, attack) => `${cap(card)} nie przebija tej karty: ${attack}.`,
  'table.refuse.beatsNothing': (card) => `${cap(card)} nie przebija żadnej karty na stole.`,
  'table.refuse.cannotPlay': (card) => `${cap(card)}: tej karty nie można teraz zagrać.`,
  'table.refuse.nothingBeats': (attack) => `Nic w twojej ręce nie przebija tej karty: ${attack}.`,
  'table.refuse.notDefender': (name) => `Karty przebija tylko obrońca: ${name}.`,
  'table.refuse.pickFirst': 'Najpierw wybierz karty do zagrania: stuknij je w ręce.',
  'table.refuse.noMove':
    'Wybrane karty same nie tworzą ruchu: wybierz inne albo stuknij kartę do przebicia.',
  'table.refuse.beaten': (attack, by) => `${cap(attack)}: ta karta jest już przebita (${by}).`,
  'table.refuse.choose': (card) =>
    `${cap(card)} przebija więcej niż jedną kartę: stuknij tę, którą ma przebić.`,
  'table.refuse.pickMore': (card) =>
    `${cap(card)}: tę kartę zagrywa się razem z inną; wybierz też tamtą i zagraj.`,
  'table.discard.empty': 'odrzucone',
  'table.discard.count': (n) => p(n, 'odrzucona', 'odrzucone', 'odrzuconych'),
  'table.talon.empty': 'pusto',
  'table.talon.count': (n) => p(n, 'w talonie', 'w talonie', 'w talonie'),
  'table.talon.trumps': (suit) => `Atut: ${suit}`,
  'table.marks': (n) => p(n, '# kreska Kaschlana', '# kreski Kaschlana', '# kresek Kaschlana'),
  'table.seat.label': (name, n) => `${name}, ${p(n, '# karta', '# karty', '# kart')}`,
  'table.seat.out': 'poza grą',
  'table.seat.kaschlan': 'Kaschlan',
  'table.seat.thinking': 'myśli',
  'table.role.attacker': W['word.attacker'],
  'table.role.defender': W['word.defender'],
  'table.bot.illegal': (name, error) =>
    `${name} (bot) wybrał niedozwolony ruch (${error}); zamiast niego zagrał pierwszy dozwolony.`,
  'table.bot.failed': (name, error) =>
    `${name} (bot) zawiódł (${error}); zamiast tego zagrał pierwszy dozwolony ruch.`,

  // The header
  'table.head.deal': (n) => `Rozdanie ${n}`,
  'table.head.score': 'Kreski Kaschlana w tym meczu (wygrywa najmniej)',
  'table.head.new': 'Nowa',
  'table.head.newGame': 'Nowa gra',
  'table.head.newTitle': 'Nowa gra (N)',
  'table.head.log': 'Ruchy',
  'table.head.logTitle': 'Ruchy w tym rozdaniu (L)',
  'table.head.theme': (theme) => `Motyw: ${theme}`,
  'table.head.themeNext': (now, next) => `${now} (kliknij: ${next})`,
  'table.head.help': 'Pomoc',
  'table.head.helpTitle': 'Pomoc (?)',

  // Hot seat's cover
  'table.cover.label': (name) => `Przekaż urządzenie: ${name}`,
  'table.cover.pass': 'Przekaż urządzenie osobie',
  'table.cover.lookAway': 'Pozostali niech teraz odwrócą wzrok.',
  'table.cover.show': (name) => `To ja, ${name}: pokaż moje karty`,

  // The end of a deal
  'table.end.dialog': 'Koniec rozdania',
  'table.end.drawn': 'Rozdanie nierozstrzygnięte',
  'table.end.title': (name, you) => (you ? 'Jesteś Kaschlanem!' : `${name} jest Kaschlanem!`),
  'table.end.teaseYou': (i, german = false) => pick(TEASES_YOU(german), i),
  'table.end.teaseOther': (i, name, german = false) =>
    pick(TEASES_OTHER(german), i).replaceAll('%s', name),
  'table.end.teaseDrawn':
    'Karty krążyły w kółko, aż stół się poddał: tym razem nikt nie jest Kaschlanem i nikt nie dostaje kreski.',
  'table.end.out': (names) => `Poza grą, po kolei: ${names}.`,
  'table.end.score': 'Wynik meczu',
  'table.end.after': (n) =>
    `${p(n, 'Po # rozdaniu', 'Po # rozdaniach', 'Po # rozdaniach')}: kreski Kaschlana, wygrywa ten, kto ma ich najmniej`,
  'table.end.marks': (n) => p(n, '# kreska', '# kreski', '# kresek'),
  'table.end.dealsAgain': (name, you) =>
    you ? 'Rozdajesz jeszcze raz.' : `${name} rozdaje jeszcze raz.`,
  'table.end.dealsNext': (name, you) =>
    you ? 'Następne rozdajesz ty.' : `Następne rozdaje ${name}.`,
  'table.end.newMatch': 'Nowy mecz…',
  'table.end.seeTable': 'Pokaż stół',
  'table.end.watch': 'Obejrzyj powtórkę',
  'table.end.review': 'Przeanalizuj rozdanie',
  'table.end.again': 'Zagraj jeszcze raz',
  'table.end.replayFailed': (error) => `Nie udało się otworzyć powtórki: ${error}`,

  // The first visit's welcome
  'table.welcome.title': 'Witamy w grze Kaschlan',
  'table.welcome.line1':
    'Stara gra karciana z Prus Wschodnich, kuzynka Duraka: przebijaj karty zagrane przeciw tobie i pozbądź się wszystkich swoich.',
  'table.welcome.line2':
    'Kto zostanie z kartami w ręku, jest Kaschlanem – tak nazywa się dama karo, której nic nie przebija.',
  'table.welcome.play': 'Graj teraz',
  'table.welcome.look': 'Język i karty',

  // Help
  'table.help.title': 'Jak grać',
  'table.help.intro':
    'Atakujący wykłada jedną lub kilka kart jednej wartości; pozostali mogą dokładać karty tej samej wartości. Obrońca przebija każdą kartę wyższą kartą tego samego koloru albo atutem, albo bierze karty, których nie może przebić. Wszyscy dobierają z talonu do pięciu kart. Kto na końcu zostaje z kartami, jest *Kaschlanem* – nazwa pochodzi od damy karo, której nic nie przebija.',
  'table.help.mouse': 'Mysz i dotyk',
  'table.help.mouse1':
    'Kliknij lub dotknij karty w ręce, aby je wybrać, a potem naciśnij przycisk pod stołem.',
  'table.help.mouse2':
    'Aby przebić: wybierz kartę, a potem dotknij karty ataku, którą ona przebija; albo przeciągnij na nią swoją kartę.',
  'table.help.mouse3':
    'Kliknij (lub stuknij) kartę dwukrotnie, aby od razu ją zagrać, gdy można nią zrobić tylko jedno.',
  'table.help.mouse4':
    'Podświetlone karty pokazują, co co przebija: wybierz kartę lub wskaż ją, aby zobaczyć jej pary.',
  'table.help.keyboard': 'Klawiatura',
  'table.help.keyHomeEnd': 'Home End',
  'table.help.keySpace': 'Spacja',
  'table.help.keyEnter': 'Enter',
  'table.help.keyEsc': 'Esc',
  'table.help.arrows': 'ruch po kartach w ręce albo po kartach ataku',
  'table.help.homeEnd': 'do pierwszej albo ostatniej karty w rzędzie',
  'table.help.upDown':
    'w górę do kart ataku, z powrotem w dół do karty z ręki, którą możesz zagrać',
  'table.help.space': 'wybierz kartę pod kursorem (albo wskaż kartę ataku)',
  'table.help.enter':
    'zagraj: wybrane karty, kartę pod kursorem albo przebij kartę ataku pod kursorem',
  'table.help.p': `${W['word.pass']}, ${W['word.stop']} albo ${W['word.endBout']}`,
  'table.help.t': W['word.take'],
  'table.help.i': 'podpowiedź: co zagrałby bot ekspert i dlaczego (liczone na ekranie końcowym)',
  'table.help.esc': 'wyczyść wybór; zamknij okno',
  'table.help.n': 'nowa gra',
  'table.help.l': 'pokaż lub ukryj ruchy',
  'table.help.h': 'ta pomoc',
  'table.help.back': 'Wróć do stołu',

  // The new-game form
  'table.new.title': 'Nowa gra',
  'table.new.players': 'Gracze',
  'table.new.seat': (n) => `Miejsce ${n}`,
  'table.new.seatName': (n) => `Imię na miejscu ${n}`,
  'table.new.person': 'Człowiek (to samo urządzenie)',
  'table.new.bot': (level) =>
    `Bot: ${{ easy: 'łatwy', normal: 'normalny', hard: 'trudny', expert: 'ekspert' }[level]}`,
  'table.new.hotSeat':
    'Kilka osób na jednym urządzeniu: podawajcie je sobie. Między osobami zasłona ukrywa karty w ręce.',
  'table.new.bots': (levels) =>
    `Miejsca idą zgodnie z ruchem wskazówek zegara, zaczynając od ciebie. Boty: ${levels}. Wybierz „Człowiek”, aby grać kilka osób na tym urządzeniu.`,
  'table.level': (level) =>
    ({ easy: 'łatwy', normal: 'normalny', hard: 'trudny', expert: 'ekspert' })[level],
  'table.level.hint': (level) =>
    ({
      easy: 'łatwy wybacza błędy',
      normal: 'normalny gra rozsądnie',
      hard: 'trudny liczy naprzód',
      expert: 'ekspert to trudny z dłuższym namysłem (nie mierzalnie silniejszy)',
    })[level],
  'table.new.rules': 'Zasady',
  'table.new.preset': cap(W['word.preset']),
  'table.new.presetName': (preset) => W[presetWord(preset)],
  'table.new.pack': cap(W['word.pack']),
  'table.new.packSize': (n) => p(n, '# karta', '# karty', '# kart'),
  'table.new.coachman': `${cap(W['word.coachman'])}: po dwóch kartach danej wartości ${W['word.attacker']} może dołożyć jedną kartę innej wartości (R7.1)`,
  'table.new.afterTake': `${cap(W['word.passOn'])}: po wzięciu kart gracz po lewej stronie obrońcy atakuje gracza po swojej lewej stronie (R7.2)`,
  'table.new.mustBeat': `${cap(W['word.mustBeat'])}: ${W['word.defender']} może wziąć karty tylko wtedy, gdy nie może przebić (R4.3, R7.5)`,
  'table.new.look': 'Wygląd',
  'table.new.face': 'Karty',
  'table.new.french': 'Francuskie ♣♠♥♦',
  'table.new.german': 'Niemieckie (skat)',
  'table.new.fourColour': 'Cztery kolory (trefl zielony, karo niebieskie)',
  'table.new.theme': 'Motyw',
  'table.new.themeName': (theme) =>
    ({ system: 'Systemowy', light: 'Jasny', dark: 'Ciemny' })[theme],
  'table.new.pace': 'Tempo botów',
  'table.new.paceName': (pace) =>
    ({ relaxed: 'Spokojne', brisk: 'Żwawe', instant: 'Natychmiastowe' })[pace],
  'table.new.applyLook': 'Zmień tylko wygląd',
  'table.new.deal': 'Rozdaj',

  // Elsewhere
  'table.close': 'Zamknij',
  'table.screenError': (error) => `Nie udało się wczytać tego ekranu: ${error}`,
};
