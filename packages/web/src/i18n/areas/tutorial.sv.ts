// Svenska: the tutorial: tutorial/*, learn/Tutorial.tsx.

import { cap } from '../glossary';
import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tutorialEn } from './tutorial.en';
import { wordsSv as W } from './words.sv';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });

export const tutorialSv: Shape<typeof tutorialEn> = {
  'tutorial.where': 'Introduktion',
  'tutorial.log': 'Logg',
  'tutorial.logTitle': 'Den här given',

  'tutorial.list.title': 'Lär dig Kaschlan genom att spela',
  'tutorial.list.lead': (n: number) =>
    `${p(n, 'En kort lektion', '# korta lektioner')}, var och en en giv som är upplagd så att en del av spelet dyker upp. Du spelar dina kort på det riktiga bordet; de andras drag är bestämda, så varje lektion går till på samma sätt. Prova vad du vill: om reglerna förbjuder det får du veta varför. Dina framsteg stannar på den här enheten.`,
  'tutorial.list.start': 'Börja introduktionen',
  'tutorial.list.continue': (title: string) => `Fortsätt: ${title}`,
  'tutorial.list.done': '(klar)',
  'tutorial.list.rules': 'Regler som visas',
  'tutorial.list.reset': 'Börja om från början',
  'tutorial.finale.title': 'Det var hela spelet',
  'tutorial.finale.lead':
    'Du har spelat ut, lagt till, slagit, självattackerat, tagit upp, fyllt på och gått ut, och du känner ruter dam som ingen vill bli sittande med. Spela nu en riktig giv mot botarna, eller läs alla reglerna.',
  'tutorial.finale.play': 'Spela mot botar',
  'tutorial.finale.rules': 'Läs reglerna',
  'tutorial.finale.lessons': 'Tillbaka till lektionerna',

  'tutorial.coach.label': 'Lektion',
  'tutorial.coach.lesson': (n: number, of: number) => `Lektion ${n} av ${of}`,
  'tutorial.coach.step': (n: number, of: number) => `steg ${n} av ${of}`,
  'tutorial.coach.lessons': 'Lektioner',
  'tutorial.coach.restart': 'Om',
  'tutorial.coach.restartLesson': 'Börja om lektionen',
  'tutorial.coach.showMe': 'Visa mig',
  'tutorial.coach.hideHint': 'Dölj tipset',
  'tutorial.coach.asExpected': 'Nekat, som väntat:',
  'tutorial.coach.notAllowed': 'Inte tillåtet:',
  'tutorial.coach.takenBack': 'Tillåtet, men inte det här stegets drag: det togs tillbaka.',
  'tutorial.coach.next': 'Nästa lektion',
  'tutorial.coach.finish': 'Avsluta introduktionen',
  'tutorial.coach.good': 'Bra gjort',
  'tutorial.coach.hint': 'Försök igen',
  'tutorial.coach.refused': 'Nekat',

  'tutorial.bar.over': 'Given är slut.',
  'tutorial.bar.complete': 'Lektionen är klar.',
  'tutorial.bar.lead': (cards: string) => `${cap(W['word.lead'])} ${cards}`,
  'tutorial.bar.selfAttack': (card: string, by: string) =>
    `${cap(W['word.selfAttack'])} ${card} → ${by}`,
  'tutorial.bar.pick': 'Välj kort',
  'tutorial.bar.play': 'Spela',
  'tutorial.bar.clear': 'Rensa',
  'tutorial.bar.stop': cap(W['word.stop']),
  'tutorial.bar.pass': cap(W['word.pass']),
  'tutorial.bar.endBout': cap(W['word.endBout']),
  'tutorial.bar.take': `${cap(W['word.take'])} korten`,
  'tutorial.bar.out': W['word.out'],
  'tutorial.bar.cards': (n: number) => p(n, '# kort', '# kort'),

  'tutorial.lead.title': 'Spela ut flera kort',
  'tutorial.lead.blurb': 'Attackera med kort av en valör, fyll på och spela ut igen.',
  'tutorial.lead.1.say':
    'Du attackerar Otto. En attack börjar med ett kort eller med flera kort av samma valör. Välj {9S} och {9H} och tryck sedan på Spela ut.',
  'tutorial.lead.1.hint':
    'Det är ett tillåtet utspel, men den här lektionen handlar om att spela ut flera kort på en gång: välj båda niorna, {9S} och {9H}, och tryck sedan på Spela ut.',
  'tutorial.lead.1.praise':
    'Två nior på bordet, och du drog två kort från talongen för att ha fem igen.',
  'tutorial.lead.2.say':
    'Direkt efter ett utspel fyller anfallaren på till fem (R5.1), och du drog {9D}. Så länge du har kort av valören får du spela ut dem också, eller sluta. Spela ut {9D}.',
  'tutorial.lead.2.hint':
    'Det är tillåtet att sluta, men spela ut {9D} för att se den ansluta till attacken.',
  'tutorial.lead.2.praise': 'Ingen nia kvar på handen, så din tur tar slut av sig själv.',
  'tutorial.lead.outro':
    'Otto slog alla tre niorna. De slagna paren går till kasthögen, och eftersom han slog allt attackerar han dig härnäst (R6.3).',

  'tutorial.reinforce.title': 'Lägga till',
  'tutorial.reinforce.blurb': 'Häng på en attack mot någon annan med kort av samma valör.',
  'tutorial.reinforce.1.say':
    'Otto attackerar Frieda med {8C} och {8S}. Du är varken anfallare eller försvarare, så när det blir din tur får du lägga till: lägga kort av omgångens valör. Välj {8D} och {8H} och tryck sedan på Spela ut.',
  'tutorial.reinforce.1.hint': 'Det är tillåtet, men lägg till med båda dina åttor, {8D} och {8H}.',
  'tutorial.reinforce.1.praise':
    'Fyra åttor mot Frieda. Det får aldrig ligga fler oslagna kort på bordet än försvararen har på handen (R3.4): hon har fem, så fyra går bra.',
  'tutorial.reinforce.outro':
    'Frieda slog alla fyra åttorna, fyllde på till fem och attackerar nu dig, nästa spelare (R6.3). De som lägger till tur i tur, medurs från anfallaren; försvararen kommer alltid sist.',

  'tutorial.beat.title': 'Slå',
  'tutorial.beat.blurb': 'Försvara dig: ett högre kort i samma färg, eller en trumf.',
  'tutorial.beat.1.say':
    'Otto attackerar dig med {10H} och {10C}: du försvarar dig. Slå varje kort med ett av dina: ett högre kort i samma färg, eller en trumf. Välj {KH} och klicka sedan på {10H} på bordet (eller dra den dit).',
  'tutorial.beat.1.hint':
    'Visst slår en trumf vilket vanligt kort som helst, men då har du ingen kvar till {10C}. Slå {10H} med {KH}.',
  'tutorial.beat.1.praise': 'Ett högre hjärter slår ett hjärter.',
  'tutorial.beat.2.say':
    'Din enda klöver, {7C}, är lägre än {10C}. Men spader är trumf, och vilken trumf som helst slår ett vanligt kort: slå {10C} med {8S}. En trumf slås själv bara av en högre trumf.',
  'tutorial.beat.2.hint': 'Slå {10C} med din trumf {8S}.',
  'tutorial.beat.2.praise': 'Allt är slaget: du fyllde på till fem, och omgången är över (R4.4).',
  'tutorial.beat.outro':
    'De slagna paren gick till kasthögen, och eftersom du slog allt attackerar du Otto härnäst (R6.3).',

  'tutorial.kaschlan.title': 'Kaschlan-kortet',
  'tutorial.kaschlan.blurb': 'Ruter dam: den högsta trumfen, som ingenting slår.',
  'tutorial.kaschlan.1.say':
    'Ruter dam, {QD}, är Kaschlan: alltid trumf, vilken färg som än är trumf, och spelets högsta kort. Ingenting slår henne. Hon räknas ändå som en dam, så hon får spelas ut tillsammans med andra damer. Spela ut {QS} och {QD} tillsammans.',
  'tutorial.kaschlan.1.hint':
    'Spela ut båda damerna tillsammans: välj {QS} och {QD} och tryck sedan på Spela ut.',
  'tutorial.kaschlan.1.praise': 'Två damer mot Otto.',
  'tutorial.kaschlan.outro':
    'Otto slog {QS} med sin högre trumf {KS}, men ingenting slår Kaschlan: han var tvungen att ta upp henne. Alla vet nu att han har henne (R5.3), så hon syns med framsidan upp på hans hand. Eftersom han tog upp attackerar du honom igen (R6.4).',

  'tutorial.selfAttack.title': 'Självattack',
  'tutorial.selfAttack.blurb':
    'Försvararen spelar själv ut ett kort av valören och slår det direkt.',
  'tutorial.selfAttack.1.say':
    'Otto attackerar med {JD} och {JH}. Försvara dig först: slå {JD} med {KD} och {JH} med {QH}, i vilken ordning du vill.',
  'tutorial.selfAttack.1.hint':
    'Det är tillåtet, men spara din trumf och din {JS} till senare: slå {JD} med {KD} och {JH} med {QH}.',
  'tutorial.selfAttack.1.praise': 'Båda knektarna är slagna, så du fyllde på till fem.',
  'tutorial.selfAttack.2.say':
    'Nu får du självattackera (R4.2): spela ut ett kort av omgångens valör från din egen hand och slå det direkt med ett annat. Välj {JS} och {AS} och tryck sedan på Självattack.',
  'tutorial.selfAttack.2.hint':
    'Självattackera med {JS} och slå den med {AS} (behåll din trumf {7C}).',
  'tutorial.selfAttack.2.praise':
    'Två kort borta från handen och nya dragna: en självattack när allt är slaget fyller också på (R5.2).',
  'tutorial.selfAttack.outro':
    'Utan fler knektar att självattackera med tog omgången slut av sig själv (R4.4), och du attackerar Otto härnäst. En självattack är aldrig ett måste; den är ett sätt att byta svaga kort mot nya.',

  'tutorial.mustBeat.title': 'Måste slå, och ta upp',
  'tutorial.mustBeat.blurb': 'Du måste slå så länge du kan; det du inte kan slå tar du upp.',
  'tutorial.mustBeat.1.say':
    'Otto spelar ut {9S} och {9C}. Dina klöver är för låga för {9C}, och du har ingen trumf (hjärter), så du kanske vill ta upp korten. Prova: tryck på Ta upp korten.',
  'tutorial.mustBeat.1.hint':
    'Försök först ta upp korten, för att se vad reglerna säger: tryck på Ta upp korten.',
  'tutorial.mustBeat.1.praise':
    'Du kan slå {9S} med {10S}, så du måste: att ta upp kommer först när ingenting slår.',
  'tutorial.mustBeat.2.say': 'Slå {9S} med {10S}.',
  'tutorial.mustBeat.2.hint': 'Slå {9S} med {10S}.',
  'tutorial.mustBeat.2.praise': 'Inget av dina kort slår {9C}.',
  'tutorial.mustBeat.3.say':
    'Nu slår ingenting på din hand {9C}: ta upp den. Du tar bara upp de oslagna korten; det slagna paret går till kasthögen, och du fyller inte på.',
  'tutorial.mustBeat.3.hint': 'Ta upp kortet: tryck på Ta upp korten.',
  'tutorial.mustBeat.3.praise': 'Du tog upp {9C}.',
  'tutorial.mustBeat.outro':
    'Eftersom du tog upp attackerar samma anfallare dig igen (R6.4). Kortet du tog upp är offentligt: alla vet att du har det (R5.3).',

  'tutorial.refill.title': 'Fylla på',
  'tutorial.refill.blurb': 'Vem som drar när, och trumfkortet som kommer sist.',
  'tutorial.refill.1.say':
    'Otto spelade ut {7H} och {7D} och drog två kort direkt: en anfallare fyller på direkt efter varje utspel. Försvararen drar bara när allt på bordet är slaget. Slå {7H} med {8H} och {7D} med {9D}, och håll ögonen på talongen.',
  'tutorial.refill.1.hint': 'Slå {7H} med {8H} och {7D} med {9D}.',
  'tutorial.refill.1.praise':
    'Först när den andra sjuan var slagen drog du: {JH}, sedan {AS}, det uppvända trumfkortet, som alltid är talongens sista kort (R2.2).',
  'tutorial.refill.2.say':
    'Alla såg dig ta trumfkortet, så de andra vet att du har det (R5.3). Talongen är tom: från och med nu drar ingen (R5.1). Du skulle kunna självattackera med {7C}, men behåll ditt trumfess: tryck på Avsluta omgången.',
  'tutorial.refill.2.hint':
    'Den självattacken är tillåten, men den skulle kosta ditt trumfess. Avsluta omgången i stället.',
  'tutorial.refill.2.praise': 'Omgången är över.',
  'tutorial.refill.outro':
    'Du slog allt, så du attackerar Otto härnäst. Med tom talong är varje kort som spelas nu borta för gott: kapplöpningen om att gå ut har börjat.',

  'tutorial.out.title': 'Gå ut',
  'tutorial.out.blurb': 'Inga kort och en tom talong: du är ute, och i säkerhet.',
  'tutorial.out.1.say':
    'Talongen är tom, så ingen drar längre. Frieda attackerar dig med {9C}, en trumf, och Otto har ingen nia att lägga till. Slå den med din högre trumf {JC}.',
  'tutorial.out.1.hint': 'Slå {9C} med {JC}.',
  'tutorial.out.1.praise': 'Slagen, och du attackerar härnäst (R6.3).',
  'tutorial.out.2.say':
    'Du har två kort. Spela ut båda tiorna, {10H} och {10D}: utan kort på handen och inget kvar att dra är du ute direkt (R6.1).',
  'tutorial.out.2.hint': 'Spela ut båda tiorna tillsammans, så att handen blir tom.',
  'tutorial.out.2.praise': 'Du är ute! Vad som än händer nu kan du inte bli Kaschlan.',
  'tutorial.out.outro':
    'Otto slog båda tiorna. Eftersom anfallaren (du) gick ut attackerar spelaren före dig, Frieda, Otto härnäst (R6.3); de två spelar vidare utan dig.',

  'tutorial.end.title': 'Slutet',
  'tutorial.end.blurb': 'Den sista spelaren som har kort kvar är Kaschlan.',
  'tutorial.end.1.say':
    'Frieda spelade ut sitt sista kort, {7C}, och är ute direkt. Slå det med {9C}.',
  'tutorial.end.1.hint': 'Slå {7C} med {9C}.',
  'tutorial.end.1.praise':
    'Slaget. Frieda attackerade och gick ut, så spelaren före henne, Otto, attackerar dig nu (R6.3).',
  'tutorial.end.2.say':
    'Otto spelar ut {JH}; bordet får bara ha ett oslaget kort, eftersom du bara har ett (R3.4). Slå det med ditt sista kort, {KH}.',
  'tutorial.end.2.hint': 'Slå {JH} med {KH}.',
  'tutorial.end.2.praise': 'Du är ute, och given är slut.',
  'tutorial.end.outro':
    'Given tar slut så snart högst en spelare har kort kvar (R6.2). Otto blir sittande med sina: han är Kaschlan och får ett streck. I en match med flera givar vinner den som har minst antal streck (R8.4).',
};
