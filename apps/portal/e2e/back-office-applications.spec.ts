// A promotion application worked through the back office, on both brands against the real platform:
// a member applies to the brand's running `apply` promotion (tenants/<brand>/seed/promotions.json)
// with a real png and a remark in the portal; finance opens the promotion applications page, finds
// the application with the member's remark, sees the image (fetched with the staff token, shown as
// a thumbnail and larger on click) and issues it (the seeded reward is below the brand's approval
// threshold: paid at once); the member's promotion then shows "issued" and the balance rose by the
// reward. Elements are found by role and accessible name.
import { expect, test } from '@playwright/test';
import promotionsEn from '../../../packages/features/promotions/src/locales/en/promotions.json' with { type: 'json' };
import promotionsTh from '../../../packages/features/promotions/src/locales/th/promotions.json' with { type: 'json' };
import { headerBalance } from './support/auth-ui';
import { BACK_OFFICE_TEXTS as bo, openBackOfficeAs, staffDecisions } from './support/back-office';
import { PNG, runningPromotion } from './support/promotions';
import { openAsMember } from './support/session';
import { TENANTS } from './support/tenants';
import { fill } from './support/texts';

const TEXTS = { EN: promotionsEn, TH: promotionsTh } as const;

for (const tenant of TENANTS) {
  test(`${tenant.id}: finance sees a member's application image and issues it; the member is paid`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const texts = TEXTS[tenant.defaultLanguage as keyof typeof TEXTS];
    const apply = runningPromotion(tenant, 'apply');
    const reward = Number(apply.rewardAmount);
    expect(reward).toBeLessThan(staffDecisions(tenant).approvalThreshold);
    const status = page.getByRole('region', { name: texts.detail.yourState });

    // --- The member applies with one image and a remark. ---
    const account = await openAsMember(page, tenant, `/promotions/${apply.id}`);
    const before = await headerBalance(page, tenant);
    const form = page.getByRole('form', {
      name: fill(texts.apply.formLabel, { title: apply.title[tenant.defaultLanguage]! }),
    });
    await form.getByLabel(texts.apply.images).setInputFiles([{ name: 'slip.png', mimeType: 'image/png', buffer: PNG }]);
    const remark = `Deposit slip of ${account.username}`;
    await form.getByRole('textbox', { name: texts.apply.remark }).fill(remark);
    await form.getByRole('button', { name: texts.apply.submit }).click();
    await expect(status.getByText(texts.states.applying, { exact: true })).toBeVisible();

    // --- Finance finds it among those applying, sees the image, issues it. ---
    const finance = await openBackOfficeAs(browser, tenant, 'finance');
    try {
      await finance
        .getByRole('navigation', { name: bo.nav.label })
        .getByRole('link', { name: bo.nav.promotionApplications })
        .click();
      await expect(finance.getByRole('heading', { level: 1, name: bo.applications.title })).toBeVisible();
      const row = finance
        .getByRole('table', { name: bo.applications.caption })
        .getByRole('row')
        .filter({ hasText: account.username });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(remark, { exact: true })).toBeVisible();
      await expect(row.getByText(bo.applications.states.applying, { exact: true })).toBeVisible();
      const names = { imageNo: '1', total: '1', username: account.username };
      const thumbnail = row.getByRole('img', { name: fill(bo.applications.imageAlt, names) });
      await expect(thumbnail).toHaveAttribute('src', /^blob:/);
      // The bytes decoded as a picture: the member's 1×1 png.
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await row.getByRole('button', { name: fill(bo.applications.openImage, names) }).click();
      const viewer = finance.getByRole('dialog', { name: fill(bo.applications.imageTitle, names) });
      await expect(viewer.getByRole('img', { name: fill(bo.applications.imageAlt, names) })).toBeVisible();
      await viewer.getByRole('button', { name: bo.form.close }).click();
      await expect(viewer).toHaveCount(0);

      const activityId = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
      await row.getByRole('button', { name: bo.applications.issue }).click();
      const confirm = finance.getByRole('alertdialog', { name: fill(bo.applications.issueTitle, { activityId }) });
      await confirm.getByRole('button', { name: bo.applications.issue }).click();
      await expect(
        finance.getByText(fill(bo.applications.issued, { activityId, username: account.username })),
      ).toBeVisible();
      // No longer among those applying.
      await expect(row).toHaveCount(0);
    } finally {
      await finance.context().close();
    }

    // --- The member's promotion shows issued, and the balance rose by the reward. ---
    await page.reload();
    await expect(status.getByText(texts.states.issued, { exact: true })).toBeVisible();
    await expect.poll(() => headerBalance(page, tenant)).toBe(before + reward * 100);
  });
}
