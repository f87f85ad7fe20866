import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need the built web app (its size, and the app driven in Chromium) form their
// own project, whose global setup builds the app once for all of them.
const webBuild = ['packages/web/test/budget.test.ts', 'packages/web/test/*.e2e.test.ts'];

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
          include: webBuild,
          globalSetup: ['packages/web/test/support/build.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
