// The account screens' words (issue 13), Deutsch.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { accountEn } from './account.en';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });

export const accountDe: Shape<typeof accountEn> = {
  'account.title': 'Dein Konto',
  'account.loading': 'Der Server wird gefragt, wer du bist …',
  'account.failed': (why: string) => `Der Server konnte nicht gefragt werden: ${why}`,
  'account.menu': (name: string) => `Konto: ${name}`,

  'account.name.title': 'Dein Name',
  'account.name.label': 'Name',
  'account.name.save': 'Namen ändern',
  'account.name.saved': 'Dein Name ist geändert.',
  'account.name.note':
    'Andere sehen diesen Namen am Tisch, in der Rangliste und in Wiederholungen.',

  'account.guest':
    'Du spielst als Gast: Dieser Browser merkt sich deinen Namen und deine Spiele. Sichere deinen Namen, um ihn auch auf anderen Geräten und Browsern zu behalten.',
  'account.secured': 'Dein Name ist gesichert.',
  'account.has.password': 'Passwort: gesetzt.',
  'account.has.passkeys': (n: number) => p(n, '# Passkey.', '# Passkeys.'),

  'account.secure.title': 'Sichere deinen Namen',
  'account.secure.passkeyNote':
    'Ein Passkey meldet dich mit der Sperre deines Geräts an (Fingerabdruck, Gesicht, PIN): nichts zu merken, nichts zu stehlen.',
  'account.secure.passkey': 'Passkey erstellen',
  'account.secure.passkeyDone': 'Dein Passkey ist gespeichert.',
  'account.secure.passwordNote':
    'Keine Passkeys auf diesem Gerät? Ein Passwort (8 Zeichen oder mehr) geht auch.',
  'account.secure.password': 'Neues Passwort',
  'account.secure.setPassword': 'Passwort setzen',
  'account.secure.passwordDone': 'Dein Passwort ist gesetzt.',
  'account.secure.tooShort': 'Ein Passwort braucht 8 Zeichen oder mehr.',

  'account.signIn.title': 'Anmelden',
  'account.signIn.note':
    'Deinen Namen schon anderswo gesichert? Melde dich an, um hier als du selbst zu spielen.',
  'account.signIn.passkey': 'Mit Passkey anmelden',
  'account.signIn.name': 'Name',
  'account.signIn.password': 'Passwort',
  'account.signIn.submit': 'Anmelden',
  'account.signIn.done': (name: string) => `Angemeldet als ${name}.`,

  'account.signOut.title': 'Abmelden',
  'account.signOut.note':
    'Dieser Browser vergisst dich; melde dich mit Passkey oder Passwort wieder an.',
  'account.signOut.submit': 'Abmelden',
  'account.signOut.done': 'Abgemeldet. Du bist jetzt ein neuer Gast.',

  'account.delete.title': 'Konto löschen',
  'account.delete.note':
    'Dein Name, dein Passwort und deine Passkeys werden gelöscht. Deine Spiele bleiben als Wiederholungen, mit ersetztem Namen.',
  'account.delete.ask': 'Mein Konto löschen …',
  'account.delete.sure': 'Endgültig löschen? Das lässt sich nicht rückgängig machen.',
  'account.delete.confirm': 'Ja, mein Konto löschen',
  'account.delete.keep': 'Behalten',
  'account.delete.done': 'Dein Konto ist gelöscht.',

  'account.error.NAME_TAKEN': 'Diesen Namen hat schon jemand: Wähle einen anderen.',
  'account.error.BAD_CREDENTIALS': 'Das hat dich nicht angemeldet: Prüfe Namen und Passwort.',
  'account.error.HAS_PASSWORD': 'Dein Konto hat schon ein Passwort.',
  'account.error.PASSKEY_FAILED':
    'Der Passkey konnte nicht geprüft werden: Versuche es noch einmal.',
  'account.error.PASSKEY_CANCELLED': 'Es wurde kein Passkey benutzt.',
  'account.error.BAD_MESSAGE': 'Dieser Name geht nicht: Wähle einen anderen.',
  'account.error.NOT_SIGNED_IN': 'Du bist nicht angemeldet.',
};
