// Stories double as tests: every story of a set draws its page from its mocked answers, and each
// story names the text it shows once they are in (a new story without one fails the first test).
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

type Story = { render: () => ReactElement };

/** A stories module's stories as [name, story], `prefix/` before each name when given. */
export function storiesOf(module: Record<string, unknown>, prefix = ''): [string, Story][] {
  return Object.entries(module)
    .filter((entry): entry is [string, Story] => entry[0] !== 'default')
    .map(([name, story]) => [`${prefix}${name}`, story]);
}

/** One test that every story has an expected text, and one test per story that it shows it. */
export function describeStories(title: string, all: [string, Story][], expected: Record<string, string>): void {
  describe(title, () => {
    it('lists a text to expect for every story', () => {
      expect(all.map(([name]) => name).sort()).toEqual(Object.keys(expected).sort());
    });

    it.each(all)('%s draws its page', async (name, story) => {
      const { unmount } = render(story.render());
      expect((await screen.findAllByText(expected[name]!, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
      unmount();
    });
  });
}
