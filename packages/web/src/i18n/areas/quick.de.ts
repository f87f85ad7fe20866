// The quick play screen's words (issue 13).

import type { Shape } from '../shape';
import type { quickEn } from './quick.en';

export const quickDe: Shape<typeof quickEn> = {
  'quick.title': 'Jetzt spielen',
  'quick.intro':
    'Sofort an einen Tisch: Du wirst mit Leuten nahe deiner Wertung zusammengebracht, und kommen nicht genug rechtzeitig, nehmen Bots deiner Stärke die freien Plätze.',
  'quick.players': 'Spieler',
  'quick.preset': 'Regeln',
  'quick.anyPreset': 'Beliebige Regeln',
  'quick.wait': 'Bots nach',
  'quick.seconds': (s: number) => `${s} s`,
  'quick.waitNote': 'Wie lange auf Leute gewartet wird, bevor Bots die freien Plätze nehmen.',
  'quick.rated': 'Tische aus „Jetzt spielen“ sind gewertet.',
  'quick.play': 'Jetzt spielen',
  'quick.joining': 'Anmelden…',
  'quick.waiting': 'Suche Mitspieler…',
  'quick.waited': (clock: string) => `Wartezeit ${clock}`,
  'quick.botsAfter': (s: number) => `Nach ${s} s nehmen Bots die freien Plätze.`,
  'quick.cancel': 'Abbrechen',
  'quick.matched': 'Tisch gefunden: du nimmst deinen Platz…',
  'quick.lost': 'Dein Platz in der Warteschlange ging verloren: versuch es noch einmal.',
  'quick.failed': (why: string) => `Du konntest dich nicht anstellen: ${why}`,
  'quick.error.QUEUE_FULL': 'Die Warteschlange ist voll: versuch es gleich noch einmal.',
  'quick.error.TOO_MANY_TICKETS': 'Von deiner Adresse warten schon zu viele.',
  'quick.error.RATE_LIMITED': 'Zu viele Versuche: warte einen Moment.',
  'quick.welcome': 'Jetzt gegen Menschen spielen',
  'quick.lobby.title': 'Schnelles Spiel',
  'quick.lobby.text': 'Spiele gegen Leute deiner Stärke, oder nach kurzer Wartezeit gegen Bots.',
};
