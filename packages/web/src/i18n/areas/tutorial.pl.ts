// Polski: the tutorial: tutorial/*, learn/Tutorial.tsx.

import { cap } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tutorialEn } from './tutorial.en';
import { wordsPl as W } from './words.pl';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });

export const tutorialPl: Shape<typeof tutorialEn> = {
  'tutorial.where': 'Samouczek',
  'tutorial.log': 'Przebieg',
  'tutorial.logTitle': 'To rozdanie',

  'tutorial.list.title': 'Naucz się Kaschlana, grając',
  'tutorial.list.lead': (n: number) =>
    `${p(n, 'Jedna krótka lekcja', '# krótkie lekcje', '# krótkich lekcji')}, każda to rozdanie ułożone tak, by pojawił się w nim jeden element gry. Zagrywasz karty na prawdziwym stole; ruchy pozostałych graczy są z góry ustalone, więc każda lekcja przebiega tak samo. Próbuj śmiało: jeśli zasady czegoś zabraniają, dowiesz się dlaczego. Postępy zostają na tym urządzeniu.`,
  'tutorial.list.start': 'Zacznij samouczek',
  'tutorial.list.continue': (title: string) => `Kontynuuj: ${title}`,
  'tutorial.list.done': '(ukończona)',
  'tutorial.list.rules': 'Omawiane zasady',
  'tutorial.list.reset': 'Zacznij wszystko od nowa',
  'tutorial.finale.title': 'To już cała gra',
  'tutorial.finale.lead':
    'Umiesz już atakować, dokładać, przebijać, atakować samego siebie, brać karty, dobierać i wychodzić z gry, a także znasz damę karo, z którą nikt nie chce zostać. Teraz zagraj prawdziwe rozdanie z botami albo przeczytaj całe zasady.',
  'tutorial.finale.play': 'Graj z botami',
  'tutorial.finale.rules': 'Przeczytaj zasady',
  'tutorial.finale.lessons': 'Wróć do lekcji',

  'tutorial.coach.label': 'Lekcja',
  'tutorial.coach.lesson': (n: number, of: number) => `Lekcja ${n} z ${of}`,
  'tutorial.coach.step': (n: number, of: number) => `krok ${n} z ${of}`,
  'tutorial.coach.lessons': 'Lekcje',
  'tutorial.coach.restart': 'Od nowa',
  'tutorial.coach.restartLesson': 'Zacznij lekcję od nowa',
  'tutorial.coach.showMe': 'Pokaż mi',
  'tutorial.coach.hideHint': 'Ukryj podpowiedź',
  'tutorial.coach.asExpected': 'Odrzucone, zgodnie z oczekiwaniem:',
  'tutorial.coach.notAllowed': 'Niedozwolone:',
  'tutorial.coach.takenBack': 'Dozwolone, ale to nie jest ruch tego kroku: cofnięty.',
  'tutorial.coach.next': 'Następna lekcja',
  'tutorial.coach.finish': 'Zakończ samouczek',
  'tutorial.coach.good': 'Dobrze',
  'tutorial.coach.hint': 'Spróbuj jeszcze raz',
  'tutorial.coach.refused': 'Odrzucone',

  'tutorial.bar.over': 'Rozdanie skończone.',
  'tutorial.bar.complete': 'Lekcja ukończona.',
  'tutorial.bar.lead': (cards: string) => `${cap(W['word.lead'])} ${cards}`,
  'tutorial.bar.selfAttack': (card: string, by: string) =>
    `${cap(W['word.selfAttack'])} ${card} → ${by}`,
  'tutorial.bar.pick': 'Wybierz karty',
  'tutorial.bar.play': 'Zagraj',
  'tutorial.bar.clear': 'Wyczyść',
  'tutorial.bar.stop': cap(W['word.stop']),
  'tutorial.bar.pass': cap(W['word.pass']),
  'tutorial.bar.endBout': cap(W['word.endBout']),
  'tutorial.bar.take': cap(W['word.take']),
  'tutorial.bar.out': W['word.out'],
  'tutorial.bar.cards': (n: number) => p(n, '# karta', '# karty', '# kart'),

  'tutorial.lead.title': 'Zagrywanie kilku kart',
  'tutorial.lead.blurb': 'Atak kartami jednej wartości, dobranie i ponowne zagranie.',
  'tutorial.lead.1.say':
    'Atakujesz Ottona. Atak zaczyna się od jednej karty albo od kilku kart tej samej wartości. Wybierz {9S} i {9H}, a potem naciśnij Wyłóż.',
  'tutorial.lead.1.hint':
    'To dozwolone zagranie, ale ta lekcja dotyczy zagrywania kilku kart naraz: wybierz obie dziewiątki, {9S} i {9H}, a potem naciśnij Wyłóż.',
  'tutorial.lead.1.praise':
    'Dwie dziewiątki leżą na stole, a z talonu dochodzą ci dwie karty, więc znów masz pięć.',
  'tutorial.lead.2.say':
    'Zaraz po zagraniu atakujący dobiera do pięciu kart (R5.1) i tak trafia do ciebie {9D}. Dopóki masz karty tej wartości, możesz je też zagrać albo przestać. Zagraj {9D}.',
  'tutorial.lead.2.hint': 'Możesz przestać, ale zagraj {9D}, żeby zobaczyć, jak dołącza do ataku.',
  'tutorial.lead.2.praise': 'Nie masz już dziewiątki w ręce, więc twoja tura kończy się sama.',
  'tutorial.lead.outro':
    'Otto przebił wszystkie trzy dziewiątki. Przebite pary trafiają na stos odrzuconych kart, a ponieważ przebił wszystko, teraz on atakuje ciebie (R6.3).',

  'tutorial.reinforce.title': 'Dokładanie',
  'tutorial.reinforce.blurb': 'Dołącz do ataku na kogoś innego kartami tej samej wartości.',
  'tutorial.reinforce.1.say':
    'Otto atakuje Friedę kartami {8C} i {8S}. Nie jesteś ani atakującym, ani obrońcą, więc gdy przyjdzie twoja kolej, możesz dokładać: dorzucać karty o wartości tej rundy. Wybierz {8D} i {8H}, a potem naciśnij Wyłóż.',
  'tutorial.reinforce.1.hint': 'To dozwolone, ale dołóż obie swoje ósemki, {8D} i {8H}.',
  'tutorial.reinforce.1.praise':
    'Cztery ósemki przeciw Friedzie. Na stole nigdy nie może leżeć więcej nieprzebitych kart, niż obrońca ma w ręce (R3.4): ona ma pięć, więc cztery są w porządku.',
  'tutorial.reinforce.outro':
    'Frieda przebiła wszystkie cztery ósemki, dobrała do pięciu i teraz atakuje ciebie, następnego gracza (R6.3). Dokładający grają jeden po drugim, zgodnie z ruchem wskazówek zegara od atakującego; obrońca zawsze jest ostatni.',

  'tutorial.beat.title': 'Przebijanie',
  'tutorial.beat.blurb': 'Obrona: wyższa karta w tym samym kolorze albo atut.',
  'tutorial.beat.1.say':
    'Otto atakuje cię kartami {10H} i {10C}: bronisz się. Przebij każdą kartę jedną ze swoich: wyższą kartą w tym samym kolorze albo atutem. Wybierz {KH}, a potem kliknij {10H} na stole (albo przeciągnij ją tam).',
  'tutorial.beat.1.hint':
    'To prawda, atut przebija każdą zwykłą kartę, ale wtedy nie zostałby ci żaden na {10C}. Przebij {10H} kartą {KH}.',
  'tutorial.beat.1.praise': 'Wyższy kier przebija kiera.',
  'tutorial.beat.2.say':
    'Twój jedyny trefl, {7C}, jest niższy niż {10C}. Ale piki są atutem, a każdy atut przebija zwykłą kartę: przebij {10C} kartą {8S}. Sam atut przebija tylko wyższy atut.',
  'tutorial.beat.2.hint': 'Przebij {10C} swoim atutem {8S}.',
  'tutorial.beat.2.praise': 'Wszystko przebite: dobierasz do pięciu, a runda się kończy (R4.4).',
  'tutorial.beat.outro':
    'Przebite pary trafiły na stos odrzuconych kart, a ponieważ przebijasz wszystko, teraz ty atakujesz Ottona (R6.3).',

  'tutorial.kaschlan.title': 'Karta Kaschlan',
  'tutorial.kaschlan.blurb': 'Dama karo: najwyższy atut, którego nic nie przebija.',
  'tutorial.kaschlan.1.say':
    'Dama karo, {QD}, to Kaschlan: zawsze atut, bez względu na kolor atutowy, i najwyższa karta w grze. Nic jej nie przebija. Wciąż liczy się jako dama, więc można ją zagrać razem z innymi damami. Zagraj razem {QS} i {QD}.',
  'tutorial.kaschlan.1.hint':
    'Zagraj obie damy razem: wybierz {QS} i {QD}, a potem naciśnij Wyłóż.',
  'tutorial.kaschlan.1.praise': 'Dwie damy przeciw Ottonowi.',
  'tutorial.kaschlan.outro':
    'Otto przebił {QS} swoim wyższym atutem {KS}, ale Kaschlana nic nie przebija: musiał ją wziąć. Teraz wszyscy wiedzą, że ją ma (R5.3), dlatego widać ją odkrytą w jego ręce. Ponieważ wziął karty, znów go atakujesz (R6.4).',

  'tutorial.selfAttack.title': 'Samoatak',
  'tutorial.selfAttack.blurb': 'Obrońca sam zagrywa kartę tej wartości i od razu ją przebija.',
  'tutorial.selfAttack.1.say':
    'Otto atakuje kartami {JD} i {JH}. Najpierw się obroń: przebij {JD} kartą {KD}, a {JH} kartą {QH}, w dowolnej kolejności.',
  'tutorial.selfAttack.1.hint':
    'To dozwolone, ale zachowaj atut i {JS} na później: przebij {JD} kartą {KD}, a {JH} kartą {QH}.',
  'tutorial.selfAttack.1.praise': 'Oba walety są przebite, więc dobierasz do pięciu.',
  'tutorial.selfAttack.2.say':
    'Teraz możesz zaatakować samego siebie (R4.2): zagraj z własnej ręki kartę o wartości tej rundy i od razu przebij ją inną. Wybierz {JS} i {AS}, a potem naciśnij Samoatak.',
  'tutorial.selfAttack.2.hint':
    'Zrób samoatak kartą {JS} i przebij ją kartą {AS} (zachowaj atut {7C}).',
  'tutorial.selfAttack.2.praise':
    'Dwie karty zniknęły z ręki, a w ich miejsce przyszły nowe: samoatak wykonany, gdy wszystko jest przebite, też daje dobranie (R5.2).',
  'tutorial.selfAttack.outro':
    'Bez kolejnego waleta do samoataku runda skończyła się sama (R4.4), a teraz ty atakujesz Ottona. Samoatak nigdy nie jest obowiązkowy; to sposób, by wymienić słabe karty na świeże.',

  'tutorial.mustBeat.title': 'Obowiązek przebijania i branie',
  'tutorial.mustBeat.blurb': 'Musisz przebijać, dopóki możesz; czego nie przebijesz, to bierzesz.',
  'tutorial.mustBeat.1.say':
    'Otto zagrywa {9S} i {9C}. Twoje trefle są za niskie na {9C}, a atutu (kierów) nie masz, więc może chcesz wziąć karty. Spróbuj: naciśnij Weź karty.',
  'tutorial.mustBeat.1.hint':
    'Najpierw spróbuj wziąć karty, żeby zobaczyć, co mówią zasady: naciśnij Weź karty.',
  'tutorial.mustBeat.1.praise':
    'Możesz przebić {9S} kartą {10S}, więc musisz: branie przychodzi dopiero wtedy, gdy nic nie przebija.',
  'tutorial.mustBeat.2.say': 'Przebij {9S} kartą {10S}.',
  'tutorial.mustBeat.2.hint': 'Przebij {9S} kartą {10S}.',
  'tutorial.mustBeat.2.praise': 'Żadna twoja karta nie przebija {9C}.',
  'tutorial.mustBeat.3.say':
    'Teraz nic w twojej ręce nie przebija {9C}: weź ją. Bierzesz tylko nieprzebite karty; przebita para trafia na stos odrzuconych kart, a ty nie dobierasz.',
  'tutorial.mustBeat.3.hint': 'Weź kartę: naciśnij Weź karty.',
  'tutorial.mustBeat.3.praise': 'Bierzesz {9C}.',
  'tutorial.mustBeat.outro':
    'Skoro karty trafiły do ciebie, ten sam atakujący znów atakuje ciebie (R6.4). Wzięta karta jest jawna: wszyscy wiedzą, że ją masz (R5.3).',

  'tutorial.refill.title': 'Dobieranie',
  'tutorial.refill.blurb': 'Kto dobiera i kiedy, oraz karta atutowa, która przychodzi ostatnia.',
  'tutorial.refill.1.say':
    'Otto zagrał {7H} i {7D} i od razu dobrał dwie karty: atakujący dobiera zaraz po każdym zagraniu. Obrońca dobiera dopiero wtedy, gdy wszystko na stole jest przebite. Przebij {7H} kartą {8H}, a {7D} kartą {9D}, i obserwuj talon.',
  'tutorial.refill.1.hint': 'Przebij {7H} kartą {8H}, a {7D} kartą {9D}.',
  'tutorial.refill.1.praise':
    'Dopiero gdy druga siódemka została przebita, przyszła twoja kolej na dobranie: {JH}, potem {AS}, odkryta karta atutowa, która zawsze jest ostatnią kartą talonu (R2.2).',
  'tutorial.refill.2.say':
    'Wszyscy widzieli, jak bierzesz kartę atutową, więc pozostali wiedzą, że ją masz (R5.3). Talon jest pusty: od teraz nikt nie dobiera (R5.1). Możesz zrobić samoatak kartą {7C}, ale zachowaj atutowego asa: naciśnij Zakończ rundę.',
  'tutorial.refill.2.hint':
    'Ten samoatak jest dozwolony, ale kosztowałby cię atutowego asa. Zamiast tego zakończ rundę.',
  'tutorial.refill.2.praise': 'Runda skończona.',
  'tutorial.refill.outro':
    'Przebijasz wszystko, więc teraz ty atakujesz Ottona. Przy pustym talonie każda zagrana karta znika na dobre: zaczął się wyścig o wyjście z gry.',

  'tutorial.out.title': 'Wyjście z gry',
  'tutorial.out.blurb': 'Żadnych kart i pusty talon: jesteś poza grą i nic ci już nie grozi.',
  'tutorial.out.1.say':
    'Talon jest pusty, więc nikt już nie dobiera. Frieda atakuje cię kartą {9C}, atutem, a Otto nie ma dziewiątki do dołożenia. Przebij ją wyższym atutem {JC}.',
  'tutorial.out.1.hint': 'Przebij {9C} kartą {JC}.',
  'tutorial.out.1.praise': 'Przebite, a teraz ty atakujesz (R6.3).',
  'tutorial.out.2.say':
    'Masz dwie karty. Zagraj obie dziesiątki, {10H} i {10D}: bez kart w ręce i bez niczego do dobrania od razu wychodzisz z gry (R6.1).',
  'tutorial.out.2.hint': 'Zagraj obie dziesiątki razem, żeby ręka była pusta.',
  'tutorial.out.2.praise':
    'Jesteś poza grą! Cokolwiek się teraz stanie, nie możesz zostać Kaschlanem.',
  'tutorial.out.outro':
    'Otto przebił obie dziesiątki. Ponieważ atakujący (ty) wyszedł z gry, gracz przed tobą, Frieda, atakuje teraz Ottona (R6.3); tych dwoje gra dalej bez ciebie.',

  'tutorial.end.title': 'Koniec',
  'tutorial.end.blurb': 'Ostatni gracz z kartami w ręce zostaje Kaschlanem.',
  'tutorial.end.1.say':
    'Frieda zagrała ostatnią kartę, {7C}, i od razu wychodzi z gry. Przebij ją kartą {9C}.',
  'tutorial.end.1.hint': 'Przebij {7C} kartą {9C}.',
  'tutorial.end.1.praise':
    'Przebite. Frieda atakowała i wyszła z gry, więc teraz atakuje cię gracz przed nią, Otto (R6.3).',
  'tutorial.end.2.say':
    'Otto zagrywa {JH}; na stole może leżeć tylko jedna nieprzebita karta, bo ty masz tylko jedną (R3.4). Przebij ją ostatnią kartą, {KH}.',
  'tutorial.end.2.hint': 'Przebij {JH} kartą {KH}.',
  'tutorial.end.2.praise': 'Jesteś poza grą, a rozdanie się skończyło.',
  'tutorial.end.outro':
    'Rozdanie kończy się, gdy najwyżej jeden gracz ma jeszcze karty (R6.2). Otto zostaje ze swoimi: jest Kaschlanem i dostaje kreskę. W meczu złożonym z kilku rozdań wygrywa ten, kto ma najmniej kresek (R8.4).',
};
