#!/usr/bin/env node
// Draws the app's PNG icons (public/icons/*.png) from their SVG sources with Chromium, once,
// by hand: `node packages/web/src/pwa/render-icons.mjs`. The PNGs are committed; the build
// only copies them. Needs Debian's Chromium at /usr/bin/chromium (as the browser tests do).

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = new URL('../../public/icons/', import.meta.url);
const RENDERS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
  // iOS ignores the manifest's icons and rounds the corners itself: a full square.
  { svg: 'maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { svg, png, size } of RENDERS) {
    const source = readFileSync(new URL(svg, icons), 'utf8').replace(
      '<svg ',
      `<svg width="${size}" height="${size}" `,
    );
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${source}`,
    );
    const shot = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(new URL(png, icons), shot);
    console.log(`${fileURLToPath(new URL(png, icons))}: ${size}×${size}, ${shot.length} bytes`);
  }
} finally {
  await browser.close();
}
