// The account screens' words (issue 13), English: the source of the other languages' keys.

import { plural } from '../plural';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });

export const accountEn = {
  'account.title': 'Your account',
  'account.loading': 'Asking the server who you are…',
  'account.failed': (why: string) => `The server could not be asked: ${why}`,
  'account.menu': (name: string) => `Account: ${name}`,

  'account.name.title': 'Your name',
  'account.name.label': 'Name',
  'account.name.save': 'Change name',
  'account.name.saved': 'Your name is changed.',
  'account.name.note': 'Others see this name at the table, on the leaderboard and in replays.',

  'account.guest':
    'You play as a guest: this browser keeps your name and your games. Secure your name to keep it on other devices and browsers.',
  'account.secured': 'Your name is secured.',
  'account.has.password': 'Password: set.',
  'account.has.passkeys': (n: number) => p(n, '# passkey.', '# passkeys.'),

  'account.secure.title': 'Secure your name',
  'account.secure.passkeyNote':
    'A passkey signs you in with your device’s lock (fingerprint, face, PIN): nothing to remember, nothing to steal.',
  'account.secure.passkey': 'Create a passkey',
  'account.secure.passkeyDone': 'Your passkey is saved.',
  'account.secure.passwordNote':
    'No passkeys on this device? A password (8 characters or more) does it too.',
  'account.secure.password': 'New password',
  'account.secure.setPassword': 'Set password',
  'account.secure.passwordDone': 'Your password is set.',
  'account.secure.tooShort': 'A password needs 8 characters or more.',

  'account.signIn.title': 'Sign in',
  'account.signIn.note': 'Already secured your name elsewhere? Sign in to play as yourself here.',
  'account.signIn.passkey': 'Sign in with a passkey',
  'account.signIn.name': 'Name',
  'account.signIn.password': 'Password',
  'account.signIn.submit': 'Sign in',
  'account.signIn.done': (name: string) => `Signed in as ${name}.`,

  'account.signOut.title': 'Sign out',
  'account.signOut.note': 'This browser forgets you; sign in again with your passkey or password.',
  'account.signOut.submit': 'Sign out',
  'account.signOut.done': 'Signed out. You are a new guest now.',

  'account.delete.title': 'Delete your account',
  'account.delete.note':
    'Your name, password and passkeys are deleted. Your deals stay as replays, with your name replaced.',
  'account.delete.ask': 'Delete my account…',
  'account.delete.sure': 'Delete it for good? This cannot be undone.',
  'account.delete.confirm': 'Yes, delete my account',
  'account.delete.keep': 'Keep it',
  'account.delete.done': 'Your account is deleted.',

  'account.error.NAME_TAKEN': 'Another player has that name: choose another one.',
  'account.error.BAD_CREDENTIALS': 'That did not sign you in: check the name and the password.',
  'account.error.HAS_PASSWORD': 'Your account has a password already.',
  'account.error.PASSKEY_FAILED': 'The passkey could not be checked: try again.',
  'account.error.PASSKEY_CANCELLED': 'No passkey was used.',
  'account.error.BAD_MESSAGE': 'That name cannot be used: choose another one.',
  'account.error.NOT_SIGNED_IN': 'You are not signed in.',
  // Managing how you sign in (issue 24).
  'account.reauth.title': 'Confirm it is you',
  'account.reauth.note':
    'Changing how you sign in needs a sign-in within the last 10 minutes: confirm with your password or a passkey.',
  'account.reauth.password': 'Your password',
  'account.reauth.submit': 'Confirm',
  'account.reauth.passkey': 'Confirm with a passkey',
  'account.reauth.done': 'Confirmed.',
  'account.ways.title': 'How you sign in',
  'account.ways.note':
    'Change your password, or remove a passkey you no longer use (a lost phone, an old computer).',
  'account.ways.last': 'This is your only way to sign in: add another before you remove it.',
  'account.ways.passkey': (n: number, date: string) => `Passkey ${n}, added ${date}`,
  'account.ways.remove': 'Remove',
  'account.ways.removePasskey': (n: number) => `Remove passkey ${n}`,
  'account.ways.passkeyRemoved': 'The passkey is removed.',
  'account.ways.removePassword': 'Remove the password',
  'account.ways.passwordRemoved': 'Your password is removed: sign in with a passkey.',
  'account.ways.newPassword': 'New password',
  'account.ways.changePassword': 'Change password',
  'account.ways.passwordChanged': 'Your password is changed, and signed out everywhere else.',
  'account.elsewhere.title': 'Signed in elsewhere',
  'account.elsewhere.note':
    'Still signed in on a computer you no longer use, or one that is not yours? Sign out everywhere but here.',
  'account.elsewhere.submit': 'Sign out everywhere else',
  'account.elsewhere.done': (n: number) =>
    n === 0
      ? 'You were signed in nowhere else.'
      : p(n, 'Signed out of # other session.', 'Signed out of # other sessions.'),
  'account.error.REAUTH_REQUIRED': 'Confirm it is you first (below).',
  'account.error.LAST_CREDENTIAL': 'That is your only way to sign in: it stays.',
  'account.error.NO_PASSWORD': 'Your account has no password.',
  'account.error.NOT_FOUND': 'That passkey is not yours, or is gone already.',
};
