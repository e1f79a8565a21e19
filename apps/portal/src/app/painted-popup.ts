// A popup the platform painted into the page it served (FIRST_PAINT_POPUP in @portal/contracts):
// before the app's first render replaces the page, the announcements answer is in the store (and the
// popups' part loaded, by its data-parts), so that render shows the same card in the same place and
// the popup never leaves the screen. A slow answer holds the app at most `waitMs`.
import { systemApi } from '@portal/api';
import { ANNOUNCEMENTS_REQUEST } from '../shell/announcements/use-announcements';
import { answerWithin } from './answer-within';
import type { PortalStore } from './store';

export async function loadPaintedPopup(store: PortalStore, container: HTMLElement, waitMs = 4000): Promise<void> {
  if (!container.querySelector('[data-first-paint] [data-painted-popup]')) return;
  await answerWithin(store.dispatch(systemApi.endpoints.getListAnnouncements.initiate(ANNOUNCEMENTS_REQUEST)), waitMs);
}
