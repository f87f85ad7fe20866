// Svenska: the offline table and its dialogs: table/*, shell/*, widgets/*, state/log.ts,
// state/prompt.ts, cards/names.ts. Words: attackera, slå, ta upp, lägga till, trumf, talong; a deal
// is a „giv“, a bout a „omgång“.

import type { Suit } from '@kaschlan/engine';
import { cap, GERMAN_COURT, presetWord } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tableEn } from './table.en';
import { wordsSv as W } from './words.sv';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });
/** "Du drar" eller "Otto drar": Swedish verbs agree with nobody. */
const s = (name: string, you: boolean, verb: string) => (you ? `Du ${verb}` : `${name} ${verb}`);

const RANK: Record<string, string> = {
  '2': 'två',
  '3': 'tre',
  '4': 'fyra',
  '5': 'fem',
  '6': 'sex',
  '7': 'sju',
  '8': 'åtta',
  '9': 'nio',
  '10': 'tio',
  J: W['word.jack'],
  Q: W['word.queen'],
  K: W['word.king'],
  A: W['word.ace'],
};
const RANKS: Record<string, string> = {
  '2': 'tvåor',
  '3': 'treor',
  '4': 'fyror',
  '5': 'femmor',
  '6': 'sexor',
  '7': 'sjuor',
  '8': 'åttor',
  '9': 'nior',
  '10': 'tior',
  J: 'knektar',
  Q: 'damer',
  K: 'kungar',
  A: 'ess',
};
const SUIT: Record<Suit, string> = { C: 'klöver', S: 'spader', H: 'hjärter', D: 'ruter' };
const G_RANK = GERMAN_COURT;
const G_SUIT: Record<Suit, string> = { C: 'Eichel', S: 'Grün', H: 'Herz', D: 'Schellen' };

/** A card's name: ”ruter åtta”, ”Schellen Ober” (R1.5). */
const cardName = (rank: string, suit: Suit, german: boolean): string =>
  german
    ? `${G_SUIT[suit]} ${G_RANK[rank] ?? RANK[rank] ?? rank}`
    : `${SUIT[suit]} ${RANK[rank] ?? rank}`;

/** The Kaschlan card as the chosen face shows it, to open a sentence (R1.5). */
export const kaschlanCardSv = (german: boolean): string => {
  const k = cardName('Q', 'D', german);
  return k[0]!.toUpperCase() + k.slice(1);
};

const pick = (list: readonly string[], i: number): string => list[i % list.length]!;

const TEASES_YOU = (german: boolean): string[] => [
  `Kvar med korten som ${cardName('Q', 'D', german)} själv. Grattis: ingen förlorar med sådan stil som du.`,
  'Bordet bugar för Kaschlan. Låt det inte stiga dig åt huvudet; det är ingen krona.',
  `Varje kort hittade ett hem utom dina. ${kaschlanCardSv(german)} hälsar.`,
];
const TEASES_OTHER = (german: boolean): string[] => [
  '%s sitter kvar med korten, och bordet kallar %s inget annat förrän nästa giv.',
  `Leve %s, Kaschlan! ${kaschlanCardSv(german)} har hittat en värdig namne.`,
  'Alla blev av med sina kort utom %s. Var snäll; det kunde ha varit du.',
];

