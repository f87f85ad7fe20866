// The page's first download stays small: the JavaScript that index.html loads (the entry and
// what it imports statically, not the bots' worker) must be at most 100 KB gzipped, and the
// record reader's zod must have been left out of it.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const BUDGET = 100 * 1024;

const dist = inject('webDist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** JS files index.html loads: module scripts and module preloads. */
const initial = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const assets = readdirSync(join(dist, 'assets'));

describe('bundle budget', () => {
  it('loads its JavaScript from index.html', () => {
    expect(initial.length).toBeGreaterThan(0);
  });

  it('keeps the initial JavaScript within 100 KB gzipped', () => {
    const total = initial.reduce((sum, f) => sum + gz(f), 0);
    console.log(
      `initial JS: ${(total / 1024).toFixed(1)} KB gzipped (${initial.join(', ')}); build ${inject('webBuildMs')} ms`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET);
  });

  it('loads the bots separately, in a worker chunk', () => {
    const worker = assets.find((f) => f.startsWith('bot-worker') && f.endsWith('.js'));
    expect(worker).toBeDefined();
    expect(initial).not.toContain(`assets/${worker}`);
    console.log(`bots' worker: ${(gz(`assets/${worker}`) / 1024).toFixed(1)} KB gzipped`);
    // The searching bots are in the worker, not in the page.
    for (const f of initial)
      expect(readFileSync(join(dist, f), 'utf8')).not.toMatch(/ismcts|Determinizer/i);
  });

  it('leaves zod (record parsing) out of the page', () => {
    // Its schemas' `._zod`; the page's one word to zod, `__zod_globalConfig` (jitless, from
    // @kaschlan/protocol/strict-csp), is no zod code.
    for (const f of initial)
      expect(readFileSync(join(dist, f), 'utf8')).not.toMatch(/ZodError|\._zod\b/);
  });
});
