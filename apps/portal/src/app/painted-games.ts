// A lobby grid's first games the platform painted into the page it served (FIRST_PAINT_GAMES in
// @portal/contracts): before the app's first render replaces the page, the grid's first answer and
// the vendor list (the tiles' vendor names) are in the store, and the painted pictures count as
// loaded, so that render shows the same tiles with their pictures in the same places. A slow answer
// holds the app at most `waitMs`.
import { gamesApi } from '@portal/api';
import { FIRST_PAINT_GAMES, type GameListRequest } from '@portal/contracts';
import { rememberLoadedImage } from '@portal/ui';
import { answerWithin } from './answer-within';
import type { PortalStore } from './store';

export async function loadPaintedGames(store: PortalStore, container: HTMLElement, waitMs = 4000): Promise<void> {
  const template = container.querySelector(`[data-first-paint] template[${FIRST_PAINT_GAMES.attribute}][data-painted]`);
  if (!template) return;
  let request: GameListRequest;
  try {
    request = JSON.parse(template.getAttribute(FIRST_PAINT_GAMES.attribute) ?? '') as GameListRequest;
  } catch {
    return;
  }
  for (const picture of template.parentElement?.querySelectorAll('img') ?? []) {
    const src = picture.getAttribute('src');
    if (src) rememberLoadedImage(src);
  }
  await Promise.all([
    answerWithin(store.dispatch(gamesApi.endpoints.getGameList.initiate(request)), waitMs),
    answerWithin(store.dispatch(gamesApi.endpoints.getGameVendors.initiate(undefined)), waitMs),
  ]);
}