export const tableSv: Shape<typeof tableEn> = {
  // Seats
  'table.you': 'Du',
  'table.seat': (n) => `Plats ${n}`,

  // Cards
  'table.card.name': cardName,
  'table.card.kaschlan': (name) => `${name}, Kaschlan`,
  'table.card.suit': (suit, german) => (german ? G_SUIT[suit] : SUIT[suit]),
  'table.card.ranks': (rank, german) => (german ? G_RANK[rank] : undefined) ?? RANKS[rank] ?? rank,
  'table.card.back': 'ett kort',
  'table.card.faceDown': 'ett kort med baksidan upp',
  'table.cards': (n) => p(n, '# kort', '# kort'),
  'table.cardsWord': (n) => p(n, 'kort', 'kort'),

  // The log
  'table.log.deal': (name, you) => `${s(name, you, 'ger')}. Trumf: {0} ligger under talongen.`,
  'table.log.dealSuit': (name, you, suit) => `${s(name, you, 'ger')}. Trumf: ${suit}.`,
  'table.log.bout': (attacker, attackerYou, defender, defenderYou) =>
    `${s(attacker, attackerYou, 'attackerar')} ${defenderYou ? 'dig' : defender}.`,
  'table.log.lead': (name, you) => `${s(name, you, 'spelar ut')} {0}`,
  'table.log.reinforce': (name, you) => `${s(name, you, 'lägger till')} {0}`,
  'table.log.coachman': (name, you) => `${s(name, you, 'lägger till')} en kusk: {0}`,
  'table.log.endBout': (name, you) => `${s(name, you, 'avslutar')} omgången.`,
  'table.log.nothing': (name, you) => `${s(name, you, 'har')} inget att lägga till.`,
  'table.log.stop': (name, you) => `${s(name, you, 'slutar')}.`,
  'table.log.pass': (name, you) => `${s(name, you, 'passar')}.`,
  'table.log.beat': (name, you) => `${s(name, you, 'slår')} {0} med {1}`,
  'table.log.selfAttack': (name, you) =>
    you
      ? 'Du attackerar dig själv med {0} och slår det med {1}'
      : `${name} attackerar sig själv med {0} och slår det med {1}`,
  'table.log.take': (name, you) => `${s(name, you, 'tar upp')} {0}`,
  'table.log.draw': (name, you) => `${s(name, you, 'drar')} {0}`,
  'table.log.drawCount': (name, you, n) => `${s(name, you, 'drar')} ${p(n, '# kort', '# kort')}`,
  'table.log.lastTrump': ', det sista är trumfkortet {0}',
  'table.log.discard': (n) => p(n, '# kort läggs i kasthögen.', '# kort läggs i kasthögen.'),
  'table.log.out': (name, you) => `${s(name, you, 'är')} ute.`,
  'table.log.kaschlan': (name, you) => `${s(name, you, 'är')} Kaschlan!`,
  'table.log.drawn': 'Given blev oavgjord: ingen är Kaschlan.',
  'table.log.label': 'Vad som hänt i den här given',
  'table.log.title': 'Den här given',
  'table.log.region': 'Logg',
  'table.log.announce': 'De andra spelarnas drag',

  // The prompt
  'table.prompt.over': 'Given är slut.',
  'table.prompt.anyRank': 'kort av samma valör',
  'table.prompt.waitAttack': (name, defender, defenderYou) =>
    `Väntar på ${name}, som attackerar ${defenderYou ? 'dig' : defender}…`,
  'table.prompt.waitReinforce': (name, defender, defenderYou) =>
    `Väntar på ${name}, som funderar på att lägga till mot ${defenderYou ? 'dig' : defender}…`,
  'table.prompt.waitDefend': (name) => `Väntar på ${name}, som försvarar sig…`,
  'table.prompt.firstLead': (defender) =>
    `Din attack mot ${defender}: spela ut ett kort, eller flera av samma valör.`,
  'table.prompt.leadMore': (ranks) => `spela ut fler ${ranks}`,
  'table.prompt.addCoachman': 'lägg till en kusk (ett kort av en annan valör)',
  'table.prompt.stop': W['word.stop'],
  'table.prompt.or': (parts) =>
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} eller ${parts.at(-1)}`,
  'table.prompt.attacking': (defender, what) => `Du attackerar ${defender}: ${what}.`,
  'table.prompt.reinforce': (defender, ranks) =>
    `Lägg till ${ranks} i attacken mot ${defender}, eller passa.`,
  'table.prompt.ownPass': 'Inget att lägga till: du passar.',
  'table.prompt.pass': `${cap(W['word.pass'])}.`,
  'table.prompt.allBeatenSelf': (ranks) =>
    `Allt är slaget. Gör en ${W['word.selfAttack']} med dina ${ranks} (välj kortet och ett kort som slår det), eller ${W['word.endBout']}.`,
  'table.prompt.allBeaten': `Allt är slaget: ${W['word.endBout']}.`,
  'table.prompt.defend': 'Försvara dig: välj ett kort och kortet det slår, eller dra det dit.',
  'table.prompt.orTake': `Eller ${W['word.take']} korten.`,
  'table.prompt.nothingSelf': `Inget slår attacken: ${W['word.take']} korten, eller gör en ${W['word.selfAttack']} först.`,
  'table.prompt.nothing': `Inget på din hand slår attacken: ${W['word.take']} korten.`,

  // The buttons under the table
  'table.act.pick': 'Välj kort',
  'table.act.play': 'Spela',
  'table.act.lead': (cards) => `${cap(W['word.lead'])} ${cards}`,
  'table.act.coachman': (card) => `Lägg till ${W['word.coachman']} ${card}`,
  'table.act.selfAttack': (card, beater) => `${cap(W['word.selfAttack'])} ${card} → ${beater}`,
  'table.act.stop': cap(W['word.stop']),
  'table.act.pass': cap(W['word.pass']),
  'table.act.endBout': cap(W['word.endBout']),
  'table.act.clear': 'Rensa',
  'table.act.take': `${cap(W['word.take'])} korten`,
  'table.act.results': 'Resultat',
  'table.act.nextDeal': 'Nästa giv',

  // The table
  'table.battle.label': 'Bordet',
  'table.battle.line': (_attackerYou, _defenderYou) => '{a} attackerar {d}',
  'table.battle.you': 'Du',
  'table.battle.youDefend': 'dig',
  'table.battle.over': 'Given är slut',
  'table.battle.empty': 'Väntar på utspelet',
  'table.pair.open': (card) => `${card}, inte slaget`,
  'table.pair.aimed': (card) => `${card}, inte slaget: välj ett kort som slår det`,
  'table.pair.target': (card) => `${card}, inte slaget: det valda kortet slår det`,
  'table.pair.beaten': (card, by) => `${card}, slaget av ${by}`,
  'table.hand.cannotPlay': (card) => `${card}, kan inte spelas nu`,

  // Why a tap did nothing
  'table.refuse.over': 'Given är slut: inget kan spelas.',
  'table.refuse.wait': (name) => `Inte din tur: väntar på ${name}.`,
  'table.refuse.doesNotBeat': (card, attack) => `${cap(card)} slår inte ${attack}.`,
  'table.refuse.beatsNothing': (card) => `${cap(card)} slår inget av korten på bordet.`,
  'table.refuse.cannotPlay': (card) => `${cap(card)} kan inte spelas nu.`,
  'table.refuse.nothingBeats': (attack) => `Inget på din hand slår ${attack}.`,
  'table.refuse.notDefender': (name) => `Bara försvararen, ${name}, slår kort.`,
  'table.refuse.pickFirst': 'Välj först korten att spela: tryck på dem i din hand.',
  'table.refuse.noMove':
    'De valda korten blir inget drag på egen hand: välj andra, eller tryck på kortet som ska slås.',
  'table.refuse.beaten': (attack, by) => `${cap(attack)} är redan slaget, av ${by}.`,
  'table.refuse.choose': (card) =>
    `${cap(card)} slår mer än ett kort: tryck på det som det ska slå.`,
  'table.refuse.pickMore': (card) =>
    `${cap(card)} spelas tillsammans med ett annat kort: välj det också och spela sedan.`,
  'table.discard.empty': 'kasthög',
  'table.discard.count': (n) => p(n, 'i kasthögen', 'i kasthögen'),
  'table.talon.empty': 'tom',
  'table.talon.count': (n) => p(n, 'i talongen', 'i talongen'),
  'table.talon.trumps': (suit) => `Trumf: ${suit}`,
  'table.marks': (n) => p(n, '# Kaschlan-streck', '# Kaschlan-streck'),
  'table.seat.label': (name, n) => `${name}, ${p(n, '# kort', '# kort')}`,
  'table.seat.out': 'ute',
  'table.seat.kaschlan': 'Kaschlan',
  'table.seat.thinking': 'tänker',
  'table.role.attacker': W['word.attacker'],
  'table.role.defender': W['word.defender'],
  'table.bot.illegal': (name, error) =>
    `${name} (bot) valde ett otillåtet drag (${error}); den spelade sitt första tillåtna drag i stället.`,
  'table.bot.failed': (name, error) =>
    `${name} (bot) slutade fungera (${error}); den spelade sitt första tillåtna drag i stället.`,

  // The header
  'table.head.deal': (n) => `Giv ${n}`,
  'table.head.score': 'Kaschlan-streck i matchen (minst antal vinner)',
  'table.head.new': 'Nytt',
  'table.head.newGame': 'Nytt spel',
  'table.head.newTitle': 'Nytt spel (N)',
  'table.head.log': 'Logg',
  'table.head.logTitle': 'Logg (L)',
  'table.head.theme': (theme) => `Tema: ${theme}`,
  'table.head.themeNext': (now, next) => `${now} (klicka för ${next})`,
  'table.head.help': 'Hjälp',
  'table.head.helpTitle': 'Hjälp (?)',

  // Hot seat's cover
  'table.cover.label': (name) => `Lämna över enheten till ${name}`,
  'table.cover.pass': 'Lämna över enheten till',
  'table.cover.lookAway': 'De andra bör titta bort nu.',
  'table.cover.show': (name) => `Jag är ${name}: visa mina kort`,

  // The end of a deal
  'table.end.dialog': 'Given är slut',
  'table.end.drawn': 'Oavgjord giv',
  'table.end.title': (name, you) => (you ? 'Du är Kaschlan!' : `${name} är Kaschlan!`),
  'table.end.teaseYou': (i, german = false) => pick(TEASES_YOU(german), i),
  'table.end.teaseOther': (i, name, german = false) =>
    pick(TEASES_OTHER(german), i).replaceAll('%s', name),
  'table.end.teaseDrawn':
    'Det gick runt och runt tills bordet gav upp: ingen är Kaschlan den här gången, och ingen får ett streck.',
  'table.end.out': (names) => `Ute, i tur och ordning: ${names}.`,
  'table.end.score': 'Matchens ställning',
  'table.end.after': (n) =>
    `${p(n, 'Efter # giv', 'Efter # givar')}: Kaschlan-streck, minst antal vinner`,
  'table.end.marks': (n) => p(n, '# streck', '# streck'),
  'table.end.dealsAgain': (name, you) => `${s(name, you, 'ger')} igen.`,
  'table.end.dealsNext': (name, you) => `${s(name, you, 'ger')} nästa giv.`,
  'table.end.newMatch': 'Ny match…',
  'table.end.seeTable': 'Se bordet',
  'table.end.watch': 'Se repris',
  'table.end.review': 'Granska given',
  'table.end.again': 'Spela igen',
  'table.end.replayFailed': (error) => `Reprisen kunde inte öppnas: ${error}`,

  // The first visit's welcome
  'table.welcome.title': 'Välkommen till Kaschlan',
  'table.welcome.line1':
    'Ett gammalt kortspel från Ostpreussen, en kusin till Durak: slå korten som spelas mot dig och bli av med alla dina.',
  'table.welcome.line2':
    'Den som sitter kvar med kort är Kaschlan, uppkallad efter ruter dam, som ingenting slår.',
  'table.welcome.play': 'Spela nu',
  'table.welcome.look': 'Språk och kort',

  // Help
  'table.help.title': 'Så spelar du',
  'table.help.intro':
    'Anfallaren spelar ut ett eller flera kort av samma valör; de andra får lägga till kort av samma valör. Försvararen slår varje kort med ett högre kort i samma färg eller med en trumf, eller tar upp de kort han inte kan slå. Alla fyller på till fem kort från talongen. Den som sitter kvar med kort i slutet är *Kaschlan*, uppkallad efter ruter dam, som ingenting slår.',
  'table.help.mouse': 'Mus och pekskärm',
  'table.help.mouse1':
    'Klicka eller tryck på kort i din hand för att välja dem, och tryck sedan på knappen under bordet.',
  'table.help.mouse2':
    'För att slå: välj ett kort och tryck sedan på attackkortet det slår; eller dra ditt kort dit.',
  'table.help.mouse3':
    'Dubbelklicka (eller dubbeltryck) på ett kort för att spela det direkt när det bara kan göra en sak.',
  'table.help.mouse4':
    'Lysande kort visar vad som slår vad: välj eller peka på ett kort för att se dess partner.',
  'table.help.keyboard': 'Tangentbord',
  'table.help.keyHomeEnd': 'Home End',
  'table.help.keySpace': 'Mellanslag',
  'table.help.keyEnter': 'Enter',
  'table.help.keyEsc': 'Esc',
  'table.help.arrows': 'gå längs din hand, eller längs attackkorten',
  'table.help.homeEnd': 'till radens första eller sista kort',
  'table.help.upDown':
    'upp till attackkorten, tillbaka ner till ett kort i din hand som du kan spela',
  'table.help.space': 'välj kortet under markören (eller sikta på ett attackkort)',
  'table.help.enter':
    'spela: de valda korten, kortet under markören, eller slå attackkortet under markören',
  'table.help.p': `${W['word.pass']}, ${W['word.stop']} spela ut, eller ${W['word.endBout']}`,
  'table.help.t': `${W['word.take']} korten`,
  'table.help.i': 'ett tips: vad expertboten skulle spela, och varför (räknas på slutskärmen)',
  'table.help.esc': 'rensa det du valt; stäng en dialog',
  'table.help.n': 'nytt spel',
  'table.help.l': 'visa eller dölj loggen',
  'table.help.h': 'den här hjälpen',
  'table.help.back': 'Tillbaka till bordet',

  // The new-game form
  'table.new.title': 'Nytt spel',
  'table.new.players': 'Spelare',
  'table.new.seat': (n) => `Plats ${n}`,
  'table.new.seatName': (n) => `Namn på plats ${n}`,
  'table.new.person': 'Person (samma enhet)',
  'table.new.bot': (level) =>
    `Bot: ${{ easy: 'lätt', normal: 'normal', hard: 'svår', expert: 'expert' }[level]}`,
  'table.new.hotSeat':
    'Flera personer på samma enhet: skicka runt den. En skärm döljer varje hand mellan personerna.',
  'table.new.bots': (levels) =>
    `Platserna går medurs från dig. Bottar: ${levels}. Välj ”Person” för att dela den här enheten.`,
  'table.level': (level) =>
    ({ easy: 'lätt', normal: 'normal', hard: 'svår', expert: 'expert' })[level],
  'table.level.hint': (level) =>
    ({
      easy: 'lätt är förlåtande',
      normal: 'normal spelar förnuftigt',
      hard: 'svår räknar framåt',
      expert: 'expert är svår med mer betänketid (inte mätbart starkare)',
    })[level],
  'table.new.rules': 'Regler',
  'table.new.preset': cap(W['word.preset']),
  'table.new.presetName': (preset) => W[presetWord(preset)],
  'table.new.pack': cap(W['word.pack']),
  'table.new.packSize': (n) => p(n, '# kort', '# kort'),
  'table.new.coachman': `${cap(W['word.coachman'])}: efter två kort av valören får ${W['word.attacker']}n lägga till ett kort av en annan valör (R7.1)`,
  'table.new.afterTake': `${cap(W['word.passOn'])}: efter ett upptag anfaller spelaren till vänster om ${W['word.defender']}n spelaren till vänster om sig själv (R7.2)`,
  'table.new.mustBeat': `${cap(W['word.mustBeat'])}: ${W['word.defender']}n får ta upp bara när han inte kan slå (R4.3, R7.5)`,
  'table.new.look': 'Utseende',
  'table.new.face': 'Kort',
  'table.new.french': 'Franska ♣♠♥♦',
  'table.new.german': 'Tyska (Skat)',
  'table.new.fourColour': 'Fyra färger (klöver grön, ruter blå)',
  'table.new.theme': 'Tema',
  'table.new.themeName': (theme) => ({ system: 'System', light: 'Ljust', dark: 'Mörkt' })[theme],
  'table.new.pace': 'Bottarnas tempo',
  'table.new.paceName': (pace) => ({ relaxed: 'Lugnt', brisk: 'Raskt', instant: 'Direkt' })[pace],
  'table.new.applyLook': 'Ändra bara utseendet',
  'table.new.deal': 'Ge',

  // Elsewhere
  'table.close': 'Stäng',
  'table.screenError': (error) => `Den här sidan kunde inte laddas: ${error}`,
};
