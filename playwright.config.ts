import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/fixtures';

// One time zone for the whole run (src/server/test/fuso.ts): the web server and the workers read it from here.
process.env.TEST_FUSO = E2E.fuso;

// Debian's Chromium: browser downloads are not possible on our machines.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
  locale: 'pt-BR',
  timezoneId: E2E.fuso,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${E2E.port}`, trace: 'retain-on-failure' },
  // Runs while the server is still up: its log holds no personal data the flows typed.
  globalTeardown: './e2e/log-check.ts',
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/server.ts',
    url: `http://127.0.0.1:${E2E.port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
