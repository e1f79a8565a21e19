// End-to-end tests: the built portal of every tenant served by the real platform server
// (apps/server/dist/main.js) on a fresh database, driven in Debian's Chromium.
// http://localhost:8181 is the default tenant (aurora); http://lotus.localhost:8181 is lotus
// (Chromium resolves *.localhost to loopback).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@portal/test-config';

/** PORTAL_E2E_PORT: another port, so that two runs (or a running `npm start`) can share a machine. */
export const E2E_PORT = Number(process.env.PORTAL_E2E_PORT ?? 8181);

/**
 * The built portal the server serves: PORTAL_E2E_DIST names another copy of apps/portal/dist (for
 * example a snapshot, so that a rebuild running beside the suite cannot pull the files away).
 */
export const E2E_DIST = process.env.PORTAL_E2E_DIST ?? join(import.meta.dirname, 'dist');

/**
 * Tests that switch something tenant-wide and must run alone: maintenance (PUT /dev/maintenance), and
 * the second factor's new-device check (LOGINIPVERF3 through PUT /dev/modules: every login of the
 * tenant from a new device would ask for a code), and lotus's forced login switched off.
 */
const MAINTENANCE_SPEC = /(maintenance|second-factor|forced-login-off)\.spec\.ts$/;
// The demo agents' own money moves: after everything else (session.spec reads agent01's balance).
const AGENT_SPEC = /agent-transfer\.spec\.ts$/;
// agent01's agent centre (and member01's): after the transfer, so the two never share agent01's session.
const AGENT_CENTRE_SPEC = /agent-centre\.spec\.ts$/;
// agent01 opens its reports: after the agent centre's journeys, for the same reason.
const AGENT_REPORTS_SPEC = /agent-reports\.spec\.ts$/;

/**
 * How long the e2e platform makes a new-device login code wait before it is sent again (production:
 * the contract's minute). second-factor.spec.ts waits this out, and moves the browser's countdown on.
 */
export const E2E_LOGIN_CODE_RESEND_SECONDS = 1;

// Created once by the main process; workers inherit the variable and reuse the folder.
process.env.PORTAL_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey takes 5–20 s alone; with other work on the two cores one took 31 s (two logins and two
  // pages): the ceiling leaves room for that, it is not a speed claim.
  timeout: 60_000,
  // Lazy chunks on a busy two-core machine: a screen may take a few seconds to appear.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1366, height: 900 },
    // A failed test keeps its trace: the actions, the network and a DOM snapshot at each step. Not the
    // screencast: recording it for every test (a trace is recorded whether the test fails or not)
    // kept Chromium's GPU and browser processes compositing frames, about a tenth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
    // A visitor who asked for less motion: the marquee, carousels and skeletons stand still, so
    // Chromium does not composite frames at 60 fps behind every test. The journeys are the same;
    // the marquee's own spec moves it (announcements.spec.ts).
    reducedMotion: 'reduce',
    // The portal registers a service worker; page.route() does not see what a worker fetches, so
    // tests run without one except e2e/offline.spec.ts, which is about it.
    serviceWorkers: 'block',
  },
  projects: [
    // Everything but maintenance, in parallel. Its teardown project runs once it has finished
    // (whatever the results), so the maintenance switch never shows to another test.
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [MAINTENANCE_SPEC, AGENT_SPEC, AGENT_CENTRE_SPEC, AGENT_REPORTS_SPEC],
      teardown: 'maintenance',
    },
    // agent01 sends money to a downline once no other test holds agent01's session or reads its balance.
    { name: 'agents', use: { browserName: 'chromium' }, testMatch: AGENT_SPEC, dependencies: ['chromium'] },
    { name: 'agent-centre', use: { browserName: 'chromium' }, testMatch: AGENT_CENTRE_SPEC, dependencies: ['agents'] },
    {
      name: 'agent-reports',
      use: { browserName: 'chromium' },
      testMatch: AGENT_REPORTS_SPEC,
      dependencies: ['agent-centre'],
    },
    // Maintenance is global for a tenant: its tests run alone, one after the other.
    // One worker: the files of this project switch tenant-wide state and must not overlap each other either.
    {
      name: 'maintenance',
      use: { browserName: 'chromium' },
      testMatch: MAINTENANCE_SPEC,
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    // PORTAL_E2E_SERVER: another build of the server to test against (default: the workspace's).
    command: `node ${process.env.PORTAL_E2E_SERVER ?? '../server/dist/main.js'}`,
    url: `http://localhost:${E2E_PORT}/wps/system/status`,
    env: {
      PORT: String(E2E_PORT),
      PORTAL_MODE: 'development',
      // The demo e-lottery draws every minute, so a test sees its bets closed, drawn and settled.
      LOTTERY_FAST_INTERVAL_SECONDS: '60',
      // Points accrue on the platform's clock (30 s by default): every second, so the points-mall
      // spec sees a spin's points within its timeout.
      POINTS_TICK_MS: '1000',
      // A reality-check minute lasts 200 ms (development only), so "every 15 minutes" is every 3 s
      // and responsible-gaming.spec sees the check over a game.
      REALITY_CHECK_MINUTE_MS: '200',
      LOGIN_CODE_RESEND_SECONDS: String(E2E_LOGIN_CODE_RESEND_SECONDS),
      // New passwords hashed at the low cost (test runs only; production refuses it): the suite
      // registers, logs in and changes passwords hundreds of times beside two browsers.
      PASSWORD_HASH_COST: 'low',
      DATA_DIR: process.env.PORTAL_E2E_DATA_DIR,
      PORTAL_DIST: E2E_DIST,
      // Lets a test say where the visitor is (the CDN's `cf-ipcountry` header): tenants block US and
      // KP. The browser connects over loopback, which plays the trusted load balancer here.
      TRUST_PROXY: 'loopback',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
