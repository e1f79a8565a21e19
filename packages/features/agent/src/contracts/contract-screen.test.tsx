// A contract screen (real-time salary here; the four kinds share it): the upline's offer and its
// acceptance through the downline-conflict warning, the member's current contract with its terms,
// terminate after a confirmation, an offer refused with the platform's translated error (the form
// keeps what was typed), and the settlement history.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseAnswers, contract, contracts, PATHS, renderAgent, type Answer } from '../../test/render';
import { ContractScreen } from './contract-screen';

const OFFER = contract({ contractId: 7, status: 'offered', rate: 1.5 });
const CONFLICT: Answer = {
  errorCode: 'contract_downline_conflict',
  status: 409,
  value: { downlines: [{ username: 'sub02', rate: 1.8, contractId: 11 }] },
};

/** The real-time salary call: GETs answer `reads` in turn (the last one repeats), POSTs answer `actions` in turn. */
function realtimeCall(reads: Answer[], actions: Answer[] = []) {
  let read = 0;
  let acted = 0;
  return (_url: URL, init?: RequestInit): Answer => {
    if ((init?.method ?? 'GET') === 'GET') return reads[Math.min(read++, reads.length - 1)]!;
    return actions[Math.min(acted++, actions.length - 1)]!;
  };
}

const posts = (rendered: Awaited<ReturnType<typeof renderAgent>>) =>
  rendered.platform
    .calls(PATHS.realtime)
    .filter((call) => call.method === 'POST')
    .map((call) => call.body);

describe('a contract screen', () => {
  it('warns before an acceptance ends downline contracts, then accepts with confirm', async () => {
    const user = userEvent.setup();
    const accepted = contract({ contractId: 7, status: 'active', rate: 1.5, decidedAt: Date.UTC(2026, 10, 21) });
    const rendered = await renderAgent(<ContractScreen kind="realtime" />, {
      answers: {
        ...baseAnswers(),
        [PATHS.realtime]: realtimeCall(
          [{ value: contracts({ offer: OFFER }) }, { value: contracts({ current: accepted }) }],
          [CONFLICT, { value: { contract: accepted, ended: [] } }],
        ),
      },
    });
    const offer = await screen.findByRole('region', { name: 'Offer from your upline' });
    expect(within(offer).getByText('1.50%')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));

    const warning = await screen.findByRole('alertdialog', { name: 'Downline contracts will end' });
    expect(within(warning).getByRole('list', { name: 'Contracts that will end' })).toHaveTextContent('sub02 at 1.80%');
    expect(posts(rendered)).toEqual([{ action: 'accept', contractId: 7 }]);

    await user.click(within(warning).getByRole('button', { name: 'Accept and end them' }));
    await waitFor(() =>
      expect(posts(rendered)).toEqual([
        { action: 'accept', contractId: 7 },
        { action: 'accept', contractId: 7, confirm: true },
      ]),
    );
    expect(
      await screen.findByText('You accepted the contract; the listed downline contracts have ended.'),
    ).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Your contract' });
    expect(await within(current).findByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offer from your upline' })).not.toBeInTheDocument();
  });

  it('sends nothing when the warning is dismissed', async () => {
    const user = userEvent.setup();
    const rendered = await renderAgent(<ContractScreen kind="realtime" />, {
      answers: {
        ...baseAnswers(),
        [PATHS.realtime]: realtimeCall([{ value: contracts({ offer: OFFER }) }], [CONFLICT]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Downline contracts will end' });
    await user.click(within(warning).getByRole('button', { name: 'Keep the offer open' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(rendered)).toEqual([{ action: 'accept', contractId: 7 }]);
  });

  it('terminates the current contract only after the confirmation', async () => {
    const user = userEvent.setup();
    const active = contract({ status: 'active', decidedAt: Date.UTC(2026, 10, 21) });
    const rendered = await renderAgent(<ContractScreen kind="realtime" />, {
      answers: {
        ...baseAnswers(),
        [PATHS.realtime]: realtimeCall(
          [{ value: contracts({ current: active }) }, { value: contracts() }],
          [{ value: { contract: { ...active, status: 'terminated' }, ended: [] } }],
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End this contract?' });
    expect(posts(rendered)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(posts(rendered)).toEqual([{ action: 'terminate', contractId: 7 }]));
    expect(await screen.findByText('You have no contract of this kind.')).toBeInTheDocument();
  });

  it("shows a refused offer's translated error and keeps the form as typed", async () => {
    const user = userEvent.setup();
    await renderAgent(<ContractScreen kind="realtime" />, {
      answers: {
        ...baseAnswers(),
        [PATHS.realtime]: realtimeCall(
          [{ value: contracts({ ceilingRate: 2 }) }],
          [{ errorCode: 'contract_rate_above_upline', value: { ceilingRate: 2 } }],
        ),
      },
    });
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    await user.type(within(form).getByLabelText("Sub-agent's username"), 'sub01');
    await user.type(within(form).getByLabelText('Rate (%)'), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('The rate cannot be above your own rate of 2.00 %.')).toBeInTheDocument();
    expect(within(form).getByLabelText("Sub-agent's username")).toHaveValue('sub01');
    expect(within(form).getByLabelText('Rate (%)')).toHaveValue('2.5');
  });

  it('refuses a rate with three decimals before any call', async () => {
    const user = userEvent.setup();
    const rendered = await renderAgent(<ContractScreen kind="realtime" />, {
      answers: { ...baseAnswers(), [PATHS.realtime]: realtimeCall([{ value: contracts() }]) },
    });
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    await user.type(within(form).getByLabelText("Sub-agent's username"), 'sub01');
    await user.type(within(form).getByLabelText('Rate (%)'), '1.255');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('Enter a rate from 0 to 100 with at most two decimals.')).toBeInTheDocument();
    expect(posts(rendered)).toEqual([]);
  });

  it('lists the settled periods with what was paid', async () => {
    const settled = {
      contractId: 7,
      periodStart: Date.UTC(2026, 10, 21, 8, 0),
      periodEnd: Date.UTC(2026, 10, 21, 8, 5),
      validBet: 200,
      activeMembers: 1,
      rate: 1.5,
      amount: 3,
      settledAt: Date.UTC(2026, 10, 21, 8, 6),
    };
    await renderAgent(<ContractScreen kind="realtime" />, {
      answers: { ...baseAnswers(), [PATHS.realtime]: realtimeCall([{ value: contracts({ settlements: [settled] }) }]) },
    });
    const history = await screen.findByRole('region', { name: 'Settlement history' });
    const row = await within(history).findByRole('row', { name: /\$200\.00/ });
    expect(row).toHaveTextContent('$3.00');
  });
});
