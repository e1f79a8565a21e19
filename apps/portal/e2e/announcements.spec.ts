// Announcements on both brands, from each brand's seed through the real platform: the marquee
// (pausable), a popup shown once per tab, and the notice modal's second page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openAsMember } from './support/session';
import { TENANTS, type E2eTenant } from './support/tenants';
import { SHELL_TEXTS } from './support/texts';

interface SeedAnnouncement {
  id: string;
  type: string;
  title: Record<string, string>;
  publishedAt: string;
}

function seed(tenant: E2eTenant): SeedAnnouncement[] {
  const file = join(import.meta.dirname, '..', '..', '..', 'tenants', tenant.id, 'seed', 'announcements.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { announcements: SeedAnnouncement[] }).announcements;
}

const newestFirst = (a: SeedAnnouncement, b: SeedAnnouncement) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

// The marquee moves (and has its pause button) only for visitors who did not ask for less motion.
test.use({ reducedMotion: 'no-preference' });

for (const tenant of TENANTS) {
  const language = tenant.defaultLanguage as keyof typeof SHELL_TEXTS;
  const texts = SHELL_TEXTS[language].announcements;
  const announcements = seed(tenant);
  const title = (a: SeedAnnouncement) => a.title[tenant.defaultLanguage]!;

  test(`${tenant.id}: the marquee pauses and plays, and the before-login popup shows once per tab`, async ({
    page,
  }) => {
    // A brand with forced login shows visitors only /login and /register; the marquee comes with
    // the banner, which /register has (w_reg).
    const url = `${tenant.origin}${tenant.forceLogin ? '/register' : '/'}`;
    const popup = announcements.find((a) => a.type === 'PU')!;
    // The page as the platform serves it paints the popup before the app has started (its start
    // script, deferred, has run by DOMContentLoaded).
    await page.addInitScript(() =>
      addEventListener('DOMContentLoaded', () => {
        const painted = document.querySelector('[data-painted-popup]');
        sessionStorage.setItem('e2ePaintedPopup', painted?.getAttribute('data-painted-popup') ?? '');
      }),
    );
    const paintedPopup = () => page.evaluate(() => sessionStorage.getItem('e2ePaintedPopup'));
    await page.goto(url);
    expect(await paintedPopup()).toBe(popup.id);
    const marquee = page.getByRole('region', { name: texts.marquee.label });
    await expect(marquee).toBeVisible();
    await marquee.getByRole('button', { name: texts.marquee.pause }).click();
    await expect(marquee.getByRole('button', { name: texts.marquee.play })).toBeVisible();
    // Each title is a target at least 24 px high (WCAG 2.5.8, Lighthouse's target-size audit).
    const marqueeTitle = marquee.getByRole('button', {
      name: title(announcements.find((a) => a.type === 'PL')!),
      exact: true,
    });
    expect((await marqueeTitle.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    // Nothing covers the play button: the titles pass under it (axe's target-size, as Lighthouse runs it).
    const { violations } = await new AxeBuilder({ page })
      .include(`section[aria-label="${texts.marquee.label}"]`)
      .withRules(['target-size'])
      .analyze();
    const flagged = await Promise.all(
      violations
        .flatMap((violation) => violation.nodes)
        .map((node) => page.locator(String(node.target[0])).textContent()),
    );
    expect(flagged).not.toContain(texts.marquee.play);

    const dialog = page.getByRole('dialog', { name: title(popup) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: texts.popup.close }).click();
    await expect(dialog).toBeHidden();

    // The same tab loads the portal again: the marquee is back, the popup is not.
    // The platform paints it into the page again (it cannot know the tab); the tab takes it out before it paints.
    await page.reload();
    expect(await paintedPopup()).toBe('');
    await expect(page.getByRole('region', { name: texts.marquee.label })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test(`${tenant.id}: the notice modal pages by nine and shows the second page's first announcement`, async ({
    page,
  }) => {
    await openAsMember(page, tenant);
    const notices = announcements.filter((a) => a.type === 'PL' || a.type === 'H').sort(newestFirst);
    expect(notices.length).toBeGreaterThan(9);
    const menu = page.getByRole('navigation', { name: SHELL_TEXTS[language].sideMenu.label });
    await menu.getByRole('button', { name: SHELL_TEXTS[language].sideMenu.announcements }).click();
    const modal = page.getByRole('dialog', { name: texts.notices.title });
    await expect(modal.getByRole('heading', { name: title(notices[0]!) })).toBeVisible();

    await modal.getByRole('button', { name: texts.notices.page.replace('{{page}}', '2') }).click();
    const list = modal.getByRole('list', { name: texts.notices.list });
    await expect(list.getByRole('button')).toHaveCount(notices.length - 9);
    await expect(modal.getByRole('heading', { name: title(notices[9]!) })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
}
