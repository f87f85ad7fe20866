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
  // Wie du dich anmeldest, verwalten (issue 24).
  'account.reauth.title': 'Bestätige, dass du es bist',
  'account.reauth.note':
    'Um zu ändern, wie du dich anmeldest, braucht es eine Anmeldung in den letzten 10 Minuten: Bestätige mit deinem Passwort oder einem Passkey.',
  'account.reauth.password': 'Dein Passwort',
  'account.reauth.submit': 'Bestätigen',
  'account.reauth.passkey': 'Mit einem Passkey bestätigen',
  'account.reauth.done': 'Bestätigt.',
  'account.ways.title': 'Wie du dich anmeldest',
  'account.ways.note':
    'Ändere dein Passwort oder entferne einen Passkey, den du nicht mehr benutzt (ein verlorenes Handy, ein alter Computer).',
  'account.ways.last':
    'Das ist dein einziger Weg, dich anzumelden: Füge einen weiteren hinzu, bevor du ihn entfernst.',
  'account.ways.passkey': (n: number, date: string) => `Passkey ${n}, hinzugefügt am ${date}`,
  'account.ways.remove': 'Entfernen',
  'account.ways.removePasskey': (n: number) => `Passkey ${n} entfernen`,
  'account.ways.passkeyRemoved': 'Der Passkey ist entfernt.',
  'account.ways.removePassword': 'Passwort entfernen',
  'account.ways.passwordRemoved': 'Dein Passwort ist entfernt: Melde dich mit einem Passkey an.',
  'account.ways.newPassword': 'Neues Passwort',
  'account.ways.changePassword': 'Passwort ändern',
  'account.ways.passwordChanged':
    'Dein Passwort ist geändert, und überall sonst bist du abgemeldet.',
  'account.elsewhere.title': 'Anderswo angemeldet',
  'account.elsewhere.note':
    'Noch an einem Computer angemeldet, den du nicht mehr benutzt oder der nicht dir gehört? Melde dich überall außer hier ab.',
  'account.elsewhere.submit': 'Überall sonst abmelden',
  'account.elsewhere.done': (n: number) =>
    n === 0
      ? 'Du warst nirgends sonst angemeldet.'
      : p(n, '# andere Sitzung abgemeldet.', '# andere Sitzungen abgemeldet.'),
  'account.error.REAUTH_REQUIRED': 'Bestätige zuerst, dass du es bist (unten).',
  'account.error.LAST_CREDENTIAL': 'Das ist dein einziger Weg, dich anzumelden: Er bleibt.',
  'account.error.NO_PASSWORD': 'Dein Konto hat kein Passwort.',
  'account.error.NOT_FOUND': 'Dieser Passkey gehört nicht dir oder ist schon entfernt.',
};
