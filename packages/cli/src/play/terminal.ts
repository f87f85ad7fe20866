// The terminal side of `kaschlan play`: output, and one typed line at a time. Ctrl-D (end
// of input) and Ctrl-C come back as null, which the game takes as "quit".

import { createInterface } from 'node:readline';

export interface PlayIO {
  write(text: string): void;
  /** The next line typed, or null when input has ended. */
  ask(prompt: string): Promise<string | null>;
  sleep(ms: number): Promise<void>;
}

export interface Terminal extends PlayIO {
  close(): void;
}

export function openTerminal(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Terminal {
  const terminal = input.isTTY === true && output.isTTY === true;
  const rl = createInterface({ input, output, terminal });
  const queued: string[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let closed = false;
  const answer = (line: string | null) => {
    const w = waiting;
    waiting = null;
    w?.(line);
  };
  rl.on('line', (line) => {
    if (waiting === null) queued.push(line);
    else {
      if (!terminal) output.write(`${line}\n`); // no echo from a pipe: keep a readable transcript
      answer(line);
    }
  });
  rl.on('close', () => {
    closed = true;
    if (waiting !== null) output.write('\n'); // end the prompt's line
    answer(null);
  });
  rl.on('SIGINT', () => rl.close());
  return {
    write: (text) => {
      output.write(text);
    },
    ask(prompt) {
      const line = queued.shift();
      if (line !== undefined) {
        // A terminal echoed it as it was typed ahead; from a pipe, show it once.
        if (!terminal) output.write(`${prompt}${line}\n`);
        return Promise.resolve(line);
      }
      if (closed) return Promise.resolve(null);
      rl.setPrompt(prompt);
      rl.prompt();
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    close: () => rl.close(),
  };
}
