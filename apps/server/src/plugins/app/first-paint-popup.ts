// The brand's before-login announcement popup, painted into the page the platform serves
// (FIRST_PAINT_POPUP in @portal/contracts): the portal's build leaves a marker at the end of each
// first-paint page's painted root and writes the popup card's markup with placeholders; here the
// brand's newest popup for visitors (execution B, the order of the announcements call) is put at the
// marker, in the brand's default language (the painted page's language), its title escaped and its
// content sanitised as the announcements call does. So a visitor's popup paints with the page, not
// seconds later after the app has started; the page's start script takes it out where the tab has
// shown it already, and the app shows the same card in its first render (apps/portal/src/app/painted-popup.ts).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_POPUP } from '@portal/contracts';
import { escapeHtml } from '../../lib/html';
import type { Platform } from '../../platform';
import { tenantRepositories } from '../../repositories/index';

const files = new Map<string, { mtimeMs: number; text: string }>();

/** A build file's text, read again only when the file changed (a new build). */
function buildFile(path: string): string | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  const kept = files.get(path);
  if (kept?.mtimeMs === mtimeMs) return kept.text;
  const text = readFileSync(path, 'utf8');
  if (files.size > 500) files.clear();
  files.set(path, { mtimeMs, text });
  return text;
}

/**
 * The page `file` of the tenant's build `dir` with its popup painted in (or its marker removed), or
 * null when the page has no marker (app.html, a build from before the painted popup): it is then
 * served as the file it is.
 */
export async function pageWithPopup(
  platform: Platform,
  tenantId: string,
  dir: string,
  file: string,
): Promise<string | null> {
  const page = buildFile(join(dir, file));
  if (!page?.includes(FIRST_PAINT_POPUP.marker)) return null;
  const template = buildFile(join(dir, FIRST_PAINT_POPUP.templateFile));
  const tenant = (await platform.tenants.all()).find((t) => t.id === tenantId);
  const popup =
    template && tenant
      ? (
          await platform.system.announcements(
            tenant,
            tenantRepositories(platform.db, tenant.merchantCode),
            tenant.config.defaultLanguage,
            { types: 'PU', platform: 'W', execution: 'B' },
          )
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
