// Chromium as the browser tests (browser.ts) and scripts/first-paint.mjs start it, and the
// settings a returning player has stored (the table opens at once). Plain JavaScript, so that
// the script runs under node as it is.

/** Debian's Chromium, driven through playwright-core. */
export const CHROMIUM = '/usr/bin/chromium';

/** Headless, with nothing of its own going on in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What a returning player has stored: a table of three against fast bots. */
export const RETURNING_SETTINGS = {
  players: 3,
  seats: ['human', 'normal', 'easy', 'normal', 'normal'],
  names: ['Anna', 'Otto', 'Frieda', 'Gustav', 'Minna'],
  preset: 'illig',
  rules: { pack: 32, coachman: false, afterTake: 'same-attacker', mustBeat: true },
  face: 'french',
  fourColour: false,
  theme: 'light',
  pace: 'instant',
};
