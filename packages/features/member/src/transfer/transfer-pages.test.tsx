// transferFund and transferUpline against a recorded platform: wallets named by code, a transfer
// between two wallets that refreshes the balances, an agent's transfer to a downline picked from
// its list (and a refusal that keeps the form), a member's transfer to its upline.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TransferFundPage } from './transfer-fund-page';
import { TransferUplinePage } from './transfer-upline-page';
import { BALANCE, PAGE, renderMember, WALLETS } from '../../test/render';

const MEMBER = {
  id: 7,
  account: 'ann01',
  nickname: 'Ann',
  type: 0,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  regDate: 1_700_000_000_000,
  mobile: null,
  email: null,
  language: 'EN',
  currency: 'USD',
};

describe('TransferFundPage', () => {
  it('names the wallets, refuses the same wallet twice and more than the wallet holds, then moves money and shows the new balances', async () => {
    let moved = false;
    const after = {
      ...WALLETS.value,
      wallets: [
        { accountTypeId: 1, code: 'MAIN', balance: 450 },
        { accountTypeId: 11, code: 'LIVE', balance: 50 },
        { accountTypeId: 12, code: 'SPORTS', balance: 25 },
      ],
    };
    const { platform } = await renderMember(<TransferFundPage />, {
      answers: {
        '/wps/v2/wallets/balance': BALANCE,
        '/wps/relay/GCS_merchantWallet': () => (moved ? { value: after } : WALLETS),
        '/wps/relay/GCS_walletTransfer': () => {
          moved = true;
          return { value: after };
        },
      },
    });
    const wallets = await screen.findByRole('region', { name: 'Your wallets' });
    expect(within(wallets).getByText('Main wallet', { selector: 'dt' })).toBeInTheDocument();
    expect(within(wallets).getByText('Live casino', { selector: 'dt' })).toBeInTheDocument();
    expect(within(wallets).getByText('$500.00')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Wallet transfer' });
    const to = within(form).getByRole('combobox', { name: /^To/ });
    await userEvent.selectOptions(to, '1');
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '600');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Choose two different wallets.')).toBeInTheDocument();
    expect(within(form).getByText('The amount is more than the $500.00 available.')).toBeInTheDocument();

    await userEvent.selectOptions(to, '11');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('$50.00 moved from Main wallet to Live casino.');
    expect(platform.calls('/wps/relay/GCS_walletTransfer')[0]!.body).toMatchObject({
      fromWallet: 1,
      toWallet: 11,
      amount: '50',
    });
    await waitFor(() => expect(within(wallets).getByText('$450.00')).toBeInTheDocument());
    expect(amount).toHaveValue('');
  });

  it('says there is nothing to transfer when every game plays from the main wallet', async () => {
    await renderMember(<TransferFundPage />, {
      answers: {
        '/wps/v2/wallets/balance': BALANCE,
        '/wps/relay/GCS_merchantWallet': { value: { ...WALLETS.value, isSingle: true } },
      },
    });
    expect(
      await screen.findByText('All games play from your main wallet: there is nothing to transfer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('TransferUplinePage', () => {
  it("lets an agent pick a downline from its list, shows the platform's refusal and keeps the form, then sends", async () => {
    let attempts = 0;
    const { platform } = await renderMember(<TransferUplinePage />, {
      host: { isAgent: true },
      answers: {
        '/wps/v2/wallets/balance': BALANCE,
        '/wps/member/info': { value: { ...MEMBER, type: 1 } },
        '/wps/v2/transfers/downlines': (url) => {
          const search = url.searchParams.get('username') ?? '';
          const all = [
            { username: 'dl_bob', nickname: 'Bob', type: 0, joinedAt: 1 },
            { username: 'dl_cat', nickname: '', type: 0, joinedAt: 2 },
          ];
          const list = all.filter((each) => each.username.includes(search));
          return { value: { list, ...PAGE, total: list.length } };
        },
        '/wps/v2/transfers/downline': () => {
          attempts += 1;
          if (attempts === 1) return { errorCode: 'payment_password_error', message: 'server text' };
          return { value: { transferNo: 'T0000001', amount: 30, counterparty: 'dl_cat', balance: 470 } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Send to a downline' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Send to your upline' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: /Find a downline/ }), 'cat');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send to dl_bob' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Send to dl_cat' }));

    const form = screen.getByRole('form', { name: 'Send to a downline' });
    expect(within(form).getByRole('textbox', { name: /Downline username/ })).toHaveValue('dl_cat');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), '30');
    await userEvent.type(within(form).getByLabelText(/Login password/), 'wrong-one');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The password is wrong.');
    expect(within(form).getByRole('textbox', { name: /^Amount/ })).toHaveValue('30');
    expect(within(form).getByRole('textbox', { name: /Downline username/ })).toHaveValue('dl_cat');

    await userEvent.clear(within(form).getByLabelText(/Login password/));
    await userEvent.type(within(form).getByLabelText(/Login password/), 'right-one');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      '$30.00 sent to dl_cat. Your balance is now $470.00.',
    );
    expect(platform.calls('/wps/v2/transfers/downline')[1]!.body).toMatchObject({
      username: 'dl_cat',
      amount: '30',
      password: 'right-one',
    });
  });

  it('lets a member with toUpline send to its upline, and tells a member without it that there is nothing here', async () => {
    const { platform, unmount } = await renderMember(<TransferUplinePage />, {
      answers: {
        '/wps/v2/wallets/balance': BALANCE,
        '/wps/member/info': { value: { ...MEMBER, toUpline: true } },
        '/wps/v2/transfers/upline': {
          value: { transferNo: 'T0000002', amount: 12.5, counterparty: 'ag***1', balance: 487.5 },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Send to your upline' });
    expect(within(form).queryByRole('textbox', { name: /Downline username/ })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), '12.5');
    await userEvent.type(within(form).getByLabelText(/Login password/), 'secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      '$12.50 sent to ag***1. Your balance is now $487.50.',
    );
    expect(platform.calls('/wps/v2/transfers/upline')[0]!.body).toMatchObject({ amount: '12.5', password: 'secret' });
    unmount();

    await renderMember(<TransferUplinePage />, {
      answers: { '/wps/v2/wallets/balance': BALANCE, '/wps/member/info': { value: MEMBER } },
    });
    expect(
      await screen.findByText('Transfers to an upline or downline are not available for your account.'),
    ).toBeInTheDocument();
  });
});
