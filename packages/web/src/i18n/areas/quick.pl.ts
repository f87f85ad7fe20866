// The quick play screen's words (issue 13).

import type { Shape } from '../shape';
import type { quickEn } from './quick.en';

export const quickPl: Shape<typeof quickEn> = {
  'quick.title': 'Graj teraz',
  'quick.intro':
    'Stolik od razu: zostaniesz połączony z graczami o podobnym rankingu, a jeśli nie przyjdzie ich dość na czas, wolne miejsca zajmą boty na twoim poziomie.',
  'quick.players': 'Gracze',
  'quick.preset': 'Zasady',
  'quick.anyPreset': 'Dowolne zasady',
  'quick.wait': 'Boty po',
  'quick.seconds': (s: number) => `${s} s`,
  'quick.waitNote': 'Jak długo czekać na ludzi, zanim boty zajmą wolne miejsca.',
  'quick.rated': 'Stoliki z szybkiej gry są rankingowe.',
  'quick.play': 'Graj teraz',
  'quick.joining': 'Dołączanie…',
  'quick.waiting': 'Szukanie graczy…',
  'quick.waited': (clock: string) => `Czekasz ${clock}`,
  'quick.botsAfter': (s: number) => `Po ${s} s wolne miejsca zajmą boty.`,
  'quick.cancel': 'Anuluj',
  'quick.matched': 'Znaleziono stolik: zajmujesz miejsce…',
  'quick.lost': 'Twoje miejsce w kolejce przepadło: spróbuj ponownie.',
  'quick.failed': (why: string) => `Nie udało się dołączyć do kolejki: ${why}`,
  'quick.error.QUEUE_FULL': 'Kolejka jest pełna: spróbuj za chwilę.',
  'quick.error.TOO_MANY_TICKETS': 'Z twojego adresu czeka już zbyt wiele osób.',
  'quick.error.RATE_LIMITED': 'Zbyt wiele prób: odczekaj chwilę.',
  'quick.welcome': 'Graj teraz z ludźmi',
  'quick.lobby.title': 'Szybka gra',
  'quick.lobby.text': 'Zagraj z ludźmi na twoim poziomie albo, po krótkim czekaniu, z botami.',
};
