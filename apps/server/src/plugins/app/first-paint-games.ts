// A lobby grid's first games, painted into the page the platform serves (FIRST_PAINT_GAMES in
// @portal/contracts): the portal's build leaves, where a page's grid has no games yet, a <template>
// of one tile with placeholders, marked with the grid's first game-list request. Here that template
// is filled with the request's first games (the game list's order, the vendor list's names) and put
// after it, so the first row paints with the page and its pictures load with it; the template stays,
// marked `data-painted`, so the app knows which answer to load before its first render
// (apps/portal/src/app/painted-games.ts). A page without the template, or whose request the contract
// refuses (a build that does not match this platform), is served as it is.
import { endpoints, FIRST_PAINT_GAMES } from '@portal/contracts';
import { escapeHtml } from '../../lib/html';
import type { Platform } from '../../platform';
import type { TenantRepositories } from '../../repositories/index';

const { attribute, count, placeholders } = FIRST_PAINT_GAMES;
const TEMPLATE = new RegExp(`<template ${attribute}="([^"]*)">([\\s\\S]*?)</template>`);
const PLACEHOLDER = new RegExp(`${placeholders.name}|${placeholders.vendor}|${placeholders.picture}`, 'g');
/**
 * The preload React's renderer hoists for the template tile's high-priority picture: left as built,
 * every lobby page asked for `/%%GAME_PICTURE%%` (a 400) at high priority beside its real pictures.
 */
const PICTURE_PRELOAD = new RegExp(`<link rel="preload" as="image" href="${placeholders.picture}"[^>]*>`);

/** An attribute's text as the build's renderer escaped it. */
function unescapeAttribute(text: string): string {
  return text.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (entity) =>
    entity === '&quot;' ? '"' : entity === '&amp;' ? '&' : entity === '&lt;' ? '<' : entity === '&gt;' ? '>' : "'",
  );
}

/** The grid's first game-list request from its template's attribute, or null: unreadable, or one the contract refuses. */
function firstRequest(encoded: string) {
  let request: unknown;
  try {
    request = JSON.parse(unescapeAttribute(encoded));
  } catch {
    return null;
  }
  const payload = endpoints.getGameList.request.safeParse(request);
  return payload.success ? payload.data : null;
}

/**
 * The page with its grid's first games painted in, its template tile's picture preload now the first
 * game's (or gone); unchanged when it has no template, and but for that preload when its request is
 * one the contract refuses.
 */
export async function pageWithGames(platform: Platform, repos: TenantRepositories, page: string): Promise<string> {
  const match = TEMPLATE.exec(page);
  if (!match) return page;
  const [template, encodedRequest = '', tile = ''] = match;
  const request = firstRequest(encodedRequest);
  if (!request) return page.replace(PICTURE_PRELOAD, '');
  const games = await platform.lobby.firstGames(repos, request, count);
  const first = games[0]?.game.iconUrl;
  // Pictures are paths: the platform's status gives the portal no image CDN (imageCDNs: ['']), so
  // the app asks for the same address as painted here.
  const cells = games
    .map(({ game, vendorName }) =>
      tile.replace(PLACEHOLDER, (placeholder) =>
        escapeHtml(
          placeholder === placeholders.name
            ? game.gameName
            : placeholder === placeholders.vendor
              ? vendorName
              : game.iconUrl,
        ),
      ),
    )
    .join('');
  const painted = template.replace(/>[\s\S]*<\/template>$/, ` data-painted="${games.length}"></template>`);
  return page
    .replace(PICTURE_PRELOAD, (link) => (first ? link.replace(placeholders.picture, () => escapeHtml(first)) : ''))
    .replace(template, () => painted + cells);
}
