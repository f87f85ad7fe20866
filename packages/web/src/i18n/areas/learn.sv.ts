// Svenska: the rules page and the replays: learn/*, replays/*.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { learnEn } from './learn.en';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const learnSv: Shape<typeof learnEn> = {
  'learn.you': 'Du',
  'learn.seat': (n: number) => `Plats ${n}`,

  'learn.rules.title': 'Regler',
  'learn.rules.contents': 'Innehåll',
  'learn.rules.loading': 'Reglerna laddas …',
  'learn.fig.packs':
    'Hjärterkorten i varje kortlek, högst först: leken med 32 kort är den vanliga.',
  'learn.fig.trumps': (spades: string, diamonds: string) =>
    `Med ${spades} som trumf finns det nio trumfkort, högst först; med ${diamonds} som trumf leder Kaschlan helt enkelt de åtta.`,
  'learn.fig.beating': (spades: string) =>
    `${cap(spades)} är trumf. Varje kort ligger på tvären över kortet det spelas mot.`,
  'learn.fig.beats': 'slår',
  'learn.fig.doesNotBeat': 'slår inte',
  'learn.fig.saysBeats': (by: string, attack: string) => `${by} slår ${attack}:`,
  'learn.fig.saysDoesNotBeat': (by: string, attack: string) => `${by} slår inte ${attack}:`,
  'learn.fig.why.sameSuit': 'ett högre kort i samma färg',
  'learn.fig.why.anyTrump': 'vilken trumf som helst slår ett vanligt kort',
  'learn.fig.why.otherSuit': 'en annan färg, och ingen trumf',
  'learn.fig.why.higherTrump': 'en trumf faller bara för en högre trumf',
  'learn.fig.why.aceNoTrump': 'ett ess, men ingen trumf',
  'learn.fig.why.kaschlanBeats': 'Kaschlan slår varje kort',
  'learn.fig.why.nothingBeats': 'ingenting slår Kaschlan',
  'learn.fig.faces':
    'Kaschlan och klöverknekt, med franska och med tyska färger: Schellen-Ober och Eichel-Unter.',
  'learn.fig.lead': 'Två kungar utspelade tillsammans: kungar är nu omgångens valör.',
  'learn.fig.selfAttack': (card: string, by: string) =>
    `En självattack: försvararen spelar ut ${card} ur sin egen hand och täcker det med ${by}.`,
  'learn.fig.coachman': (card: string) =>
    `Anfallaren har själv spelat ut två nior, så han får lägga till en kusk: här ${card}.`,
  'learn.fig.e1': (trump: string, held: string) =>
    `E1 efter steg 3, som motorn spelar det: ${trump} (en trumf) är fortfarande oslagen och plats 2 har bara ${held}, så hans enda drag är att ta upp.`,
  'learn.fig.e2': (eight: string, withs: string) =>
    `E2 efter steg 2, som motorn spelar det: alla anfallskort är slagna, så plats 0 har dragit upp till fem igen. Han får avsluta omgången eller göra en självattack med ${eight}, täckt av något av ${withs}.`,
  'learn.fig.e3': (queen: string, king: string, kaschlan: string, ace: string) =>
    `E3, som motorn spelar det: ${king} har slagit ${queen}, men ingenting på plats 0:s hand slår ${kaschlan}, inte ens ${ace}, som är trumf. Hans enda drag är att ta upp.`,
  'learn.fig.seatHolds': (seat: number) => `Plats ${seat} har`,

  'learn.replays.title': 'Repriser',
  'learn.replays.intro': (kept: number) =>
    `Varje giv som spelats klart på den här enheten sparas här (de senaste ${kept}). Titta på en med alla händer synliga, exportera dess spelprotokoll eller importera en protokollfil.`,
  'learn.replays.import': 'Importera ett protokoll …',
  'learn.replays.tooLarge': (file: string) => `${file} är för stor för att vara ett spelprotokoll.`,
  'learn.replays.notJson': (file: string, why: string) => `${file} är inte JSON: ${why}`,
  'learn.replays.notRecord': (file: string, why: string) =>
    `${file} är inget spelprotokoll som vi kan spela upp: ${why}`,
  'learn.replays.badAction': (file: string, action: number, why: string) =>
    `${file}: drag ${action} kan inte spelas: ${why}`,
  'learn.replays.noRoom': 'Den här enheten har inte plats att spara given.',
  'learn.replays.missing': 'Protokollet för den här given saknas.',
  'learn.replays.imported': (file: string) => `${file} importerades: den ligger överst i listan.`,
  'learn.replays.deleted': (when: string) => `Given från ${when} togs bort.`,
  'learn.replays.undo': 'Ångra',
  'learn.replays.empty': 'Inga givar sparade än. Spela klart en giv så dyker den upp här.',
  'learn.replays.playDeal': 'Spela en giv',
  'learn.replays.list': 'Sparade givar, nyaste först',
  'learn.replays.unfinished': 'inte avslutad',
  'learn.replays.drawn': 'oavgjord: ingen är Kaschlan',
  'learn.replays.lost': (name: string) => `${name} blev Kaschlan`,
  'learn.replays.youLost': 'Du blev Kaschlan',
  'learn.replays.bot': (level: string) => `bot: ${level}`,
  'learn.replays.moves': (n: number) => p(n, '# drag', '# drag'),
  'learn.replays.importedTag': 'importerad',
  'learn.replays.watch': 'Titta',
  'learn.replays.review': 'Granska',
  'learn.replays.reviewTitle':
    'Expertbottens granskning: varje valts risk att förlora, misstagen markerade',
  'learn.replays.export': 'Exportera',
  'learn.replays.exportTitle': 'Spara spelprotokollet som en .json-fil',
  'learn.replays.delete': 'Ta bort',
  'learn.replays.deleteLabel': (when: string) => `Ta bort given från ${when}`,
  'learn.level.easy': 'lätt',
  'learn.level.normal': 'normal',
  'learn.level.hard': 'svår',
  'learn.level.expert': 'expert',

  'learn.replay.title': 'Repris',
  'learn.replay.loading': 'Given laddas …',
  'learn.replay.toList': 'Gå till repriserna',
  'learn.replay.notRecord': (why: string) => `Det här är inget spelprotokoll: ${why}`,
  'learn.replay.noRecord': 'Den här länken innehåller inget spelprotokoll.',
  'learn.replay.unreadable': (why: string) => `Den här länken kan inte läsas: ${why}.`,
  'learn.replay.unreachable':
    'Det går inte att nå servern. Kontrollera anslutningen och försök igen.',
  'learn.replay.noGame': (id: string) => `Det finns ingen giv ”${id}” på servern.`,
  'learn.replay.serverFailed': (id: string, status: string) =>
    `Servern kunde inte skicka given ”${id}” (${status}).`,
  'learn.replay.badAnswer': 'Serverns svar är inget spelprotokoll.',
  'learn.link.tooLong': 'länken är för lång för att vara ett spelprotokoll',
  'learn.link.noRecord': 'länken innehåller inget spelprotokoll (den kan ha blivit avkortad)',
  'learn.link.noInflate': 'den här webbläsaren kan inte läsa komprimerade länkar; uppdatera den',
  'learn.link.damaged': 'protokollet i länken är skadat (länken kan ha blivit avkortad)',
  'learn.link.notJson': 'protokollet i länken är ingen läsbar JSON (länken kan ha blivit avkortad)',

  'learn.view.deal': 'Utdelningen',
  'learn.view.move': (step: number, of: number) => `Drag ${step} av ${of}`,
  'learn.view.stops': (action: number, why: string) =>
    `Protokollet slutar här: drag ${action} kan inte spelas (${why}).`,
  'learn.view.controls': 'Reprisens kontroller',
  'learn.view.first': 'Första draget (Home)',
  'learn.view.firstTitle': 'Första (Home)',
  'learn.view.back': 'Ett drag bakåt (←)',
  'learn.view.backTitle': 'Bakåt (←)',
  'learn.view.playTitle': 'Spela upp eller pausa (mellanslag)',
  'learn.view.play': 'Spela upp',
  'learn.view.pause': 'Pausa',
  'learn.view.forward': 'Ett drag framåt (→)',
  'learn.view.forwardTitle': 'Framåt (→)',
  'learn.view.last': 'Sista draget (End)',
  'learn.view.lastTitle': 'Sista (End)',
  'learn.view.slider': 'Drag',
  'learn.view.sliderDeal': 'utdelningen',
  'learn.view.sliderMove': (step: number, of: number) => `drag ${step} av ${of}`,
  'learn.view.pace': 'Tempo',
  'learn.view.slow': 'långsamt',
  'learn.view.normal': 'normalt',
  'learn.view.fast': 'snabbt',
  'learn.view.share': 'Dela länk',
  'learn.view.export': 'Exportera protokoll',
  'learn.view.all': 'Alla repriser',
  'learn.view.linkLabel': 'Länk till den här reprisen',
  'learn.view.copied': 'Kopierad.',
  'learn.view.copyYourself': 'Markera länken och kopiera den.',
  'learn.view.log': 'Logg',
  'learn.view.logTitle': 'Given',

  'learn.board.seat': (name: string, cards: number) => `${name}: ${p(cards, '# kort', '# kort')}`,
  'learn.board.out': 'ute',
  'learn.board.kaschlan': 'Kaschlan',
  'learn.board.noCards': 'inga kort',
  'learn.board.table': 'Bordet',
  'learn.board.over': 'Given är slut',
  'learn.board.attacks': (attacker: string, defender: string) =>
    `${attacker} attackerar ${defender}`,
  'learn.board.youAttack': (defender: string) => `Du attackerar ${defender}`,
  'learn.board.attacksYou': (attacker: string) => `${attacker} attackerar dig`,
  'learn.board.waiting': 'Väntar på utspelet',
  'learn.board.toAct': 'på tur',
};
