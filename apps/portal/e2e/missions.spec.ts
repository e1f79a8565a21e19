// Missions against the real platform (lotus: Thai texts, five missions of tenants/lotus/seed/missions.json).
// A fresh member opens the member centre on Mission activity: the menu's mission entry carries the
// open missions' count (all five), and the daily turnover mission (฿300 of valid bets on any game)
// stands at zero. One spin of the in-house slot for 300 completes it: the progress bar is full, the
// badge shows four, and the member is on the leaderboard. Elements are found by role and accessible
// name, in the tenant's language.
import { expect, test, type Page } from '@playwright/test';
import missionsSeed from '../../../tenants/lotus/seed/missions.json' with { type: 'json' };
import { textsOf } from './support/auth-ui';
import { memberCentre, recordsTexts } from './support/member-centre';
import { Platform } from './support/platform';
import { openAs } from './support/session';
import { LOTUS } from './support/tenants';
import { seriousViolations } from './support/axe';
import { spinOnce } from './support/points-member';

const tenant = LOTUS;
const records = recordsTexts(tenant);
const auth = textsOf(tenant).auth;
const TURNOVER = missionsSeed.missions.find((mission) => mission.id === 'daily-turnover')!;
const TURNOVER_TITLE = TURNOVER.title.TH;

/** The member centre opened by its link on Mission activity. */
async function openMissions(page: Page) {
  await page.goto(`${tenant.origin}/inhouse?member=missionLeaderboard`);
  const centre = memberCentre(page, tenant);
  await expect(
    centre.getByRole('heading', { name: auth.personalCenter.pages.missionLeaderboard, exact: true }),
  ).toBeVisible();
  return centre;
}

const missionEntry = (centre: ReturnType<typeof memberCentre>, open: number) =>
  centre.getByRole('navigation', { name: auth.personalCenter.menu }).getByRole('button', {
    name: `${auth.personalCenter.pages.missionLeaderboard} ${open} ${auth.personalCenter.missionsOpen}`,
  });

test(`${tenant.id} member: the mission badge counts the open missions, and a spin moves a valid-bet mission to done`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  const platform = await Platform.connect(tenant);
  try {
    const account = await platform.register();
    await platform.credit(account.username, 100_000);
    await openAs(page, tenant, account, '/inhouse', platform);
  } finally {
    await platform.dispose();
  }

  let centre = await openMissions(page);
  await expect(missionEntry(centre, missionsSeed.missions.length)).toBeVisible();
  const bar = centre.getByRole('progressbar', { name: TURNOVER_TITLE });
  await expect(bar).toHaveAttribute('value', '0');
  await expect(bar).toHaveAttribute('max', '300');
  await expect(centre.getByText(records.missions.leaderboard.notRanked)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await page.goto(`${tenant.origin}/inhouse`);
  await spinOnce(page, tenant, '300');

  centre = await openMissions(page);
  await expect(centre.getByRole('progressbar', { name: TURNOVER_TITLE })).toHaveAttribute('value', '300');
  await expect(missionEntry(centre, missionsSeed.missions.length - 1)).toBeVisible();
  await expect(centre.getByText(new RegExp(`^${records.missions.leaderboard.me.split('{{')[0]}`))).toBeVisible();
});
