// The SQLite writer thread. Every write to the SQLite file happens here, so a commit's
// fsync (synchronous=FULL: durable across a power cut) never blocks the server's event
// loop, and the jobs that queue up while one commit is on disk share the next transaction
// (group commit). The main thread keeps its own connection for reads (WAL: readers never
// wait for the writer).
//
// In:  { id, statements: [{ sql, parameters, must? }] }   must (errors.ts, `Must`): the
//      statement RETURNs rows and has to return one (the room's fencing guard, an INSERT ...
//      ON CONFLICT DO NOTHING, a creator's cap: creators.ts); none back and the job is undone
//      and refused with that reason.
// Out: { id, ok: true } | { id, ok: false, must?: Must, error: string }

import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${workerData.sync === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

const prepared = new Map();
function statement(sql) {
  let s = prepared.get(sql);
  if (!s) {
    s = db.prepare(sql);
    prepared.set(sql, s);
  }
  return s;
}

const bind = (parameters) => parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));

function runJob(job) {
  db.exec('SAVEPOINT job');
  try {
    for (const q of job.statements) {
      const s = statement(q.sql);
      if (s.reader) {
        const rows = s.all(bind(q.parameters));
        if (q.must && rows.length === 0)
          throw Object.assign(new Error(`refused: ${q.must}`), { must: q.must });
      } else s.run(bind(q.parameters));
    }
    db.exec('RELEASE job');
    return { id: job.id, ok: true };
  } catch (e) {
    db.exec('ROLLBACK TO job');
    db.exec('RELEASE job');
    return { id: job.id, ok: false, must: e.must, error: e.message };
  }
}

parentPort.on('message', (first) => {
  // Everything that has arrived meanwhile goes into this one transaction.
  const jobs = [first];
  for (let m = receiveMessageOnPort(parentPort); m; m = receiveMessageOnPort(parentPort))
    jobs.push(m.message);
  let results;
  try {
    db.exec('BEGIN IMMEDIATE');
    results = jobs.map(runJob);
    db.exec('COMMIT');
  } catch (e) {
    try {
      db.exec('ROLLBACK');
    } catch {
      // no transaction left to undo
    }
    results = jobs.map((j) => ({ id: j.id, ok: false, error: e.message }));
  }
  for (const r of results) parentPort.postMessage(r);
});
