// Every story of the record pages draws its page from its mocked answers (stories double as tests).
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as records from './record-pages.stories';

type Story = { render: () => ReactElement };
const all = Object.entries(records).filter((entry): entry is [string, Story] => entry[0] !== 'default');

/** A text each story shows once its answers are in. */
const EXPECTED: Record<string, string> = {
  Default: 'Total bets',
  Playground: 'INH-1001',
  BettingRecordEmpty: 'No bets in these days.',
  BettingRecordError: 'Choose at most 92 days.',
  AccountRecord: 'REF-100',
  ProfitAndLoss: 'Total',
  BonusDetails: 'Weekend reload',
  RewardCentre: 'Birthday gift',
  Referral: 'an***01',
  Messages: 'Your weekly summary',
  MessagesEmpty: 'You have no messages.',
  MissionActivity: 'There are no missions yet. Check back soon.',
};

describe('record page stories', () => {
  it('lists a text to expect for every story', () => {
    expect(all.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(all)('%s draws its page', async (name, story) => {
    const { unmount } = render(story.render());
    expect((await screen.findAllByText(EXPECTED[name]!, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    unmount();
  });
});
