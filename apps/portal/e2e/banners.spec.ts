// Banners' links on both brands, each kind once, the way a member uses them: a route link (the
// sports banner to /promotions), an external address (the help banner opens the brand's live chat
// in a new tab, without access to the portal), and a game (the in-house banner launches the brand's
// own slot). The promotion link has its journey in promotions.spec.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { TenantConfig } from '@portal/contracts';
import { openAsMember } from './support/session';
import { TENANTS, type E2eTenant } from './support/tenants';
import { fill, LOBBY_TEXTS } from './support/texts';

function bannerTarget(tenant: E2eTenant, id: string): string {
  const file = join(import.meta.dirname, '..', '..', '..', 'tenants', tenant.id, 'tenant.json');
  const banner = (JSON.parse(readFileSync(file, 'utf8')) as TenantConfig).banners.find((b) => b.id === id);
  if (!banner?.link) throw new Error(`${tenant.id} has no linked banner ${id}`);
  return banner.link.target;
}

for (const tenant of TENANTS) {
  const lobby = LOBBY_TEXTS[tenant.defaultLanguage as keyof typeof LOBBY_TEXTS];

  test(`${tenant.id}: a route banner, an external banner and a game banner each lead where they say`, async ({
    page,
  }) => {
    await openAsMember(page, tenant, '/sports');
    await page.getByRole('link', { name: tenant.bannerAlt('sports') }).click();
    await expect(page).toHaveURL(/\/promotions$/);

    await page.goto(`${tenant.origin}/help`);
    const external = page.getByRole('link', { name: tenant.bannerAlt('help') });
    await expect(external).toHaveAttribute('href', bannerTarget(tenant, `${tenant.id}-help`));
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);

    await page.goto(`${tenant.origin}/inhouse`);
    await page.getByRole('link', { name: tenant.bannerAlt('inhouse') }).click();
    await expect(page).toHaveURL(/\/game\?nodeId=INH-SLOT&vassalage=INH/);
    const frameTitle = fill(lobby.game.frameTitle, { name: '' }).trim();
    const frame = page.frameLocator(`iframe[title^="${frameTitle}"]`);
    await expect(frame.locator('#play')).toBeEnabled();
  });
}
