// The agent centre as a Storybook story (apps/storybook): the preview draws it the way the app does —
// the portal's store and api, i18next in the toolbar's language with the centre's namespaces, the
// brand's theme, a memory router at `route` — and MSW answers its platform calls from `answers`
// (by path). Here: the agent host (the tenant's zone fixed), and a
// play function that waits for the text the screen shows once its answers are in.
import type { ComponentType, ReactElement } from 'react';
import { AGENT_NAMESPACES } from '../src/agent-namespace';
import { DEFAULT_AGENT_HOST, AgentHostProvider } from '../src/shared/agent-host';

export type StoryAnswer =
  { value: unknown } | { errorCode: string; status?: number; value?: unknown; message?: string } | { pending: true };
export type StoryAnswers = Record<string, StoryAnswer | ((url: URL, request: Request) => StoryAnswer)>;

/** Waits until the page (dialogs portal out of the story's root) shows `text`; throws after 8 s. */
export async function pageShows(doc: Document, text: string | RegExp): Promise<void> {
  const started = performance.now();
  const found = () => (typeof text === 'string' ? doc.body.innerText.includes(text) : text.test(doc.body.innerText));
  while (!found()) {
    if (performance.now() - started > 8000) throw new Error(`The story never showed "${String(text)}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ScreenStory {
  parameters: { portal: object };
  globals?: { locale?: string };
  decorators: ((Story: ComponentType) => ReactElement)[];
  render: () => ReactElement;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

export interface ScreenStoryOptions {
  answers?: StoryAnswers;
  loggedIn?: boolean;
  route?: string;
  /** The toolbar language this story starts in (TH, VI: the long texts). */
  locale?: string;
  /** A text the screen shows once its answers are in (the story's test waits for it). */
  shows?: string | RegExp;
}

export function screenStory(
  screen: ReactElement,
  { answers = {}, loggedIn = true, route = '/', locale, shows }: ScreenStoryOptions = {},
): ScreenStory {
  return {
    parameters: { portal: { namespaces: AGENT_NAMESPACES, loggedIn, route, answers } },
    ...(locale ? { globals: { locale } } : {}),
    decorators: [
      (Story) => {
        return (
          <AgentHostProvider value={{ ...DEFAULT_AGENT_HOST, timeZone: 'Asia/Bangkok' }}>
            <Story />
          </AgentHostProvider>
        );
      },
    ],
    render: () => screen,
    ...(shows
      ? { play: ({ canvasElement }: { canvasElement: HTMLElement }) => pageShows(canvasElement.ownerDocument, shows) }
      : {}),
  };
}
