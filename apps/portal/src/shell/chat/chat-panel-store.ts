// The floating chat panel's state: closed, open or minimised (minimised keeps the iframe and its
// socket alive), and enlarged or not. Kept out of the Redux store on purpose: only the chat button's
// chunk and the side menu's service entries read it, both loaded after the first paint, and the
// shell slice is part of the home page's budgeted start-up code.
import { useSyncExternalStore } from 'react';

/** The panel's element id: the launcher's aria-controls names it. */
export const CHAT_PANEL_ID = 'chat-panel';

export type ChatPanelState = 'closed' | 'open' | 'minimised';

interface PanelSnapshot {
  state: ChatPanelState;
  enlarged: boolean;
}

let snapshot: PanelSnapshot = { state: 'closed', enlarged: false };
const listeners = new Set<() => void>();

function set(next: Partial<PanelSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export const chatPanel = {
  /** The side menu's chat entry and the floating button: open, or minimise an open panel. */
  toggle: () => set({ state: snapshot.state === 'open' ? 'minimised' : 'open' }),
  minimise: () => {
    if (snapshot.state === 'open') set({ state: 'minimised' });
  },
  close: () => set({ state: 'closed', enlarged: false }),
  toggleEnlarged: () => set({ enlarged: !snapshot.enlarged }),
  get: (): PanelSnapshot => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useChatPanel(): PanelSnapshot {
  return useSyncExternalStore(chatPanel.subscribe, chatPanel.get, chatPanel.get);
}
