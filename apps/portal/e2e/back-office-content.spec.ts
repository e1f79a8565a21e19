// Content belongs to the brand, and the points mall's goods go through finance, on a real platform:
// a content staff member edits an announcement's title in the back office and the portal's notice
// modal shows the new title at once; a member earns points by a spin and redeems a goods reward with
// an address, and a finance staff member sees that address in the back office's redeem queue and
// approves it. The announcement edited is the second newest notice (the announcements spec reads the
// newest and the tenth, and the count, which an edit leaves as they are).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import mallTh from '../../../packages/features/mall/src/locales/th/mall.json' with { type: 'json' };
import { BACK_OFFICE_TEXTS as bo, editContentTitle, openBackOfficeAs } from './support/back-office';
import { labelled } from './support/member-centre';
import { prepareMember, spinOnce } from './support/points-member';
import { openAsMember } from './support/session';
import { AURORA, LOTUS } from './support/tenants';
import { fill, SHELL_TEXTS } from './support/texts';

interface SeedAnnouncement {
  type: string;
  title: Record<string, string>;
  publishedAt: string;
}

test('content edits an announcement title in the back office; the portal’s notice modal shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tenant = AURORA;
  const file = join(import.meta.dirname, '..', '..', '..', 'tenants', tenant.id, 'seed', 'announcements.json');
  const notices = (JSON.parse(readFileSync(file, 'utf8')) as { announcements: SeedAnnouncement[] }).announcements
    .filter((a) => a.type === 'PL' || a.type === 'H')
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const before = notices[1]!.title[tenant.defaultLanguage]!;
  const after = `${before} (updated ${Date.now() % 100_000})`;

  const content = await openBackOfficeAs(browser, tenant, 'content');
  try {
    await editContentTitle(
      content,
      {
        nav: bo.nav.announcements,
        title: bo.announcements.title,
        caption: bo.announcements.caption,
        editTitle: bo.announcements.editTitle,
      },
      before,
      after,
    );
  } finally {
    await content.context().close();
  }

  const shell = SHELL_TEXTS.EN;
  await openAsMember(page, tenant);
  await page
    .getByRole('navigation', { name: shell.sideMenu.label })
    .getByRole('button', { name: shell.sideMenu.announcements })
    .click();
  const modal = page.getByRole('dialog', { name: shell.announcements.notices.title });
  const list = modal.getByRole('list', { name: shell.announcements.notices.list });
  await list.getByRole('button', { name: after }).click();
  await expect(modal.getByRole('heading', { name: after })).toBeVisible();
  await expect(list.getByRole('button', { name: before, exact: true })).toHaveCount(0);
});

test('finance approves a member’s goods redeem in the back office, with the address it ships to', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tenant = LOTUS;
  const mall = mallTh;
  const goods = 'บัตรของขวัญ 100';
  const address = `99 ถนนสุขุมวิท กรุงเทพฯ ${Date.now() % 100_000}`;

  // --- The member: 1,000 points from one spin, then the goods reward with an address. ---
  const account = await prepareMember(page, tenant, { balanceMinor: 200_000 });
  await spinOnce(page, tenant, '1000');
  await page.goto(`${tenant.origin}/pointMall`);
  const balance = page.getByRole('region', { name: mall.summary.title }).getByRole('definition').first();
  await expect(async () => {
    await page.reload();
    await expect(balance).toHaveText(/^1,?000$/, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await page
    .getByRole('listitem', { name: goods })
    .getByRole('button', { name: fill(mall.rewards.redeemFor, { title: goods }) })
    .click();
  const dialog = page.getByRole('dialog', { name: fill(mall.redeem.dialogTitle, { title: goods }) });
  await labelled(dialog, mall.redeem.receiverName).fill('Somchai E2E');
  await labelled(dialog, mall.redeem.address).fill(address);
  await labelled(dialog, mall.redeem.mobile).fill('0812345678');
  await labelled(dialog, mall.redeem.loginPassword).fill(account.password);
  await dialog.getByRole('button', { name: mall.redeem.submit }).click();
  await expect(dialog).toHaveCount(0);
  const done = page.getByRole('status').filter({ hasText: goods });
  await expect(done).toBeVisible();
  const redeemNo = /\b([A-Z0-9]{8,32})\b/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(redeemNo).not.toBe('');

  // --- Finance: the redeem waits in process with its address; approve it. ---
  const finance = await openBackOfficeAs(browser, tenant, 'finance');
  try {
    await finance.getByRole('link', { name: bo.nav.pointsRedeems }).click();
    await expect(finance.getByRole('heading', { level: 1, name: bo.redeems.title })).toBeVisible();
    const queue = finance.getByRole('table', { name: bo.redeems.caption });
    const row = queue.getByRole('row').filter({ hasText: redeemNo });
    await expect(row).toContainText(address);
    await expect(row).toContainText('0812345678');
    await expect(row).toContainText(bo.redeems.statuses.in_process);
    await finance
      .getByRole('group', { name: fill(bo.redeems.actionsFor, { redeemNo }) })
      .getByRole('button', { name: bo.redeems.approve })
      .click();
    const approve = finance.getByRole('dialog', { name: fill(bo.redeems.approveTitle, { redeemNo }) });
    await approve.getByRole('button', { name: bo.redeems.approve }).click();
    await expect(finance.getByText(fill(bo.redeems.approved, { redeemNo }))).toBeVisible();
    // It left the queue of those in process; the approved ones list it.
    await expect(row).toHaveCount(0);
    await finance
      .getByRole('combobox', { name: bo.redeems.status })
      .selectOption({ label: bo.redeems.statuses.approved });
    await expect(queue.getByRole('row').filter({ hasText: redeemNo })).toContainText(bo.redeems.statuses.approved);
  } finally {
    await finance.context().close();
  }

  // --- The member's redeem history says approved. ---
  await page.reload();
  await page.getByRole('tab', { name: mall.tabs.redeems }).click();
  await expect(
    page.getByRole('table', { name: mall.redeems.title }).locator('tbody tr').filter({ hasText: goods }),
  ).toContainText(mall.redeems.status.approved);
});
