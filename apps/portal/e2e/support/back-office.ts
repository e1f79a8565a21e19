// What the back office's end-to-end spec needs: its English texts (the app's own namespace), the
// tenant's reward limits, and a demo staff login (the password this e2e server generated into its
// secrets.json, instance-secrets.ts) in a browser context of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import texts from '../../../backoffice/src/locales/en/backoffice.json' with { type: 'json' };
import { staffPassword } from './instance-secrets';
import type { E2eTenant } from './tenants';
import { escapeRegExp, fill } from './texts';

export const BACK_OFFICE_TEXTS = texts;

/** The demo staff of every tenant (the platform's seed): admin, finance, content, support, checker (finance + content). */
export const DEMO_STAFF = ['admin', 'finance', 'content', 'support', 'checker'] as const;
export type DemoStaff = (typeof DEMO_STAFF)[number];

/** The tenant's reward limits as its folder seeds them (major units). */
export function staffDecisions(tenant: E2eTenant): { rewardCeiling: number; approvalThreshold: number } {
  const config = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'tenants', tenant.id, 'tenant.json'), 'utf8'),
  );
  return config.wallet.staffDecisions;
}

/**
 * A demo staff member logged in to /backoffice/ in a browser context of their own (their own
 * sessionStorage: staff sessions never mix), on the first page their roles allow.
 */
export async function openBackOfficeAs(browser: Browser, tenant: E2eTenant, username: DemoStaff): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${tenant.origin}/backoffice/`);
  const login = page.getByRole('form', { name: texts.login.title });
  await login.getByRole('textbox', { name: new RegExp(`^${texts.login.merchantCode}`) }).fill(tenant.merchantCode);
  await login.getByRole('textbox', { name: new RegExp(`^${texts.login.username}`) }).fill(username);
  await login.getByLabel(new RegExp(`^${texts.login.password}`)).fill(staffPassword(tenant.merchantCode, username));
  await login.getByRole('button', { name: texts.login.submit }).click();
  await expect(page.getByRole('navigation', { name: texts.nav.label })).toBeVisible();
  await expect(page.getByText(`(${username})`)).toBeVisible();
  return page;
}

/** The back office's texts of one content page (announcements, help articles, promotions, missions). */
export interface ContentPageTexts {
  nav: string;
  title: string;
  caption: string;
  editTitle: string;
}

/**
 * A content staff member's edit of one item's English title on a content page of the back office:
 * opens the page from the navigation, edits the row titled `before` to `after`, saves, and sees the
 * list updated. The back-office page stays open for the caller (who closes its context).
 */
export async function editContentTitle(
  content: Page,
  page: ContentPageTexts,
  before: string,
  after: string,
): Promise<void> {
  await content.getByRole('link', { name: page.nav }).click();
  await expect(content.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
  const table = content.getByRole('table', { name: page.caption });
  await expect(table.getByRole('rowheader', { name: before, exact: true })).toBeVisible();
  await content
    .getByRole('group', { name: fill(texts.content.actionsFor, { title: before }) })
    .getByRole('button', { name: texts.content.edit })
    .click();
  const form = content.getByRole('dialog', { name: fill(page.editTitle, { title: before }) });
  const english = form.getByRole('textbox', {
    name: new RegExp(`^${escapeRegExp(fill(texts.content.titleIn, { language: texts.content.languages.EN }))}`),
  });
  await expect(english).toHaveValue(before);
  await english.fill(after);
  await form.getByRole('button', { name: texts.content.save }).click();
  await expect(content.getByText(texts.content.updated)).toBeVisible();
  await expect(table.getByRole('rowheader', { name: after, exact: true })).toBeVisible();
}
