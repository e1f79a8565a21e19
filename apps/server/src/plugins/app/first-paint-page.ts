// A first-paint page as the platform serves it: the build's page with what only the platform knows
// painted in, the brand's popup for visitors (first-paint-popup.ts) and a lobby grid's first games
// (first-paint-games.ts).
import { join } from 'node:path';
import { FIRST_PAINT_GAMES, FIRST_PAINT_POPUP } from '@portal/contracts';
import type { Platform } from '../../platform';
import { tenantRepositories } from '../../repositories/index';
import { buildFile } from './build-files';
import { pageWithGames } from './first-paint-games';
import { pageWithPopup } from './first-paint-popup';

/**
 * How long a painted page is kept and sent again: page requests are not rate-limited (a visit loads
 * a few), so a flood of them costs the database one popup and one catalogue read per page and brand
 * in this time, not one per request. A new popup or catalogue shows within it.
 */
export const PAINTED_PAGE_TTL_MS = 5_000;

const painted = new Map<string, { page: string; html: string; at: number }>();

/**
 * The page `file` of the tenant's build `dir` with the platform's parts painted in, or null when
 * the page has nothing for the platform to paint (app.html, a build from before): it is then
 * served as the file it is.
 */
export async function paintedPage(
  platform: Platform,
  tenantId: string,
  dir: string,
  file: string,
): Promise<string | null> {
  const page = buildFile(join(dir, file));
  if (
    !page ||
    (!page.includes(FIRST_PAINT_POPUP.marker) && !page.includes(`<template ${FIRST_PAINT_GAMES.attribute}=`))
  )
    return null;
  const key = `${tenantId}\n${join(dir, file)}`;
  const now = platform.clock.now();
  const kept = painted.get(key);
  // Kept while young and of this build (a new build's page is another string).
  if (kept && kept.page === page && now >= kept.at && now - kept.at < PAINTED_PAGE_TTL_MS) return kept.html;
  const tenant = (await platform.tenants.all()).find((t) => t.id === tenantId);
  if (!tenant) return null;
  const repos = tenantRepositories(platform.db, tenant.merchantCode);
  const html = await pageWithGames(platform, repos, await pageWithPopup(platform, tenant, repos, dir, page));
  if (painted.size > 1000) painted.clear();
  painted.set(key, { page, html, at: now });
  return html;
}
