// The lottery screen against a recorded platform: the slip's totals and the balance it leaves, the
// login prompt for a visitor, one request id per slip (a retry after a lost answer reuses it), and
// the countdown on the server's clock with polite announcements.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MONEY_CALL_RETRY } from '@portal/contracts';
import { LotteryScreen } from './lottery-screen';
import { issueAnswer, lotteryAnswers, placedAnswer, renderLottery, type Answer } from '../../test/render';

const ROUTE = '/lottery?gameCode=FAST5';

describe('LotteryScreen', () => {
  it('totals the slip and shows the balance it leaves; a bet can be removed', async () => {
    await renderLottery(<LotteryScreen title="Lottery" />, {
      route: ROUTE,
      answers: lotteryAnswers(),
      host: { loggedIn: true, username: 'alice' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Big' }));
    await userEvent.click(screen.getByRole('button', { name: 'Odd / Even' }));
    await userEvent.click(screen.getByRole('button', { name: 'Odd' }));
    await waitFor(() => expect(screen.getByTestId('slip-balance')).toHaveTextContent('$1,000.00'));
    expect(screen.getByTestId('slip-total')).toHaveTextContent('$20.00');
    expect(screen.getByTestId('slip-balance-left')).toHaveTextContent('$980.00');

    const stake = screen.getByRole('spinbutton', { name: 'Stake per bet' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '2.5');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('$5.00');
    expect(screen.getByTestId('slip-balance-left')).toHaveTextContent('$995.00');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Big / Small: Big' }));
    expect(screen.getByTestId('slip-total')).toHaveTextContent('$2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Big / Small' }));
    expect(screen.getByRole('button', { name: 'Big' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a visitor to log in instead of betting', async () => {
    const { requireLogin, platform } = await renderLottery(<LotteryScreen />, {
      route: ROUTE,
      answers: lotteryAnswers(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Small' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in to bet' }));
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(platform.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(screen.getByText('Log in to see your bets.')).toBeInTheDocument();
  });

  it('sends the same request id when the player retries after a lost answer, and a new one for the next slip', async () => {
    let posts = 0;
    const bets = (url: URL, init?: RequestInit): Answer => {
      if (init?.method !== 'POST') return { value: { list: [] } };
      posts += 1;
      // The first slip's answer never arrives (the network drops it), nor those of the api's own
      // repeats of it (the money calls' retry rule, each with the same request id).
      if (posts <= MONEY_CALL_RETRY.attempts) throw new TypeError('Failed to fetch');
      return placedAnswer(JSON.parse(String(init.body)), 98_000);
    };
    let ids = 0;
    const { platform } = await renderLottery(
      <LotteryScreen newRequestId={() => `00000000-0000-4000-8000-00000000000${++ids}`} />,
      {
        route: ROUTE,
        answers: lotteryAnswers({ '/lgw/lottery/bets': bets }),
        host: { loggedIn: true, username: 'alice' },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Big' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your bets' });
    expect(dialog).toHaveTextContent('Place 1 bet on issue 202611240100 for a total of $10.00?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByText(/may not have been placed/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByText('1 bet placed on issue 202611240100.')).toBeInTheDocument();

    const sent = platform.requests
      .filter((request) => request.method === 'POST')
      .map((request) => (request.body as { requestId: string }).requestId);
    expect(sent).toEqual(Array(MONEY_CALL_RETRY.attempts + 1).fill('00000000-0000-4000-8000-000000000001'));

    // The slip was emptied by the success; the next slip is a new request.
    await userEvent.click(screen.getByRole('button', { name: 'Small' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Place bets' }));
    const next = MONEY_CALL_RETRY.attempts + 2;
    await waitFor(() => expect(platform.requests.filter((request) => request.method === 'POST')).toHaveLength(next));
    expect(
      (platform.requests.filter((request) => request.method === 'POST')[next - 1]?.body as { requestId: string })
        .requestId,
    ).toBe('00000000-0000-4000-8000-000000000002');
  });

  it('counts down to the close on the server clock and announces the minute politely, not every second', async () => {
    await renderLottery(<LotteryScreen />, {
      route: ROUTE,
      answers: lotteryAnswers({ '/lgw/lottery/issue': issueAnswer(61_200) }),
    });
    const timer = await screen.findByTestId('lottery-countdown');
    expect(timer).toHaveAttribute('aria-hidden', 'true');
    expect(['01:02', '01:01']).toContain(timer.textContent);
    const live = screen
      .getAllByRole('status')
      .find((node) => node.getAttribute('aria-live') === 'polite' && node.tagName === 'SPAN');
    expect(live).toBeDefined();
    expect(live).toHaveTextContent('');
    await waitFor(() => expect(live?.textContent).toBe('Betting closes in 1 minute'), { timeout: 4000 });
    expect(timer.textContent).toBe('01:00');
  });

  it('tells the player when the issue closes with the slip open, and keeps the slip for the next issue', async () => {
    let asked = 0;
    const issue = () => {
      asked += 1;
      return asked === 1 ? issueAnswer(1200, '202611240100') : issueAnswer(170_000, '202611240101');
    };
    const { platform } = await renderLottery(
      <LotteryScreen newRequestId={() => '00000000-0000-4000-8000-000000000009'} />,
      {
        route: ROUTE,
        answers: lotteryAnswers({
          '/lgw/lottery/issue': issue,
          '/lgw/lottery/bets': (url, init) =>
            init?.method === 'POST' ? placedAnswer(JSON.parse(String(init.body)), 99_000) : { value: { list: [] } },
        }),
        host: { loggedIn: true, username: 'alice' },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Big' }));
    expect(asked).toBe(1);
    expect(
      await screen.findByText(
        'The draw closed while your slip was open. Your bets are kept for issue 202611240101.',
        undefined,
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Big / Small: Big' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Place bets' }));
    await waitFor(() => expect(platform.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(
      (platform.requests.find((request) => request.method === 'POST')?.body as { issueNumber: string }).issueNumber,
    ).toBe('202611240101');
  });
});
