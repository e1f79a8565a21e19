// The responsible-gaming page against a recorded platform: the limits as the platform answers them
// (a pending raise with its time and a cancel button), setting a limit (the body sent, a refusal
// translated with the form keeping what was typed), the self-exclusion's password and confirmation,
// and the sign-out once it is done.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BALANCE,
  renderMember,
  RG_EFFECTIVE_AT as EFFECTIVE_AT,
  RG_STATE_PATH as STATE_PATH,
  rgState as state,
} from '../../test/render';
import { ResponsibleGamingPage } from './responsible-gaming-page';

describe('ResponsibleGamingPage', () => {
  it('shows every limit with what is used and left, and a pending raise with its time and a cancel button', async () => {
    const { platform } = await renderMember(<ResponsibleGamingPage />, {
      answers: {
        [STATE_PATH]: state(),
        '/wps/v2/wallets/balance': BALANCE,
        '/wps/relay/RGFE_cancelGamingLimitRaise': state(),
      },
    });
    const table = await screen.findByRole('table', { name: 'Your limits this period' });
    const deposit = within(table).getByRole('row', { name: /^Deposit limit · Daily/ });
    expect(deposit).toHaveTextContent('$100.00');
    expect(deposit).toHaveTextContent('$60.00');
    expect(deposit).toHaveTextContent('$40.00');
    expect(deposit).toHaveTextContent('$300.00 from 2026-11-27');
    expect(within(table).getByRole('row', { name: /^Loss limit · Monthly/ })).toHaveTextContent('No limit');
    expect(screen.getByText(/raising or removing one takes effect 24 hours later/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel change: daily deposit limit' }));
    await waitFor(() => expect(platform.calls('/wps/relay/RGFE_cancelGamingLimitRaise')).toHaveLength(1));
    expect(platform.calls('/wps/relay/RGFE_cancelGamingLimitRaise')[0]!.body).toEqual({
      kind: 'deposit',
      period: 'daily',
    });
    expect(await screen.findByText('The pending change was cancelled.')).toBeInTheDocument();
  });

  it('sets a limit, and shows a refusal translated while keeping what was typed', async () => {
    let refuse = false;
    const { platform } = await renderMember(<ResponsibleGamingPage />, {
      answers: {
        [STATE_PATH]: state(),
        '/wps/v2/wallets/balance': BALANCE,
        '/wps/relay/RGFE_setGamingLimit': () =>
          refuse ? { errorCode: 'request_param_err', message: 'The amount is not valid.' } : state(),
      },
    });
    const form = await screen.findByRole('form', { name: 'Set a limit' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Limit' }), 'loss');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), 'weekly');
    const amount = within(form).getByRole('textbox', { name: 'Amount (USD)' });

    // A bad amount is said at once and nothing is sent.
    await userEvent.type(amount, '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByText('Enter an amount in digits, such as 100 or 12.50.')).toBeInTheDocument();
    expect(platform.calls('/wps/relay/RGFE_setGamingLimit')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(platform.calls('/wps/relay/RGFE_setGamingLimit')).toHaveLength(1));
    expect(platform.calls('/wps/relay/RGFE_setGamingLimit')[0]!.body).toEqual({
      kind: 'loss',
      period: 'weekly',
      amount: '250',
    });
    expect(await within(form).findByRole('status')).toHaveTextContent('Your limit is saved and in force now.');

    refuse = true;
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The amount is not valid.');
    expect(amount).toHaveValue('250');
    expect(within(form).getByRole('combobox', { name: 'Limit' })).toHaveValue('loss');
  });

  it('asks for the password and a confirmation before a self-exclusion, then signs the member out', async () => {
    const onSignedOut = vi.fn();
    const until = Date.UTC(2027, 4, 27, 10, 30);
    let wrongPassword = true;
    const { platform } = await renderMember(<ResponsibleGamingPage />, {
      host: { onSignedOut },
      answers: {
        [STATE_PATH]: state(),
        '/wps/v2/wallets/balance': BALANCE,
        '/wps/relay/passwordCheck/RGFE_selfExclude': () =>
          wrongPassword ? { errorCode: 'rg_password_wrong', message: 'server text' } : { value: { until } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Length of the exclusion' }), '1y');
    await userEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    expect(await within(form).findByText('Enter your password to confirm.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/Your password/), 'secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Self-exclude for 1 year?' });
    expect(confirm).toHaveTextContent('cannot log in, deposit or play until it ends');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Self-exclude now' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The password is wrong. Nothing was changed.');
    expect(onSignedOut).not.toHaveBeenCalled();

    wrongPassword = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Self-exclude for 1 year?' })).getByRole('button', {
        name: 'Self-exclude now',
      }),
    );
    const done = await screen.findByRole('alertdialog', { name: 'You are self-excluded' });
    expect(done).toHaveTextContent('You are self-excluded until 2027-05-27');
    expect(platform.calls('/wps/relay/passwordCheck/RGFE_selfExclude')).toHaveLength(2);
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('saves the reality-check interval and keeps saying so when the state is read again', async () => {
    let minutes = 0;
    const { platform } = await renderMember(<ResponsibleGamingPage />, {
      answers: {
        [STATE_PATH]: () => state({ realityCheckMinutes: minutes }),
        '/wps/v2/wallets/balance': BALANCE,
        '/wps/relay/RGFE_setRealityCheck': () => {
          minutes = 30;
          return state({ realityCheckMinutes: 30 });
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Reality check' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Remind me' }), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(platform.calls(STATE_PATH).length).toBeGreaterThan(1));
    expect(platform.calls('/wps/relay/RGFE_setRealityCheck')[0]!.body).toEqual({ intervalMinutes: 30 });
    expect(within(form).getByRole('status')).toHaveTextContent('Your reminder is saved.');
    expect(within(form).getByRole('combobox', { name: 'Remind me' })).toHaveValue('30');
  });

  it('says until when a running break lasts instead of offering another', async () => {
    await renderMember(<ResponsibleGamingPage />, {
      answers: { [STATE_PATH]: state({ timeOutUntil: EFFECTIVE_AT }), '/wps/v2/wallets/balance': BALANCE },
    });
    expect(await screen.findByText(/You are on a break until 2026-11-27/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a break' })).not.toBeInTheDocument();
  });
});
