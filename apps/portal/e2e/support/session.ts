import type { Page } from '@playwright/test';

/**
 * Puts a session token where the platform keeps it (sessionStorage `token`) before the portal
 * starts, as a logged-in member would have it. The shell only checks that a token is there.
 */
export async function withSessionToken(page: Page, token = 'e2e-session-token'): Promise<void> {
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
}
