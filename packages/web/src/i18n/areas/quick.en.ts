// The quick play screen's words (issue 13), English: the source of the other languages' keys.
// /play-now: the table asked for, the wait in the queue, and the ways to it (the welcome, the
// lobby).

export const quickEn = {
  'quick.title': 'Play now',
  'quick.intro':
    'Get a table at once: you are matched with people near your rating, and if not enough come in time, bots at your level take the empty seats.',
  'quick.players': 'Players',
  'quick.preset': 'Rules',
  'quick.anyPreset': 'Any rules',
  'quick.wait': 'Bots after',
  'quick.seconds': (s: number) => `${s} s`,
  'quick.waitNote': 'How long to wait for people before bots take the empty seats.',
  'quick.rated': 'Quick play tables are rated.',
  'quick.play': 'Play now',
  'quick.joining': 'Joining…',
  'quick.waiting': 'Looking for players…',
  'quick.waited': (clock: string) => `Waiting ${clock}`,
  'quick.botsAfter': (s: number) => `Bots take the empty seats after ${s} s.`,
  'quick.cancel': 'Cancel',
  'quick.matched': 'Table found: taking your seat…',
  'quick.lost': 'Your place in the queue was lost: try again.',
  'quick.failed': (why: string) => `You could not join the queue: ${why}`,
  'quick.error.QUEUE_FULL': 'The queue is full: try again in a moment.',
  'quick.error.TOO_MANY_TICKETS': 'Too many people are waiting from your address.',
  'quick.error.RATE_LIMITED': 'Too many tries: wait a moment.',
  // The ways in.
  'quick.welcome': 'Play people now',
  'quick.lobby.title': 'Quick play',
  'quick.lobby.text': 'Be matched with people at your level, or bots after a short wait.',
};
