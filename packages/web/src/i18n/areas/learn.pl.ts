// Polski: the rules page and the replays: learn/*, replays/*.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { learnEn } from './learn.en';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });

export const learnPl: Shape<typeof learnEn> = {
  'learn.you': 'Ty',
  'learn.seat': (n: number) => `Miejsce ${n}`,

  'learn.rules.title': 'Zasady',
  'learn.rules.contents': 'Spis treści',
  'learn.rules.loading': 'Wczytywanie zasad…',
  'learn.fig.packs': 'Kiery z każdej talii, od najwyższego: zwykle gra się talią 32 kart.',
  'learn.fig.trumps': (spades: string, diamonds: string) =>
    `Gdy atutem jest ${spades}, jest dziewięć atutów, od najwyższego; gdy atutem jest ${diamonds}, Kaschlan po prostu stoi na czele ośmiu.`,
  'learn.fig.beating': (spades: string) =>
    `Atutem jest ${spades}. Każda karta leży w poprzek karty, przeciw której ją zagrano.`,
  'learn.fig.beats': 'przebija',
  'learn.fig.doesNotBeat': 'nie przebija',
  'learn.fig.saysBeats': (by: string, attack: string) => `${by} przebija ${attack}:`,
  'learn.fig.saysDoesNotBeat': (by: string, attack: string) => `${by} nie przebija ${attack}:`,
  'learn.fig.why.sameSuit': 'wyższa karta w tym samym kolorze',
  'learn.fig.why.anyTrump': 'każdy atut przebija zwykłą kartę',
  'learn.fig.why.otherSuit': 'inny kolor i nie atut',
  'learn.fig.why.higherTrump': 'atut ulega tylko wyższemu atutowi',
  'learn.fig.why.aceNoTrump': 'as, ale nie atut',
  'learn.fig.why.kaschlanBeats': 'Kaschlan przebija każdą kartę',
  'learn.fig.why.nothingBeats': 'nic nie przebija Kaschlana',
  'learn.fig.faces':
    'Kaschlan i walet trefl we wzorze francuskim i niemieckim: Schellen-Ober i Eichel-Unter.',
  'learn.fig.lead': 'Dwa króle zagrane razem: króle wyznaczają teraz wartość rundy.',
  'learn.fig.selfAttack': (card: string, by: string) =>
    `Samoatak: obrońca zagrywa ${card} z własnej ręki i przykrywa ją kartą ${by}.`,
  'learn.fig.coachman': (card: string) =>
    `Atakujący sam zagrał dwie dziewiątki, więc może dorzucić jednego woźnicę: tutaj ${card}.`,
  'learn.fig.e1': (trump: string, held: string) =>
    `E1 po kroku 3, tak jak rozgrywa to silnik gry: ${trump} (atut) wciąż jest nieprzebita, a miejsce 2 ma już tylko ${held}, więc jedyny ruch to wziąć.`,
  'learn.fig.e2': (eight: string, withs: string) =>
    `E2 po kroku 2, tak jak rozgrywa to silnik gry: wszystkie karty ataku są przebite, więc miejsce 0 dobrało z powrotem do pięciu. Może zakończyć rundę albo zrobić samoatak kartą ${eight}, przykrywając ją jedną z kart: ${withs}.`,
  'learn.fig.e3': (queen: string, king: string, kaschlan: string, ace: string) =>
    `E3, tak jak rozgrywa to silnik gry: ${king} przebił ${queen}, ale nic w ręce miejsca 0 nie przebija ${kaschlan}, nawet ${ace}, choć to atut. Jedyny ruch to wziąć.`,
  'learn.fig.seatHolds': (seat: number) => `Miejsce ${seat} ma`,

  'learn.replays.title': 'Powtórki',
  'learn.replays.intro': (kept: number) =>
    `Każde rozdanie dokończone na tym urządzeniu jest tu przechowywane (ostatnie ${kept}). Obejrzyj je z odkrytymi wszystkimi rękami, wyeksportuj zapis gry albo zaimportuj plik z zapisem.`,
  'learn.replays.import': 'Importuj zapis…',
  'learn.replays.tooLarge': (file: string) => `${file} jest za duży, by być zapisem gry.`,
  'learn.replays.notJson': (file: string, why: string) => `${file} to nie JSON: ${why}`,
  'learn.replays.notRecord': (file: string, why: string) =>
    `${file} nie jest zapisem gry, który da się odtworzyć: ${why}`,
  'learn.replays.badAction': (file: string, action: number, why: string) =>
    `${file}: ruchu ${action} nie da się wykonać: ${why}`,
  'learn.replays.noRoom': 'Na tym urządzeniu brakuje miejsca, by zachować grę.',
  'learn.replays.missing': 'Brakuje zapisu tej gry.',
  'learn.replays.imported': (file: string) => `Zaimportowano ${file}: gra jest na początku listy.`,
  'learn.replays.deleted': (when: string) => `Usunięto grę z ${when}.`,
  'learn.replays.undo': 'Cofnij',
  'learn.replays.empty': 'Nie ma jeszcze zapisanych gier. Dokończ rozdanie, a pojawi się tutaj.',
  'learn.replays.playDeal': 'Zagraj rozdanie',
  'learn.replays.list': 'Zapisane gry, od najnowszej',
  'learn.replays.unfinished': 'niedokończona',
  'learn.replays.drawn': 'remis: nikt nie jest Kaschlanem',
  'learn.replays.lost': (name: string) => `${name} jest Kaschlanem`,
  'learn.replays.youLost': 'Ty jesteś Kaschlanem',
  'learn.replays.bot': (level: string) => `bot: ${level}`,
  'learn.replays.moves': (n: number) => p(n, '# ruch', '# ruchy', '# ruchów'),
  'learn.replays.importedTag': 'zaimportowana',
  'learn.replays.watch': 'Obejrzyj',
  'learn.replays.review': 'Przeanalizuj',
  'learn.replays.reviewTitle':
    'Analiza bota eksperta: szansa przegranej przy każdym wyborze, błędy zaznaczone',
  'learn.replays.export': 'Eksportuj',
  'learn.replays.exportTitle': 'Zapisz zapis gry jako plik .json',
  'learn.replays.delete': 'Usuń',
  'learn.replays.deleteLabel': (when: string) => `Usuń grę z ${when}`,
  'learn.level.easy': 'łatwy',
  'learn.level.normal': 'normalny',
  'learn.level.hard': 'trudny',
  'learn.level.expert': 'ekspert',

  'learn.replay.title': 'Powtórka',
  'learn.replay.loading': 'Wczytywanie gry…',
  'learn.replay.toList': 'Przejdź do powtórek',
  'learn.replay.notRecord': (why: string) => `To nie jest zapis gry: ${why}`,
  'learn.replay.noRecord': 'Ten link nie zawiera zapisu gry.',
  'learn.replay.unreadable': (why: string) => `Nie można odczytać tego linku: ${why}.`,
  'learn.replay.unreachable':
    'Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  'learn.replay.noGame': (id: string) => `Na serwerze nie ma gry „${id}”.`,
  'learn.replay.serverFailed': (id: string, status: string) =>
    `Serwer nie mógł wysłać gry „${id}” (${status}).`,
  'learn.replay.badAnswer': 'Odpowiedź serwera nie jest zapisem gry.',
  'learn.link.tooLong': 'link jest za długi, by być zapisem gry',
  'learn.link.noRecord': 'link nie zawiera zapisu gry (mógł zostać ucięty)',
  'learn.link.noInflate': 'ta przeglądarka nie odczyta skompresowanych linków; zaktualizuj ją',
  'learn.link.damaged': 'zapis w linku jest uszkodzony (link mógł zostać ucięty)',
  'learn.link.notJson': 'zapis w linku nie jest czytelnym JSON-em (link mógł zostać ucięty)',

  'learn.view.deal': 'Rozdanie kart',
  'learn.view.move': (step: number, of: number) => `Ruch ${step} z ${of}`,
  'learn.view.stops': (action: number, why: string) =>
    `Zapis kończy się tutaj: ruchu ${action} nie da się wykonać (${why}).`,
  'learn.view.controls': 'Sterowanie powtórką',
  'learn.view.first': 'Pierwszy ruch (Home)',
  'learn.view.firstTitle': 'Na początek (Home)',
  'learn.view.back': 'Ruch wstecz (←)',
  'learn.view.backTitle': 'Wstecz (←)',
  'learn.view.playTitle': 'Odtwórz lub wstrzymaj (spacja)',
  'learn.view.play': 'Odtwórz',
  'learn.view.pause': 'Wstrzymaj',
  'learn.view.forward': 'Ruch naprzód (→)',
  'learn.view.forwardTitle': 'Naprzód (→)',
  'learn.view.last': 'Ostatni ruch (End)',
  'learn.view.lastTitle': 'Na koniec (End)',
  'learn.view.slider': 'Ruch',
  'learn.view.sliderDeal': 'rozdanie kart',
  'learn.view.sliderMove': (step: number, of: number) => `ruch ${step} z ${of}`,
  'learn.view.pace': 'Tempo',
  'learn.view.slow': 'wolno',
  'learn.view.normal': 'normalnie',
  'learn.view.fast': 'szybko',
  'learn.view.share': 'Udostępnij link',
  'learn.view.export': 'Eksportuj zapis',
  'learn.view.all': 'Wszystkie powtórki',
  'learn.view.linkLabel': 'Link do tej powtórki',
  'learn.view.copied': 'Skopiowano.',
  'learn.view.copyYourself': 'Zaznacz link i skopiuj go.',
  'learn.view.log': 'Przebieg',
  'learn.view.logTitle': 'Rozdanie',

  'learn.board.seat': (name: string, cards: number) =>
    `${name}: ${p(cards, '# karta', '# karty', '# kart')}`,
  'learn.board.out': 'poza grą',
  'learn.board.kaschlan': 'Kaschlan',
  'learn.board.noCards': 'brak kart',
  'learn.board.table': 'Stół',
  'learn.board.over': 'Rozdanie skończone',
  'learn.board.attacks': (attacker: string, defender: string) => `${attacker} atakuje: ${defender}`,
  'learn.board.youAttack': (defender: string) => `Atakujesz: ${defender}`,
  'learn.board.attacksYou': (attacker: string) => `${attacker} atakuje ciebie`,
  'learn.board.waiting': 'Czekamy na zagranie',
  'learn.board.toAct': 'ma ruch',
};
