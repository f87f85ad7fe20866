// The account screens' words (issue 13), polski.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { accountEn } from './account.en';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });

export const accountPl: Shape<typeof accountEn> = {
  'account.title': 'Twoje konto',
  'account.loading': 'Pytam serwer, kim jesteś…',
  'account.failed': (why: string) => `Nie udało się zapytać serwera: ${why}`,
  'account.menu': (name: string) => `Konto: ${name}`,

  'account.name.title': 'Twoje imię',
  'account.name.label': 'Imię',
  'account.name.save': 'Zmień imię',
  'account.name.saved': 'Twoje imię zostało zmienione.',
  'account.name.note': 'Inni widzą to imię przy stole, w rankingu i w powtórkach.',

  'account.guest':
    'Grasz jako gość: ta przeglądarka pamięta twoje imię i twoje gry. Zabezpiecz imię, aby zachować je na innych urządzeniach i przeglądarkach.',
  'account.secured': 'Twoje imię jest zabezpieczone.',
  'account.has.password': 'Hasło: ustawione.',
  'account.has.passkeys': (n: number) =>
    p(n, '# klucz dostępu.', '# klucze dostępu.', '# kluczy dostępu.'),

  'account.secure.title': 'Zabezpiecz swoje imię',
  'account.secure.passkeyNote':
    'Klucz dostępu loguje cię blokadą urządzenia (odcisk palca, twarz, PIN): nic do zapamiętania, nic do ukradzenia.',
  'account.secure.passkey': 'Utwórz klucz dostępu',
  'account.secure.passkeyDone': 'Twój klucz dostępu został zapisany.',
  'account.secure.passwordNote':
    'Brak kluczy dostępu na tym urządzeniu? Hasło (8 znaków lub więcej) też wystarczy.',
  'account.secure.password': 'Nowe hasło',
  'account.secure.setPassword': 'Ustaw hasło',
  'account.secure.passwordDone': 'Twoje hasło zostało ustawione.',
  'account.secure.tooShort': 'Hasło musi mieć 8 znaków lub więcej.',

  'account.signIn.title': 'Zaloguj się',
  'account.signIn.note':
    'Zabezpieczyłeś już imię gdzie indziej? Zaloguj się, aby grać tutaj jako ty.',
  'account.signIn.passkey': 'Zaloguj się kluczem dostępu',
  'account.signIn.name': 'Imię',
  'account.signIn.password': 'Hasło',
  'account.signIn.submit': 'Zaloguj się',
  'account.signIn.done': (name: string) => `Zalogowano jako ${name}.`,

  'account.signOut.title': 'Wyloguj się',
  'account.signOut.note':
    'Ta przeglądarka cię zapomni; zaloguj się ponownie kluczem dostępu lub hasłem.',
  'account.signOut.submit': 'Wyloguj się',
  'account.signOut.done': 'Wylogowano. Jesteś teraz nowym gościem.',

  'account.delete.title': 'Usuń konto',
  'account.delete.note':
    'Twoje imię, hasło i klucze dostępu zostaną usunięte. Twoje rozdania zostaną jako powtórki, z zastąpionym imieniem.',
  'account.delete.ask': 'Usuń moje konto…',
  'account.delete.sure': 'Usunąć na zawsze? Tego nie da się cofnąć.',
  'account.delete.confirm': 'Tak, usuń moje konto',
  'account.delete.keep': 'Zostaw je',
  'account.delete.done': 'Twoje konto zostało usunięte.',

  'account.error.NAME_TAKEN': 'Inny gracz ma to imię: wybierz inne.',
  'account.error.BAD_CREDENTIALS': 'To cię nie zalogowało: sprawdź imię i hasło.',
  'account.error.HAS_PASSWORD': 'Twoje konto ma już hasło.',
  'account.error.PASSKEY_FAILED': 'Nie udało się sprawdzić klucza dostępu: spróbuj ponownie.',
  'account.error.PASSKEY_CANCELLED': 'Nie użyto klucza dostępu.',
  'account.error.BAD_MESSAGE': 'Tego imienia nie można użyć: wybierz inne.',
  'account.error.NOT_SIGNED_IN': 'Nie jesteś zalogowany.',
  // Zarządzanie sposobami logowania (issue 24).
  'account.reauth.title': 'Potwierdź, że to ty',
  'account.reauth.note':
    'Zmiana sposobu logowania wymaga logowania w ciągu ostatnich 10 minut: potwierdź hasłem lub kluczem dostępu.',
  'account.reauth.password': 'Twoje hasło',
  'account.reauth.submit': 'Potwierdź',
  'account.reauth.passkey': 'Potwierdź kluczem dostępu',
  'account.reauth.done': 'Potwierdzone.',
  'account.ways.title': 'Jak się logujesz',
  'account.ways.note':
    'Zmień hasło albo usuń klucz dostępu, którego już nie używasz (zgubiony telefon, stary komputer).',
  'account.ways.last': 'To twój jedyny sposób logowania: dodaj inny, zanim go usuniesz.',
  'account.ways.passkey': (n: number, date: string) => `Klucz dostępu ${n}, dodany ${date}`,
  'account.ways.remove': 'Usuń',
  'account.ways.removePasskey': (n: number) => `Usuń klucz dostępu ${n}`,
  'account.ways.passkeyRemoved': 'Klucz dostępu został usunięty.',
  'account.ways.removePassword': 'Usuń hasło',
  'account.ways.passwordRemoved': 'Twoje hasło zostało usunięte: loguj się kluczem dostępu.',
  'account.ways.newPassword': 'Nowe hasło',
  'account.ways.changePassword': 'Zmień hasło',
  'account.ways.passwordChanged':
    'Twoje hasło zostało zmienione, a wszędzie indziej wylogowano cię.',
  'account.elsewhere.title': 'Zalogowany gdzie indziej',
  'account.elsewhere.note':
    'Wciąż zalogowany na komputerze, którego już nie używasz, albo na cudzym? Wyloguj się wszędzie poza tym miejscem.',
  'account.elsewhere.submit': 'Wyloguj wszędzie indziej',
  'account.elsewhere.done': (n: number) =>
    n === 0
      ? 'Nie byłeś zalogowany nigdzie indziej.'
      : p(n, 'Zakończono # inną sesję.', 'Zakończono # inne sesje.', 'Zakończono # innych sesji.'),
  'account.error.REAUTH_REQUIRED': 'Najpierw potwierdź, że to ty (poniżej).',
  'account.error.LAST_CREDENTIAL': 'To twój jedyny sposób logowania: zostaje.',
  'account.error.NO_PASSWORD': 'Twoje konto nie ma hasła.',
  'account.error.NOT_FOUND': 'Ten klucz dostępu nie jest twój albo został już usunięty.',
};
