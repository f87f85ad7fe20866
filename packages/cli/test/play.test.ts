// `kaschlan play` in a real pseudo-terminal: the command runs in a detached tmux session,
// the test reads the screen (capture-pane) and types like a person (send-keys).

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const bin = resolve(__dirname, '../bin/kaschlan.js');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux)
  console.warn(
    'kaschlan play terminal tests skipped: tmux is not installed (apt-get install -y tmux)',
  );

const dir = mkdtempSync(join(tmpdir(), 'kaschlan-play-'));
const socket = join(dir, 'tmux.sock');
const conf = join(dir, 'tmux.conf');
// A long history so the whole deal stays readable; a finished pane stays to be read.
writeFileSync(conf, 'set -g history-limit 100000\nset -g remain-on-exit on\n');
// The program's exit status is printed after it: tmux's own #{pane_dead_status} is
// sometimes left empty when the pane's terminal closes before the process is reaped.
const WRAP = '"$0" "$@"; echo "[exited $?]"';

const tmux = (...args: string[]): string =>
  execFileSync('tmux', ['-S', socket, '-f', conf, ...args], { encoding: 'utf8' });

afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-S', socket, 'kill-server']);
  rmSync(dir, { recursive: true, force: true });
});

/** A `kaschlan play` session in its own tmux session. */
class Session {
  constructor(
    readonly name: string,
    args: readonly string[],
  ) {
    tmux(
      'new-session',
      '-d',
      '-s',
      name,
      '-x',
      '120',
      '-y',
      '40',
      'sh',
      '-c',
      WRAP,
      process.execPath,
      bin,
      'play',
      ...args,
    );
  }
  /** Everything printed so far (history and screen, wrapped lines joined). */
  screen(): string {
    return tmux('capture-pane', '-p', '-J', '-S', '-', '-t', this.name);
  }
  type(text: string): void {
    tmux('send-keys', '-t', this.name, '-l', text);
    tmux('send-keys', '-t', this.name, 'Enter');
  }
  key(key: string): void {
    tmux('send-keys', '-t', this.name, key);
  }
  /** The exit status once the program has ended, else null. */
  exitStatus(): number | null {
    const m = /\[exited (\d+)\]/.exec(this.screen());
    return m === null ? null : Number(m[1]);
  }
  /**
   * Wait until `done(screen)` holds; fail with the screen's end if it never does. The cap only
   * keeps a stuck program from hanging the test: far above what a loaded machine needs (the
   * first screen waits for Node and tsx to start the command).
   */
  async until(what: string, done: (screen: string) => boolean, ms = 90_000): Promise<string> {
    const end = Date.now() + ms;
    for (;;) {
      const s = this.screen();
      if (done(s)) return s;
      if (Date.now() > end)
        throw new Error(
          `timed out waiting for ${what}; the screen ends:\n${s.trimEnd().slice(-3000)}`,
        );
      await new Promise((r) => setTimeout(r, 40));
    }
  }
}

const PROMPT = 'Your choice (';
const count = (s: string, part: string): number => s.split(part).length - 1;
/** The last list of choices on the screen: [number, notation] of each. */
function lastChoices(screen: string): { n: number; notation: string }[] {
  const block = screen.slice(screen.lastIndexOf('Your move ('));
  return [...block.matchAll(/^ +(\d+)\) .*? {3,}(\S.*?)\s*$/gm)].map((m) => ({
    n: Number(m[1]),
    notation: m[2]!,
  }));
}

describe.skipIf(!hasTmux)('kaschlan play in a terminal (tmux)', () => {
  test('a whole deal typed through: numbers, notation, bad input explained, the end', async () => {
    const game = new Session('deal', [
      '--players',
      '2',
      '--level',
      'easy',
      '--seed',
      '3',
      '--delay',
      '0',
      '--no-color',
    ]);
    let prompts = 0;
    let turn = 0;
    let typedNotation = 0;
    const bad = { garbage: false, range: false, illegal: false };
    for (;;) {
      const screen = await game.until(
        'the next prompt',
        (s) => count(s, PROMPT) > prompts || s.includes('Another deal? (y/n)'),
      );
      if (screen.includes('Another deal? (y/n)')) break;
      prompts = count(screen, PROMPT);
      const choices = lastChoices(screen);
      expect(choices.length).toBeGreaterThan(0);
      expect(choices.map((c) => c.n)).toEqual(choices.map((_, i) => i + 1));
      turn++;
      if (!bad.garbage) {
        bad.garbage = true;
        game.type('flurb');
        await game.until('the parser explanation', (s) => s.includes('✗ "flurb" is not an action'));
      } else if (!bad.range) {
        bad.range = true;
        game.type('99');
        await game.until(
          'the range explanation',
          (s) =>
            s.includes(`✗ choose a number from 1 to`) || s.includes('✗ there is only action 1'),
        );
      } else if (!bad.illegal && choices.some((c) => /^(10|[2-9JQKA])[CSHD]/.test(c.notation))) {
        // An attacker's or reinforcer's turn: taking is the defender's (the engine says why).
        bad.illegal = true;
        game.type('take');
        await game.until("the engine's explanation", (s) =>
          s.includes('✗ only the defender takes (R4.3)'),
        );
      } else if (turn % 3 === 0) {
        typedNotation++;
        game.type(choices[0]!.notation);
      } else {
        game.type('1');
      }
    }
    const screen = game.screen();
    expect(bad).toEqual({ garbage: true, range: true, illegal: true });
    expect(typedNotation).toBeGreaterThan(2);
    expect(screen).toMatch(
      /You are the Kaschlan! You lost this deal\.|Bot 1 is the Kaschlan! You got out in time\.|nobody is the Kaschlan/,
    );
    expect(game.exitStatus()).toBeNull();
    // Another deal: yes; then leave it with q.
    game.type('y');
    await game.until('deal 2', (s) => s.includes('Deal 2 (seed 4)') && count(s, PROMPT) > prompts);
    game.type('q');
    await game.until('the end of the program', () => game.exitStatus() !== null);
    expect(game.screen()).toContain('Bye.');
    expect(game.exitStatus()).toBe(0);
    // Long for real work: a whole deal typed a line at a time, each answer read off the screen.
  }, 300_000);

  test('Ctrl-D at the prompt leaves cleanly', async () => {
    const game = new Session('eof', [
      '--players',
      '3',
      '--level',
      'normal',
      '--seed',
      '5',
      '--delay',
      '0',
      '--suits',
      'german',
    ]);
    await game.until('a prompt', (s) => s.includes(PROMPT));
    expect(game.screen()).toContain('Schellen-Ober★');
    game.key('C-d');
    await game.until('the end of the program', () => game.exitStatus() !== null);
    expect(game.screen()).toContain('Bye.');
    expect(game.screen()).not.toMatch(/Error|at .*\.ts:\d+/);
    expect(game.exitStatus()).toBe(0);
  }, 200_000);
});
