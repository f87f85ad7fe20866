import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need the built web app (its size, and the app driven in Chromium) form their
// own project, whose global setup builds the app once for all of them.
const webBuild = ['packages/web/test/budget.test.ts', 'packages/web/test/*.e2e.test.ts'];
// The README's screenshots are made by the web project too, only when asked for
// (`npm run screenshots`): they rewrite docs/screenshots.
const shots = process.env['KASCHLAN_SCREENSHOTS'] ? ['packages/web/test/screenshots.shots.ts'] : [];

export default defineConfig({
  test: {
    // Guards against a hang, not speed limits: a loaded 2-core machine starts a server or a
    // browser slowly, and tests wait for conditions (never for a time).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...webBuild],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [...webBuild, ...shots],
          globalSetup: ['packages/web/test/support/build.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
