/**
 * The browser tests (tests/browser/*.test.ts) under Playwright Test, against the test build in
 * build/ (scripts/test.sh builds it; `npx playwright test` alone uses the one there). Debian's
 * Chromium, never a downloaded one; one worker per core, every test free to run in any worker; a
 * trace and a screenshot kept for each failed test under test-results/. What the tests share (the
 * served build, the comments host, nginx, fixture builds) is in tests/browser/fixtures.ts.
 */
import os from 'node:os';
import {defineConfig} from '@playwright/test';

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '*.test.ts',
  outputDir: 'test-results/browser',
  fullyParallel: true,
  workers: Number(process.env.PW_WORKERS) || os.availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  // A test that fails is reported, not run again until it passes.
  retries: 0,
  // Timeouts, not budgets: bounds for a loaded two-core machine, after which a wait is a failure.
  timeout: 120_000,
  expect: {timeout: 10_000},
  // In CI the list only; elsewhere also the HTML report (`npx playwright show-report test-results/report`).
  reporter: process.env.CI ? 'list' : [['list'], ['html', {open: 'never', outputFolder: 'test-results/report'}]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The trace of a failed test: its actions, console, network and sources, without DOM snapshots
    // or a screencast, which took about a fifth of each test's time (the long pages' snapshots
    // most). For those, run the failing test again with `--trace retain-on-failure`.
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    screenshot: 'only-on-failure',
  },
});
