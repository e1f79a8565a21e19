// Promotions and activities on both brands against the real platform, from each brand's seed
// (tenants/<brand>/seed/promotions.json), in the brand's default language (aurora EN, lotus TH):
// - a promotion from its banner (the brand's w_promotion banner above /promotions, linking to
//   welcome-bonus): a visitor sees its detail with the login prompt (aurora; lotus forces login),
//   a member opens it the same way and joins it, then sees the progress towards the turnover;
// - an application with two small real png images and a remark: 141 characters refused with the
//   message and kept, 140 accepted → "applying";
// - a raffle (turnover 1): after one spin of the in-house slot the claim shows the prize, the
//   balance rises, and after a reload the raffle is claimed with no claim button (claimed once);
// - axe finds no serious violations on the list and the detail.
// Elements are found by role and accessible name.
import { expect, test, type Page } from '@playwright/test';
import promotionsEn from '../../../packages/features/promotions/src/locales/en/promotions.json' with { type: 'json' };
import promotionsTh from '../../../packages/features/promotions/src/locales/th/promotions.json' with { type: 'json' };
import { headerBalance } from './support/auth-ui';
import { Platform } from './support/platform';
import { PNG, runningPromotion as running, seedPromotions as seed, type SeedPromotion } from './support/promotions';
import { openAs, openAsMember } from './support/session';
import { TENANTS } from './support/tenants';
import { escapeRegExp, fill } from './support/texts';
import { seriousViolations } from './support/axe';
import { spinOnce } from './support/points-member';

const TEXTS = { EN: promotionsEn, TH: promotionsTh } as const;

/** A text with its {{amount}} standing for any amount. */
const withAnyAmount = (text: string) => new RegExp(text.split('{{amount}}').map(escapeRegExp).join('.+'));

for (const tenant of TENANTS) {
  const texts = TEXTS[tenant.defaultLanguage as keyof typeof TEXTS];
  const titleOf = (promotion: SeedPromotion) => promotion.title[tenant.defaultLanguage]!;
  const welcome = seed(tenant).find((p) => p.id === 'welcome-bonus')!;
  const status = (page: Page) => page.getByRole('region', { name: texts.detail.yourState });

  test(`${tenant.id}: a promotion from its banner shows welcome-bonus's detail, and a member joins it`, async ({
    page,
  }) => {
    // A visitor's visit and a member's, each with axe: more than the default on a busy machine.
    test.setTimeout(90_000);
    const openFromBanner = async () => {
      await page.getByRole('link', { name: tenant.bannerAlt('promotion') }).click();
      await expect(page).toHaveURL(/\/promotions\/welcome-bonus$/);
      await expect(page.getByRole('heading', { level: 1, name: titleOf(welcome) })).toBeVisible();
    };
    if (!tenant.forceLogin) {
      await page.goto(`${tenant.origin}/promotions`);
      await expect(page.getByRole('tablist', { name: texts.list.tabsLabel })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await openFromBanner();
      await expect(status(page).getByRole('button', { name: texts.detail.login })).toBeVisible();
      await expect(status(page).getByRole('button', { name: texts.join.action })).toHaveCount(0);
    }

    await openAsMember(page, tenant, '/promotions');
    await expect(page.getByRole('tablist', { name: texts.list.tabsLabel })).toBeVisible();
    // A member's list carries the state chips.
    await expect(page.getByText(texts.states.available, { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await openFromBanner();
    await status(page).getByRole('button', { name: texts.join.action }).click();
    await expect(status(page).getByRole('progressbar', { name: texts.detail.progressLabel })).toBeVisible();
    await expect(status(page).getByText(texts.states.in_process, { exact: true })).toBeVisible();
    await expect(status(page).getByRole('button', { name: texts.join.action })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${tenant.id}: an application with two images refuses a remark of 141 characters and takes 140`, async ({
    page,
  }) => {
    const apply = running(tenant, 'apply');
    await openAsMember(page, tenant, `/promotions/${apply.id}`);
    const form = page.getByRole('form', { name: fill(texts.apply.formLabel, { title: titleOf(apply) }) });
    await expect(form).toBeVisible();
    await form.getByLabel(texts.apply.images).setInputFiles([
      { name: 'slip-one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'slip-two.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const chosen = form.getByRole('list', { name: texts.apply.selected });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);

    const remark = form.getByRole('textbox', { name: texts.apply.remark });
    await remark.fill('a'.repeat(141));
    await expect(form.getByText(fill(texts.apply.counter, { length: '141', max: '140' }))).toBeVisible();
    await form.getByRole('button', { name: texts.apply.submit }).click();
    await expect(form.getByText(fill(texts.apply.remarkTooLong, { max: '140' }))).toBeVisible();
    await expect(remark).toHaveValue('a'.repeat(141));

    await remark.press('Backspace');
    await form.getByRole('button', { name: texts.apply.submit }).click();
    await expect(status(page).getByText(texts.apply.applied)).toBeVisible();
    await expect(status(page).getByText(texts.states.applying, { exact: true })).toBeVisible();
    await page.reload();
    await expect(status(page).getByText(texts.states.applying, { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: fill(texts.apply.formLabel, { title: titleOf(apply) }) })).toHaveCount(
      0,
    );
  });

  test(`${tenant.id}: a raffle claimed once after a spin — the prize shown, the balance up, no second claim`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const raffle = running(tenant, 'raffle');
    const platform = await Platform.connect(tenant);
    try {
      const account = await platform.register();
      await platform.credit(account.username, 100_000);
      await openAs(page, tenant, account, '/inhouse', platform);
    } finally {
      await platform.dispose();
    }
    await spinOnce(page, tenant, '10');

    await page.goto(`${tenant.origin}/promotions/${raffle.id}`);
    const claim = status(page).getByRole('button', { name: texts.raffle.claim });
    // The spin's valid bet counts towards the raffle once the platform has it.
    await expect(async () => {
      await page.reload();
      await expect(claim).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    const before = await headerBalance(page, tenant);

    await claim.click();
    const dialog = page.getByRole('dialog', { name: texts.raffle.prizeTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(withAnyAmount(texts.raffle.prizeBody));
    await dialog.getByRole('button', { name: texts.raffle.close }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(claim).toHaveCount(0);
    await expect.poll(() => headerBalance(page, tenant)).toBeGreaterThan(before);

    await page.reload();
    await expect(status(page).getByText(texts.states.claimed, { exact: true })).toBeVisible();
    await expect(status(page).getByText(withAnyAmount(texts.raffle.claimed))).toBeVisible();
    await expect(status(page).getByRole('button', { name: texts.raffle.claim })).toHaveCount(0);
  });
}
