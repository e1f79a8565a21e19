import type { MissionLeaderboardValue, MissionSummary } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, renderRecordPage } from '../../../test/records-render';
import { MissionActivityPage } from './mission-activity-page';

const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';
const LEADERBOARD = '/wps/relay/MCSFE_getMissionLeaderboard';

// 2026-11-26 17:00 UTC: midnight in the tests' zone (Asia/Bangkok).
const DAY_END = Date.UTC(2026, 10, 26, 17);

const mission = (overrides: Partial<MissionSummary>): MissionSummary => ({
  missionId: 'daily-turnover',
  kind: 'valid_bet',
  period: 'daily',
  title: 'Daily turnover',
  description: 'Reach $50 of valid bets today.',
  gameKinds: null,
  target: 50,
  progress: 12.5,
  completed: false,
  reward: { points: 20, bonus: null },
  periodStart: DAY_END - 86_400_000,
  periodEnd: DAY_END,
  ...overrides,
});

const SUMMARY_ANSWER = {
  value: {
    list: [
      mission({}),
      mission({
        missionId: 'weekly-deposit',
        kind: 'deposit',
        period: 'weekly',
        title: 'Weekly top-up',
        description: 'Deposit $100 this week.',
        target: 100,
        progress: 120,
        completed: true,
        reward: { points: null, bonus: 8.88 },
      }),
      mission({
        missionId: 'ten-bets',
        kind: 'bet_count',
        title: 'Ten bets',
        description: 'Place ten bets today.',
        target: 10,
        progress: 3,
        reward: { points: 10, bonus: null },
      }),
    ],
    openCount: 2,
    completedCount: 1,
  },
};

const board = (period: string | null): { value: MissionLeaderboardValue } => ({
  value: {
    list:
      period === 'weekly'
        ? []
        : [
            { rank: 1, username: 'lu***99', completed: 2, progressPercent: 80 },
            { rank: 2, username: 'so***ai', completed: 1, progressPercent: 42.5 },
          ],
    me: period === 'weekly' ? null : { rank: 2, username: 'so***ai', completed: 1, progressPercent: 42.5 },
    missionCount: 3,
  },
});

const platformAnswers = {
  [SUMMARY]: SUMMARY_ANSWER,
  [LEADERBOARD]: (url: URL) => board(url.searchParams.get('period')),
};

describe('MissionActivityPage', () => {
  it('shows each mission with its progress bar, reward and end, and the open count', async () => {
    await renderRecordPage(<MissionActivityPage />, platformAnswers);
    const turnover = await screen.findByRole('progressbar', { name: 'Daily turnover' });
    expect(turnover).toHaveAttribute('value', '12.5');
    expect(turnover).toHaveAttribute('max', '50');
    // Amounts in the member's currency (its symbol comes with the balance).
    await waitFor(() => expect(turnover).toHaveAttribute('aria-valuetext', '$12.50 of $50.00'));
    // A completed mission's bar is full, not past its end.
    expect(screen.getByRole('progressbar', { name: 'Weekly top-up' })).toHaveAttribute('value', '100');
    expect(screen.getByRole('progressbar', { name: 'Ten bets' })).toHaveAttribute(
      'aria-valuetext',
      '3 bets of 10 bets',
    );

    const cards = within(screen.getByRole('list', { name: "This period's missions" })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Reach $50 of valid bets today.');
    expect(cards[0]).toHaveTextContent('Reward: 20 points');
    expect(cards[0]).toHaveTextContent('Ends 2026-11-27 00:00');
    expect(cards[1]).toHaveTextContent('Completed');
    expect(cards[1]).toHaveTextContent('Reward: $8.88 bonus');
    expect(cards[2]).not.toHaveTextContent('Completed');
    expect(screen.getByText('2 missions still open')).toBeInTheDocument();
  });

  it('ranks the members with masked names and says where the member stands, per period', async () => {
    const { platform } = await renderRecordPage(<MissionActivityPage />, platformAnswers);
    const table = await screen.findByRole('table', { name: 'Leaderboard of all missions' });
    expect(await within(table).findByRole('rowheader', { name: 'lu***99' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1lu***99280%', '2so***ai142.5%']);
    expect(screen.getByText('Your place: #2 · 1 completed · 42.5%')).toBeInTheDocument();
    expect(lastQuery(platform, LEADERBOARD)).toEqual({});

    await userEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(await screen.findByRole('cell', { name: 'Nobody has made progress this period yet.' })).toBeInTheDocument();
    expect(screen.getByText('You are not on the board yet: bet or deposit to move up.')).toBeInTheDocument();
    expect(lastQuery(platform, LEADERBOARD)).toEqual({ period: 'weekly' });
  });

  it('says so when the brand has no missions', async () => {
    await renderRecordPage(<MissionActivityPage />, {
      [SUMMARY]: { value: { list: [], openCount: 0, completedCount: 0 } },
      [LEADERBOARD]: { value: { list: [], me: null, missionCount: 0 } },
    });
    expect(await screen.findByText('There are no missions yet. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a failed read with a retry that reads again', async () => {
    let failures = 1;
    const { platform } = await renderRecordPage(<MissionActivityPage />, {
      [SUMMARY]: () =>
        failures-- > 0
          ? { errorCode: 'request_param_err', status: 400, message: 'The request is not valid.' }
          : SUMMARY_ANSWER,
      [LEADERBOARD]: board(null),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Daily turnover' })).toBeInTheDocument();
    expect(platform.calls(SUMMARY)).toHaveLength(2);
  });
});
