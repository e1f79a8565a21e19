// A member-centre page as a Storybook story (apps/storybook): the preview draws it the way the app
// does — the portal's store and api, i18next in the toolbar's language with the centre's namespaces
// (MEMBER_NAMESPACES), the brand's theme — and MSW answers its platform calls from `answers` (by
// path, as the tests' recorded platform does). Here: the member host, the record pages' options,
// and a play function that waits for the text the page shows once its answers are in (the story
// tests run it in Chromium).
import type { ComponentType, ReactElement } from 'react';
import { MEMBER_NAMESPACES } from '../src/member-namespaces';
import { RecordsOptionsProvider } from '../src/records/shared/records-options';
import { MemberHostProvider, type MemberHost } from '../src/shared/member-host';

export type StoryAnswer =
  { value: unknown } | { errorCode: string; status?: number; value?: unknown; message?: string } | { pending: true };
/** path → answer, or a function of the request (another answer for a POST). */
export type StoryAnswers = Record<string, StoryAnswer | ((url: URL, request: Request) => StoryAnswer)>;

type Canvas = { findAllByText: (text: string, options?: object, wait?: object) => Promise<HTMLElement[]> };

/** The story object Storybook reads (CSF 3), typed here so the package needs no Storybook types. */
export interface PageStory {
  parameters: { portal: { namespaces: typeof MEMBER_NAMESPACES; answers: StoryAnswers } };
  decorators: ((Story: ComponentType) => ReactElement)[];
  render: () => ReactElement;
  play?: (context: { canvas: Canvas }) => Promise<void>;
}

export interface PageStoryOptions {
  host?: Partial<MemberHost>;
  /** A text the page shows once its answers are in (the story's test waits for it). */
  shows?: string;
}

export function pageStory(
  page: ReactElement,
  answers: StoryAnswers,
  { host = {}, shows }: PageStoryOptions = {},
): PageStory {
  return {
    parameters: { portal: { namespaces: MEMBER_NAMESPACES, answers } },
    decorators: [
      (Story) => (
        <MemberHostProvider value={{ isAgent: false, ...host }}>
          <RecordsOptionsProvider value={{ timeZone: 'UTC', datePattern: 'yyyy-MM-dd' }}>
            <Story />
          </RecordsOptionsProvider>
        </MemberHostProvider>
      ),
    ],
    render: () => page,
    ...(shows
      ? {
          play: async ({ canvas }: { canvas: Canvas }) =>
            void (await canvas.findAllByText(shows, {}, { timeout: 8000 })),
        }
      : {}),
  };
}
