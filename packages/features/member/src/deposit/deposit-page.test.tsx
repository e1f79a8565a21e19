// depositv2 against a recorded platform: the amount rule's messages, a refused order shown with the
// form keeping its values, and the paid path — the provider's page opens, the list is polled until
// the order is paid, the player is told and the balance is read again.
import { useGetBalanceQuery } from '@portal/api';
import { MONEY_CALL_RETRY } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepositPage } from './deposit-page';
import { BALANCE, depositOrder, METHODS, PAGE, renderMember, type Answer } from '../../test/render';

/** The header's balance, as the app shows it next to the member centre. */
function HeaderBalance() {
  const { data } = useGetBalanceQuery();
  return <output aria-label="Balance">{data?.sumBalance}</output>;
}

const NO_ORDERS: Answer = { value: { list: [], ...PAGE, total: 0 } };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DepositPage', () => {
  it("shows the method's limits and says what is wrong with an amount before anything is sent", async () => {
    const { platform } = await renderMember(<DepositPage />, {
      answers: { '/wps/v2/payments/methods': METHODS, '/wps/v2/payments/deposits': NO_ORDERS },
    });
    const amount = await screen.findByRole('textbox', { name: /Amount \(USD\)/ });
    expect(screen.getByText('From $10.00 to $50,000.00')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Continue to payment' });

    const cases: [string, string][] = [
      ['5', 'The amount must be at least $10.00.'],
      ['60000', 'The amount can be at most $50,000.00.'],
      ['12.345', 'Use at most two decimals.'],
      ['ten', 'Enter the amount in digits, such as 100 or 12.50.'],
      ['-20', 'The amount must be at least $10.00.'],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    }

    // Another method has other limits.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), 'DEMO_EWALLET');
    expect(screen.getByText('From $5.00 to $5,000.00')).toBeInTheDocument();
    expect(platform.calls('/wps/v2/payments/deposit')).toEqual([]);
  });

  it("shows the platform's refusal translated and keeps what the player typed", async () => {
    await renderMember(<DepositPage />, {
      answers: {
        '/wps/v2/payments/methods': METHODS,
        '/wps/v2/payments/deposits': NO_ORDERS,
        '/wps/v2/payments/deposit': {
          errorCode: 'amount_above_maximum',
          value: { max: 40000 },
          message: 'server text',
        },
      },
    });
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '45000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount can be at most $40,000.00.');
    expect(amount).toHaveValue('45000');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('opens the payment page, polls the order until it is paid, says so and refetches the balance', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let status: 'pending' | 'paid' = 'pending';
    let created = false;
    const { platform } = await renderMember(
      <>
        <HeaderBalance />
        <DepositPage />
      </>,
      {
        answers: {
          '/wps/v2/payments/methods': METHODS,
          '/wps/v2/wallets/balance': BALANCE,
          '/wps/v2/payments/deposits': () => ({
            value: { list: created ? [depositOrder('D20261124A1', 100, status)] : [], ...PAGE },
          }),
          '/wps/v2/payments/deposit': (_url, init) => {
            created = true;
            const body = JSON.parse(String(init?.body)) as { amount: string; requestId: string };
            expect(body.amount).toBe('100');
            expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
            return {
              value: {
                order: depositOrder('D20261124A1', 100, 'pending'),
                payUrl: 'http://portal.test/payments/demo/pay/D20261124A1',
              },
            };
          },
        },
      },
    );
    await screen.findByRole('textbox', { name: /Amount/ });
    await userEvent.click(screen.getByRole('button', { name: '$100.00' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('http://portal.test/payments/demo/pay/D20261124A1', '_blank'),
    );
    const created_ = await screen.findByText(/Order D20261124A1 for \$100.00 is open/);
    expect(within(created_).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      'http://portal.test/payments/demo/pay/D20261124A1',
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Waiting for payment')).toBeInTheDocument();

    // The provider reports the payment; the next poll sees it.
    const balanceReads = platform.calls('/wps/v2/wallets/balance').length;
    status = 'paid';
    expect(
      await screen.findByText('Order D20261124A1 is paid: $100.00 is in your balance.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    await waitFor(() => expect(platform.calls('/wps/v2/wallets/balance').length).toBeGreaterThan(balanceReads));
    const polls = platform.calls('/wps/v2/payments/deposits').length;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(platform.calls('/wps/v2/payments/deposits').length).toBe(polls);
  });

  it('sends the same request id when the player retries after a lost answer', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const ids: string[] = [];
    await renderMember(<DepositPage />, {
      answers: {
        '/wps/v2/payments/methods': METHODS,
        '/wps/v2/payments/deposits': NO_ORDERS,
        '/wps/v2/payments/deposit': (_url, init) => {
          ids.push((JSON.parse(String(init?.body)) as { requestId: string }).requestId);
          // The answer is lost on the first try and on the api's own repeats (the money calls' retry rule).
          if (ids.length <= MONEY_CALL_RETRY.attempts) throw new TypeError('Failed to fetch');
          return { value: { order: depositOrder('D20261124A2', 50, 'pending'), payUrl: 'http://portal.test/pay' } };
        },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Amount/ }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText(/Order D20261124A2/);
    expect(ids).toHaveLength(MONEY_CALL_RETRY.attempts + 1);
    expect(new Set(ids).size).toBe(1);
  });
});
