// The account screens' words (issue 13), svenska.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { accountEn } from './account.en';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });

export const accountSv: Shape<typeof accountEn> = {
  'account.title': 'Ditt konto',
  'account.loading': 'Frågar servern vem du är …',
  'account.failed': (why: string) => `Servern kunde inte tillfrågas: ${why}`,
  'account.menu': (name: string) => `Konto: ${name}`,

  'account.name.title': 'Ditt namn',
  'account.name.label': 'Namn',
  'account.name.save': 'Byt namn',
  'account.name.saved': 'Ditt namn är bytt.',
  'account.name.note': 'Andra ser det här namnet vid bordet, på topplistan och i repriser.',

  'account.guest':
    'Du spelar som gäst: den här webbläsaren minns ditt namn och dina spel. Säkra ditt namn för att behålla det på andra enheter och webbläsare.',
  'account.secured': 'Ditt namn är säkrat.',
  'account.has.password': 'Lösenord: satt.',
  'account.has.passkeys': (n: number) => p(n, '# nyckel.', '# nycklar.'),

  'account.secure.title': 'Säkra ditt namn',
  'account.secure.passkeyNote':
    'En passkey loggar in dig med enhetens lås (fingeravtryck, ansikte, PIN): inget att minnas, inget att stjäla.',
  'account.secure.passkey': 'Skapa en passkey',
  'account.secure.passkeyDone': 'Din passkey är sparad.',
  'account.secure.passwordNote':
    'Inga passkeys på den här enheten? Ett lösenord (8 tecken eller fler) går också.',
  'account.secure.password': 'Nytt lösenord',
  'account.secure.setPassword': 'Sätt lösenord',
  'account.secure.passwordDone': 'Ditt lösenord är satt.',
  'account.secure.tooShort': 'Ett lösenord behöver 8 tecken eller fler.',

  'account.signIn.title': 'Logga in',
  'account.signIn.note':
    'Har du redan säkrat ditt namn någon annanstans? Logga in för att spela som dig själv här.',
  'account.signIn.passkey': 'Logga in med passkey',
  'account.signIn.name': 'Namn',
  'account.signIn.password': 'Lösenord',
  'account.signIn.submit': 'Logga in',
  'account.signIn.done': (name: string) => `Inloggad som ${name}.`,

  'account.signOut.title': 'Logga ut',
  'account.signOut.note':
    'Den här webbläsaren glömmer dig; logga in igen med passkey eller lösenord.',
  'account.signOut.submit': 'Logga ut',
  'account.signOut.done': 'Utloggad. Du är en ny gäst nu.',

  'account.delete.title': 'Radera ditt konto',
  'account.delete.note':
    'Ditt namn, lösenord och dina passkeys raderas. Dina given finns kvar som repriser, med namnet utbytt.',
  'account.delete.ask': 'Radera mitt konto …',
  'account.delete.sure': 'Radera för gott? Det går inte att ångra.',
  'account.delete.confirm': 'Ja, radera mitt konto',
  'account.delete.keep': 'Behåll det',
  'account.delete.done': 'Ditt konto är raderat.',

  'account.error.NAME_TAKEN': 'En annan spelare har det namnet: välj ett annat.',
  'account.error.BAD_CREDENTIALS': 'Det loggade inte in dig: kontrollera namn och lösenord.',
  'account.error.HAS_PASSWORD': 'Ditt konto har redan ett lösenord.',
  'account.error.PASSKEY_FAILED': 'Passkeyn kunde inte kontrolleras: försök igen.',
  'account.error.PASSKEY_CANCELLED': 'Ingen passkey användes.',
  'account.error.BAD_MESSAGE': 'Det namnet går inte att använda: välj ett annat.',
  'account.error.NOT_SIGNED_IN': 'Du är inte inloggad.',
  // Hur du loggar in (issue 24).
  'account.reauth.title': 'Bekräfta att det är du',
  'account.reauth.note':
    'För att ändra hur du loggar in krävs en inloggning under de senaste 10 minuterna: bekräfta med ditt lösenord eller en passkey.',
  'account.reauth.password': 'Ditt lösenord',
  'account.reauth.submit': 'Bekräfta',
  'account.reauth.passkey': 'Bekräfta med en passkey',
  'account.reauth.done': 'Bekräftat.',
  'account.ways.title': 'Hur du loggar in',
  'account.ways.note':
    'Byt lösenord, eller ta bort en passkey du inte längre använder (en borttappad telefon, en gammal dator).',
  'account.ways.last':
    'Det här är ditt enda sätt att logga in: lägg till ett till innan du tar bort det.',
  'account.ways.passkey': (n: number, date: string) => `Passkey ${n}, tillagd ${date}`,
  'account.ways.remove': 'Ta bort',
  'account.ways.removePasskey': (n: number) => `Ta bort passkey ${n}`,
  'account.ways.passkeyRemoved': 'Passkeyn är borttagen.',
  'account.ways.removePassword': 'Ta bort lösenordet',
  'account.ways.passwordRemoved': 'Ditt lösenord är borttaget: logga in med en passkey.',
  'account.ways.newPassword': 'Nytt lösenord',
  'account.ways.changePassword': 'Byt lösenord',
  'account.ways.passwordChanged': 'Ditt lösenord är bytt, och du är utloggad överallt annars.',
  'account.elsewhere.title': 'Inloggad någon annanstans',
  'account.elsewhere.note':
    'Fortfarande inloggad på en dator du inte längre använder, eller en som inte är din? Logga ut överallt utom här.',
  'account.elsewhere.submit': 'Logga ut överallt annars',
  'account.elsewhere.done': (n: number) =>
    n === 0
      ? 'Du var inte inloggad någon annanstans.'
      : p(n, 'Utloggad från # annan session.', 'Utloggad från # andra sessioner.'),
  'account.error.REAUTH_REQUIRED': 'Bekräfta först att det är du (nedan).',
  'account.error.LAST_CREDENTIAL': 'Det är ditt enda sätt att logga in: det blir kvar.',
  'account.error.NO_PASSWORD': 'Ditt konto har inget lösenord.',
  'account.error.NOT_FOUND': 'Den passkeyn är inte din, eller är redan borttagen.',
};
