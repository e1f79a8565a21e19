// The help centre and feedback on both brands, from each brand's seed through the real platform:
// /helpmc (no header) searched and an article read; the side menu's help modal sending feedback
// that the tenant's word-count range refuses (aurora 3–200 words, lotus 5–120, Thai counted by its
// words), then accepts; no serious accessibility problem on either.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import supportEn from '../../../packages/features/support/src/locales/en/support.json' with { type: 'json' };
import supportTh from '../../../packages/features/support/src/locales/th/support.json' with { type: 'json' };
import { openAsMember } from './support/session';
import { TENANTS, type E2eTenant } from './support/tenants';
import { fill, SHELL_TEXTS } from './support/texts';
import { seriousViolations } from './support/axe';

const SUPPORT_TEXTS = { EN: supportEn, TH: supportTh } as const;

interface SeedArticle {
  id: string;
  title: Record<string, string>;
  content: Record<string, string>;
}

/** The brand's feedback word-count range (tenant.json `feedback`). */
function feedbackRange(tenant: E2eTenant): { minWords: number; maxWords: number } {
  const file = join(import.meta.dirname, '..', '..', '..', 'tenants', tenant.id, 'tenant.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { feedback: { minWords: number; maxWords: number } }).feedback;
}

function seed(tenant: E2eTenant): SeedArticle[] {
  const file = join(import.meta.dirname, '..', '..', '..', 'tenants', tenant.id, 'seed', 'help-center.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { articles: SeedArticle[] }).articles;
}

/** A word each brand's withdrawal article has in its content (not its title), and feedback texts. */
const CASES = {
  aurora: { word: 'payee', tooShort: 'Too short', accepted: 'Please add more fishing games' },
  // ขอบคุณ มาก ครับ: three words, lotus asks for five; the accepted one has eight, no space in either.
  lotus: { word: 'วอลเล็ต', tooShort: 'ขอบคุณมากครับ', accepted: 'ผมอยากให้เพิ่มเกมยิงปลาอีก' },
} as const;

for (const tenant of TENANTS) {
  const language = tenant.defaultLanguage as keyof typeof SUPPORT_TEXTS;
  const texts = SUPPORT_TEXTS[language];
  const shell = SHELL_TEXTS[language];
  const articles = seed(tenant);
  const title = (a: SeedArticle) => a.title[language]!;
  const cases = CASES[tenant.id as keyof typeof CASES];

  test(`${tenant.id}: /helpmc lists the brand's articles, finds one by a word of its content and opens it`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`${tenant.origin}/helpmc`);
    await expect(page.getByRole('heading', { level: 1, name: shell.screens.helpCentre.title })).toBeVisible();
    // No header on /helpmc (spec): no banner landmark.
    await expect(page.getByRole('banner')).toHaveCount(0);
    for (const article of articles)
      await expect(page.getByRole('button', { name: title(article), exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: texts.helpCentre.searchLabel }).fill(cases.word);
    const matching = articles.filter((a) => `${a.title[language]} ${a.content[language]}`.includes(cases.word));
    expect(matching.map((a) => a.id)).toContain('withdrawal');
    await expect(
      page.getByRole('status').filter({ hasText: fill(texts.helpCentre.found, { total: String(matching.length) }) }),
    ).toBeVisible();
    const withdrawal = articles.find((a) => a.id === 'withdrawal')!;
    await page.getByRole('button', { name: title(withdrawal), exact: true }).click();
    const article = page.getByRole('article', { name: title(withdrawal) });
    await expect(article).toContainText(cases.word);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: texts.helpCentre.back }).click();
    await page.getByRole('searchbox', { name: texts.helpCentre.searchLabel }).fill('zzqx');
    await expect(page.getByText(fill(texts.helpCentre.noMatch, { query: 'zzqx' }))).toBeVisible();
  });

  test(`${tenant.id}: the side menu's help opens the help modal, whose feedback is refused below the word range, then sent`, async ({
    page,
  }) => {
    // A member's registration and the accessibility check take a while on a busy two-core machine.
    test.setTimeout(60_000);
    // Lotus logs visitors in first (forced login): the side menu is a member's there.
    if (tenant.forceLogin) await openAsMember(page, tenant);
    else await page.goto(`${tenant.origin}/`);
    const menu = page.getByRole('navigation', { name: shell.sideMenu.label });
    await menu.getByRole('button', { name: shell.sideMenu.helpCentre }).click();
    const dialog = page.getByRole('dialog', { name: shell.helpModal.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: title(articles[0]!), exact: true })).toBeVisible();

    await dialog.getByRole('tab', { name: texts.tabs.feedback }).click();
    const form = dialog.getByRole('form', { name: texts.feedback.formLabel });
    const content = form.getByRole('textbox', { name: texts.feedback.content });
    await content.fill(cases.tooShort);
    await form.getByRole('button', { name: texts.feedback.submit }).click();
    await expect(
      form.getByText(fill(texts.feedback.tooFew, { min: String(feedbackRange(tenant).minWords) })),
    ).toBeVisible();
    await expect(content).toHaveValue(cases.tooShort);

    await content.fill(cases.accepted);
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/feedback');
    await form.getByRole('button', { name: texts.feedback.submit }).click();
    expect((await sent).status()).toBe(200);
    await expect(form.getByText(texts.feedback.sent)).toBeVisible();
    await expect(content).toHaveValue('');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu.getByRole('button', { name: shell.sideMenu.helpCentre })).toBeFocused();
  });
}
