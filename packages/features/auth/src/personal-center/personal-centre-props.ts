// What the member centre's three modules share — the address parameter, the pages the app provides
// and the props — in a module of their own: PersonalCenter loads the dialog and the link lazily,
// and they would otherwise import PersonalCenter back (an import cycle).
import type { ComponentType, ReactNode } from 'react';
import type { PersonalCenterPage } from '../session/auth-state';

/** The query parameter that holds the open page (`?member=withdraw`). */
export const PERSONAL_CENTER_PARAM = 'member';

/** The pages the app provides (features do not import each other), by page key. */
export interface PersonalCenterPages {
  pages: Partial<Record<PersonalCenterPage, ComponentType>>;
  /** Wraps each provided page (their texts, what they need from the app); not My account unless provided. */
  Frame?: ComponentType<{ children: ReactNode }>;
}

export interface PersonalCenterProps {
  /** Missions not yet done, shown as a badge on missionLeaderboard (none for 0). */
  missionCount?: number;
  /** Loads the app's pages when the first of them is shown, not for My account (keep it a stable function: a dynamic import). */
  loadPages?: () => Promise<PersonalCenterPages>;
}
