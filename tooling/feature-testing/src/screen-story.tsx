// A feature screen as a Storybook story (apps/storybook), the one helper every feature's
// `test/stories.tsx` (member: `test/story-frame.tsx`) wraps with its namespaces and host. The preview
// draws the story the way the app does — the portal's store and api (plus the feature's `slices`),
// i18next in the toolbar's language with the feature's namespaces, the brand's theme, a memory router
// at `route` — and MSW answers its platform calls from `answers` (by path). This module adds the
// feature's host around the screen and a play function that waits for the text the screen shows once
// its answers are in (the story tests run it in Chromium).
// Imported as `@portal/feature-testing/stories`: it needs React only (no Vitest, no Testing Library),
// so Storybook's bundle stays free of test runners.
import type { ComponentType, ReactElement, ReactNode } from 'react';

/** One answer of the platform: a value, an error code, or never (a loading state). */
export type StoryAnswer =
  { value: unknown } | { errorCode: string; status?: number; value?: unknown; message?: string } | { pending: true };
/** path → answer, or a function of the request (another answer for a POST, for a query…). */
export type StoryAnswers = Record<string, StoryAnswer | ((url: URL, request: Request) => StoryAnswer)>;

/** Waits until `holds()` is true, checking every 50 ms; throws `never` after 8 s. */
export async function waitUntil(holds: () => boolean, never: string): Promise<void> {
  const started = performance.now();
  while (!holds()) {
    if (performance.now() - started > 8000) throw new Error(never);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the page (dialogs portal out of the story's root) shows `text`; throws after 8 s. */
export function pageShows(doc: Document, text: string | RegExp): Promise<void> {
  return waitUntil(
    () => {
      const content = doc.body.innerText;
      return typeof text === 'string' ? content.includes(text) : text.test(content);
    },
    `The story never showed "${String(text)}"`,
  );
}

/** The story object Storybook reads (CSF 3), typed here so the features need no Storybook types. */
export interface ScreenStory {
  parameters: { portal: object };
  globals?: { locale?: string };
  decorators: ((Story: ComponentType) => ReactElement)[];
  render: () => ReactElement;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

export interface ScreenStoryOptions {
  answers?: StoryAnswers;
  /** Whether the platform calls carry a member's session (and the host says so); default false. */
  loggedIn?: boolean;
  route?: string;
  /** The toolbar language this story starts in (TH, VI: the long texts). */
  locale?: string;
  /** A text the screen shows once its answers are in (the story's test waits for it). */
  shows?: string | RegExp;
}

/** What a feature gives every story of its screens. */
export interface StoryFeature {
  /** The feature's i18next namespaces (its *_NAMESPACES constant). */
  namespaces: object;
  /** Slices the feature's store needs beside the api (auth: `{ auth: authReducer }`). */
  slices?: object;
  /** The feature's host and settings providers around the screen, told whether a member is logged in. */
  Host: ComponentType<{ loggedIn: boolean; children: ReactNode }>;
}

export function screenStory(
  screen: ReactElement,
  { answers = {}, loggedIn = false, route = '/', locale, shows }: ScreenStoryOptions,
  { namespaces, slices, Host }: StoryFeature,
): ScreenStory {
  return {
    parameters: { portal: { namespaces, ...(slices ? { slices } : {}), loggedIn, route, answers } },
    ...(locale ? { globals: { locale } } : {}),
    decorators: [
      (Story) => (
        <Host loggedIn={loggedIn}>
          <Story />
        </Host>
      ),
    ],
    render: () => screen,
    ...(shows
      ? { play: ({ canvasElement }: { canvasElement: HTMLElement }) => pageShows(canvasElement.ownerDocument, shows) }
      : {}),
  };
}

/** Types `text` into a React-controlled field as a member would (the value, then an input event). */
export function typeInto(field: HTMLTextAreaElement | HTMLInputElement, text: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
