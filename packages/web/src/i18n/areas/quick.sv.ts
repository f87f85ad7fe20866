// The quick play screen's words (issue 13).

import type { Shape } from '../shape';
import type { quickEn } from './quick.en';

export const quickSv: Shape<typeof quickEn> = {
  'quick.title': 'Spela nu',
  'quick.intro':
    'Få ett bord direkt: du paras ihop med folk nära ditt betyg, och kommer inte tillräckligt många i tid tar bottar på din nivå de tomma platserna.',
  'quick.players': 'Spelare',
  'quick.preset': 'Regler',
  'quick.anyPreset': 'Vilka regler som helst',
  'quick.wait': 'Bottar efter',
  'quick.seconds': (s: number) => `${s} s`,
  'quick.waitNote': 'Hur länge du väntar på folk innan bottar tar de tomma platserna.',
  'quick.rated': 'Borden i snabbspel räknas till betyget.',
  'quick.play': 'Spela nu',
  'quick.joining': 'Ansluter…',
  'quick.waiting': 'Letar efter spelare…',
  'quick.waited': (clock: string) => `Väntat ${clock}`,
  'quick.botsAfter': (s: number) => `Efter ${s} s tar bottar de tomma platserna.`,
  'quick.cancel': 'Avbryt',
  'quick.matched': 'Bord hittat: du tar din plats…',
  'quick.lost': 'Din plats i kön försvann: försök igen.',
  'quick.failed': (why: string) => `Du kunde inte ställa dig i kön: ${why}`,
  'quick.error.QUEUE_FULL': 'Kön är full: försök igen om en stund.',
  'quick.error.TOO_MANY_TICKETS': 'För många väntar redan från din adress.',
  'quick.error.RATE_LIMITED': 'För många försök: vänta en stund.',
  'quick.welcome': 'Spela mot människor nu',
  'quick.lobby.title': 'Snabbspel',
  'quick.lobby.text': 'Spela mot folk på din nivå, eller mot bottar efter en kort väntan.',
};
