// PostgreSQL's group commit (store.ts appendAction): appends that arrive while one
// transaction is being written wait and go into the next one together, so a busy server pays
// one commit for many actions. Each append still resolves only once its row is committed,
// and is refused alone (fenced: another process owns the room; stored: action n exists)
// without failing the others in its transaction. SQLite needs none of this: its writer
// thread groups commits by itself (writer-thread.ts).

import type { Kysely } from 'kysely';
import { refused } from './errors';
import type { Database } from './schema';
import type { statements } from './statements';
import type { ActionRow, Step, Writer } from './store';

interface PendingAppend {
  readonly writer: Writer;
  readonly gameId: string;
  readonly row: ActionRow;
  readonly finished: { readonly at: number; readonly loser: number | null } | undefined;
  readonly resolve: () => void;
  readonly reject: (e: Error) => void;
}

export class GroupCommit {
  private pending: PendingAppend[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly hot: ReturnType<typeof statements>,
    /** The statement that checks the writer still owns the room, and touches it. */
    private readonly guard: (w: Writer) => Step,
    /** Told each transaction's time from start to commit, in seconds. */
    private readonly onCommit: (seconds: number) => void,
  ) {}

  /** Append action `row.n` of a deal; resolves once committed (see store.ts appendAction). */
  append(
    writer: Writer,
    gameId: string,
    row: ActionRow,
    finished: { readonly at: number; readonly loser: number | null } | undefined,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ writer, gameId, row, finished, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      // Let the appends of this turn of the event loop join the first transaction.
      await new Promise((r) => setImmediate(r));
      await this.flushAll();
    } finally {
      // Whatever happens, the next append starts a flush: a flag left set would leave every
      // append of this process waiting for ever (issue 26).
      this.flushing = false;
      // An append that came after the last batch's check, while this flush was returning
      // (a resolved append's caller runs before it), is written now, not never.
      if (this.pending.length > 0) void this.flush();
    }
  }

  private async flushAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      const started = performance.now();
      try {
        const stored = await this.db.transaction().execute(async (tx) => {
          const ok: (true | 'fenced' | 'stored')[] = [];
          for (const a of batch) {
            const guarded = await tx.executeQuery(this.guard(a.writer).q.compile());
            if (guarded.rows.length === 0) {
              ok.push('fenced');
              continue;
            }
            const inserted = await tx.executeQuery(
              this.hot.action
                .with(a.gameId, a.row.n, JSON.stringify(a.row.action), a.row.source, a.row.at)
                .compile(),
            );
            ok.push(inserted.rows.length === 1 || 'stored');
            if (inserted.rows.length === 1 && a.finished)
              await tx
                .updateTable('games')
                .set({ finished_at: a.finished.at, loser: a.finished.loser })
                .where('id', '=', a.gameId)
                .execute();
          }
          return ok;
        });
        batch.forEach((a, i) => {
          const outcome = stored[i];
          if (outcome === true) a.resolve();
          else a.reject(refused(outcome ?? 'stored'));
        });
      } catch (e) {
        for (const a of batch) a.reject(e as Error);
      }
      this.onCommit((performance.now() - started) / 1000);
    }
  }
}
