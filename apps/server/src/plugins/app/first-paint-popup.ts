// The brand's before-login announcement popup, painted into the page the platform serves
// (FIRST_PAINT_POPUP in @portal/contracts): the portal's build leaves a marker at the end of each
// first-paint page's painted root and writes the popup card's markup with placeholders; here the
// brand's newest popup for visitors (execution B, the order of the announcements call) is put at the
// marker, in the brand's default language (the painted page's language), its title escaped and its
// content sanitised as the announcements call does. So a visitor's popup paints with the page, not
// seconds later after the app has started; the page's start script takes it out where the tab has
// shown it already, and the app shows the same card in its first render (apps/portal/src/app/painted-popup.ts).
import { join } from 'node:path';
import { FIRST_PAINT_POPUP } from '@portal/contracts';
import { escapeHtml } from '../../lib/html';
import type { Platform } from '../../platform';
import type { TenantRepositories } from '../../repositories/index';
import type { Tenant } from '../../services/platform/tenant-service';
import { buildFile } from './build-files';

/** The page (of the tenant's build `dir`) with the brand's popup for visitors painted at its marker (or the marker removed). */
export async function pageWithPopup(
  platform: Platform,
  tenant: Tenant,
  repos: TenantRepositories,
  dir: string,
  page: string,
): Promise<string> {
  if (!page.includes(FIRST_PAINT_POPUP.marker)) return page;
  const template = buildFile(join(dir, FIRST_PAINT_POPUP.templateFile));
  const popup = template
    ? (
        await platform.system.announcements(tenant, repos, tenant.config.defaultLanguage, {
          types: 'PU',
          platform: 'W',
          execution: 'B',
        })
      ).popup[0]
    : undefined;
  const { placeholders } = FIRST_PAINT_POPUP;
  const card =
    popup && template
      ? template.replace(
          new RegExp(`${placeholders.id}|${placeholders.title}|${placeholders.content}`, 'g'),
          (placeholder) =>
            placeholder === placeholders.content
              ? popup.content // sanitised by the announcements call
              : escapeHtml(placeholder === placeholders.id ? popup.id : popup.title),
        )
      : '';
  return page.replace(FIRST_PAINT_POPUP.marker, () => card);
}
