// The app shell's own state: theme mode, side-menu form, whether the bars of an immersive screen
// (/seamless, /vnlottery) are shown, and which shell-level modal is open (the chat panel keeps its own
// state: chat/chat-panel-store.ts). Preferences are written
// to storage by shell-persistence.ts, not here: reducers stay pure.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeMode } from '@portal/theme';

/**
 * Shell-level overlays. The accounts feature keeps its own modals (login, register, recovery,
 * password) in its slice; the shell's are the agent centre, the notice (announcements) modal, the help modal,
 * the speed test and the notice that customer service could not be opened.
 */
export type ShellModal = 'agentCentre' | 'notices' | 'help' | 'speedTest' | 'serviceUnavailable';

export interface ShellState {
  themeMode: ThemeMode;
  sideMenuCollapsed: boolean;
  /** On /seamless and /vnlottery the top and left bars are hidden until the visitor shows them. */
  immersiveBarsShown: boolean;
  modal: ShellModal | null;
  /** The announcement the notice modal opens on (a marquee item), or null for the newest. */
  noticeId: string | null;
}

export const initialShellState: ShellState = {
  themeMode: 'light',
  sideMenuCollapsed: false,
  immersiveBarsShown: false,
  modal: null,
  noticeId: null,
};

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    themeModeSet(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    themeToggled(state) {
      state.themeMode = state.themeMode === 'light' ? 'dark' : 'light';
    },
    sideMenuToggled(state) {
      state.sideMenuCollapsed = !state.sideMenuCollapsed;
    },
    immersiveBarsToggled(state) {
      state.immersiveBarsShown = !state.immersiveBarsShown;
    },
    modalOpened(state, action: PayloadAction<ShellModal>) {
      state.modal = action.payload;
    },
    modalClosed(state) {
      state.modal = null;
      state.noticeId = null;
    },
    noticesOpened(state, action: PayloadAction<string | null>) {
      state.modal = 'notices';
      state.noticeId = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.themeMode,
    selectSideMenuCollapsed: (state) => state.sideMenuCollapsed,
    selectImmersiveBarsShown: (state) => state.immersiveBarsShown,
    selectOpenModal: (state) => state.modal,
    selectNoticeId: (state) => state.noticeId,
  },
});

export const {
  themeModeSet,
  themeToggled,
  sideMenuToggled,
  immersiveBarsToggled,
  modalOpened,
  modalClosed,
  noticesOpened,
} = shellSlice.actions;
export const { selectThemeMode, selectSideMenuCollapsed, selectImmersiveBarsShown, selectOpenModal, selectNoticeId } =
  shellSlice.selectors;
