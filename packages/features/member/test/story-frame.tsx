// A member-centre page as a Storybook story (apps/storybook), made by the one story helper
// (`@portal/feature-testing/stories`: the preview's frame, MSW answers by path as the tests' recorded
// platform does, a play function that waits for the text the page shows). Here: the centre's
// namespaces (MEMBER_NAMESPACES), the member host and the record pages' options; a member is logged in.
import { screenStory, type ScreenStory, type StoryAnswers } from '@portal/feature-testing/stories';
import type { ReactElement, ReactNode } from 'react';
import { MEMBER_NAMESPACES } from '../src/member-namespaces';
import { RecordsOptionsProvider } from '../src/records/shared/records-options';
import { MemberHostProvider, type MemberHost } from '../src/shared/member-host';

export { pageShows, typeInto, type StoryAnswer, type StoryAnswers } from '@portal/feature-testing/stories';

/** The story object Storybook reads (CSF 3). */
export type PageStory = ScreenStory;

export interface PageStoryOptions {
  host?: Partial<MemberHost>;
  /** A text the page shows once its answers are in (the story's test waits for it). */
  shows?: string;
  /** The toolbar language this story starts in (TH, VI: the long texts). */
  locale?: string;
}

export function pageStory(
  page: ReactElement,
  answers: StoryAnswers,
  { host = {}, shows, locale }: PageStoryOptions = {},
): PageStory {
  function MemberStoryHost({ children }: { children: ReactNode }) {
    return (
      <MemberHostProvider value={{ isAgent: false, ...host }}>
        <RecordsOptionsProvider value={{ timeZone: 'UTC', datePattern: 'yyyy-MM-dd' }}>
          {children}
        </RecordsOptionsProvider>
      </MemberHostProvider>
    );
  }
  return screenStory(
    page,
    { answers, loggedIn: true, shows, locale },
    { namespaces: MEMBER_NAMESPACES, Host: MemberStoryHost },
  );
}
