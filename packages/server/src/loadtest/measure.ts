// What the load test reads off the servers (their /metrics) and off the machine (/proc),
// and the quantiles it reports (main.ts).

import { readFileSync } from 'node:fs';

/**
 * The servers' action→broadcast histogram (their /metrics), summed: cumulative counts by
 * bucket bound in seconds (+Inf last).
 */
export async function serverBuckets(urls: readonly string[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const url of urls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const m of text.matchAll(
      /^kaschlan_action_broadcast_seconds_bucket\{le="([^"]+)"\} (\d+)/gm,
    )) {
      const le = m[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(m[1]);
      out.set(le, (out.get(le) ?? 0) + Number(m[2]));
    }
  }
  return out;
}

/** A server process's CPU time so far and resident memory, from /proc (Linux). */
export function usage(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuSeconds: ticks / 100, rssMb: rss / 1024 };
}

/** The q-quantile of an ascending list (NaN when empty). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
