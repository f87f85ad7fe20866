// The main thread's side of the SQLite writer thread (sqlite-writer.mjs): each write a
// promise, settled by the thread's answer; a stopped thread fails every write still waiting.

import { Worker } from 'node:worker_threads';
import { type Must, refused } from './errors';

/** The SQLite writer thread (sqlite-writer.mjs), as promises. */
export class SqliteWriter {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  private ids = 0;
  private failed: Error | null = null;

  constructor(file: string, sync: 'FULL' | 'NORMAL') {
    this.worker = new Worker(new URL('./sqlite-writer.mjs', import.meta.url), {
      workerData: { file, sync },
    });
    this.worker.on('message', (m: { id: number; ok: boolean; must?: Must; error?: string }) => {
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (m.ok) w.resolve();
      else w.reject(m.must ? refused(m.must) : new Error(m.error ?? 'write failed'));
    });
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', (code) => this.fail(new Error(`the SQLite writer stopped (${code})`)));
  }

  private fail(e: Error): void {
    this.failed = e;
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
  }

  run(
    steps: readonly {
      q: { sql: string; parameters: readonly unknown[] };
      must?: string | undefined;
    }[],
  ): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    const id = ++this.ids;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({
        id,
        statements: steps.map(({ q, must }) => ({ sql: q.sql, parameters: q.parameters, must })),
      });
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}
