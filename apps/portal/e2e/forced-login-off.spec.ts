// Lotus's build forces login, so its pages are painted as the login page and the app starts at
// /login (routing/forced-login-start.ts). When the platform no longer forces login (the operator
// switched FORCELOGIN3 off after the build), the visitor is taken back to the page asked for. The
// switch is the tenant's, for every visitor: this file runs in the project that runs after all the
// others (playwright.config.ts), and switches it back.
import { expect, test } from '@playwright/test';
import { Platform } from './support/platform';
import { LOTUS } from './support/tenants';
import { LOBBY_TEXTS } from './support/texts';

test('lotus with forced login switched off after the build shows a visitor the page asked for', async ({ page }) => {
  const platform = await Platform.connect(LOTUS);
  try {
    await platform.setModules({ FORCELOGIN3: false });
    await page.goto(`${LOTUS.origin}/rng`);
    await expect(page.getByRole('heading', { level: 1, name: LOBBY_TEXTS.TH.categories.RNG })).toBeVisible();
    await expect(page).toHaveURL(`${LOTUS.origin}/rng`);
  } finally {
    await platform.setModules({ FORCELOGIN3: true });
    await platform.dispose();
  }
});
