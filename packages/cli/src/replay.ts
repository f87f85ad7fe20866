// `kaschlan replay FILE.json | -`: replay game records and print each final state as one
// JSON line (summary.ts). Exit 1 on an illegal action, 2 on a malformed record.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { replayRecord, summarize } from '@kaschlan/engine';

/** One record's output line and exit status. */
export function replayLine(text: string): { line: string; status: 0 | 1 | 2 } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return {
      line: JSON.stringify({
        error: `MALFORMED_RECORD: not JSON (${(e as Error).message})`,
        index: null,
      }),
      status: 2,
    };
  }
  const result = replayRecord(json);
  if (result.ok) return { line: JSON.stringify(summarize(result.state)), status: 0 };
  const { code, message, index } = result.error;
  return {
    line: JSON.stringify({ error: `${code}: ${message}`, index }),
    status: index === null ? 2 : 1,
  };
}

export async function replayCommand(
  args: readonly string[],
  out: NodeJS.WritableStream,
): Promise<number> {
  const file = args[0];
  if (file === undefined || args.length > 1) {
    process.stderr.write('usage: kaschlan replay FILE.json | -   (- reads one record per line)\n');
    return 2;
  }
  if (file !== '-') {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      out.write(
        `${JSON.stringify({ error: `READ_FAILED: ${(e as Error).message}`, index: null })}\n`,
      );
      return 2;
    }
    const { line, status } = replayLine(text);
    out.write(`${line}\n`);
    return status;
  }
  let worst = 0;
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const text of lines) {
    if (text.trim() === '') continue;
    const { line, status } = replayLine(text);
    worst = Math.max(worst, status);
    out.write(`${line}\n`);
  }
  return worst;
}
