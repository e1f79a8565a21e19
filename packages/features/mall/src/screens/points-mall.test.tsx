// The points mall against a recorded platform: a visitor is asked to log in; a member sees the
// balance and ratio, redeems a reward with the password and one request id (the same again only
// after a lost answer) and sees the new balance; a wrong password and an empty stock say so,
// translated, keeping what was typed; the conversion; the redeem history's states; the details by type.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PointsMall } from './points-mall';
import { mallReads, PAGE, PATHS, redeem, renderMall, reward, type Answer } from '../../test/render';

type Body = Record<string, unknown>;
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Body;

async function openRedeem(quantity: string) {
  const card = await screen.findByRole('listitem', { name: 'Brand mug' });
  const field = within(card).getByRole('textbox', { name: 'Quantity' });
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  await userEvent.click(within(card).getByRole('button', { name: 'Redeem Brand mug' }));
  return { card, field, dialog: await screen.findByRole('dialog', { name: 'Redeem Brand mug' }) };
}

async function fillGoods(dialog: HTMLElement, password: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Receiving address/ }), '1 Main Street, Hanoi');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '+84 900 000 001');
  await userEvent.type(within(dialog).getByLabelText(/Payment password/), password);
}

describe('PointsMall', () => {
  it('asks a visitor to log in and reads nothing of theirs', async () => {
    const { platform, requireLogin } = await renderMall(<PointsMall title="Points mall" />, { loggedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requireLogin).toHaveBeenCalledTimes(1);
    // Nothing but the boot call the portal's root makes for everyone.
    expect(platform.requests.map((request) => request.url.pathname)).toEqual(['/wps/system/status']);
  });

  it('shows the balance and the ratio; a redeem sends the password, the address and one request id, then shows the new balance', async () => {
    let points = 1000;
    const { platform } = await renderMall(<PointsMall title="Points mall" />, {
      answers: mallReads(() => points, {
        [PATHS.rewards]: () => ({ value: { list: [reward({ availableQuantity: points === 1000 ? 5 : 3 })] } }),
        [PATHS.redeem]: () => {
          points = 600;
          return { value: redeem() };
        },
      }),
    });
    const summary = await screen.findByRole('region', { name: 'Your points' });
    expect(within(summary).getByText('1,000')).toBeInTheDocument();
    expect(within(summary).getByText(/Slots: 2/)).toBeInTheDocument();
    expect(within(summary).getByText('$0.01')).toBeInTheDocument();
    expect(within(summary).getByText('Points never expire')).toBeInTheDocument();

    const { card, dialog } = await openRedeem('2');
    expect(within(dialog).getByText('2 × Brand mug for 400 points.')).toBeInTheDocument();
    // Goods need an address and a mobile.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(3);
    expect(platform.calls(PATHS.redeem)).toEqual([]);

    await fillGoods(dialog, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Redeem R20261126A1 is sent: 2 × Brand mug for 400 points.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(summary).findByText('600')).toBeInTheDocument();
    expect(await within(card).findByText('3')).toBeInTheDocument();
    const posts = platform.calls(PATHS.redeem);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      rewardId: 'mug',
      quantity: 2,
      address: '1 Main Street, Hanoi',
      mobile: '+84 900 000 001',
      password: '123456',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it('says a wrong password translated and keeps the quantity and the address; the next try is a new request', async () => {
    const { platform } = await renderMall(<PointsMall title="Points mall" />, {
      answers: mallReads(() => 1000, {
        [PATHS.rewards]: { value: { list: [reward()] } },
        [PATHS.redeem]: (_url, init) =>
          bodyOf(init).password === '654321'
            ? { value: redeem() }
            : { errorCode: 'payment_password_error', message: 'server words' },
      }),
    });
    const { field, dialog } = await openRedeem('2');
    await fillGoods(dialog, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is wrong.');
    expect(within(dialog).getByText('2 × Brand mug for 400 points.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Receiving address/ })).toHaveValue('1 Main Street, Hanoi');
    expect(field).toHaveValue('2');

    const password = within(dialog).getByLabelText(/Payment password/);
    await userEvent.clear(password);
    await userEvent.type(password, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redeem R20261126A1 is sent');
    const [first, second] = platform.calls(PATHS.redeem).map((call) => call.body as Body);
    expect(first!.quantity).toBe(2);
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it('sends a redeem whose answer was lost again with the same request id', async () => {
    let lost = true;
    const { platform } = await renderMall(<PointsMall title="Points mall" />, {
      answers: mallReads(() => 1000, {
        [PATHS.rewards]: { value: { list: [reward({ kind: 'bonus', bonusAmount: 5 })] } },
        [PATHS.redeem]: () => {
          if (lost) throw new TypeError('Failed to fetch');
          return { value: redeem({ kind: 'bonus', status: 'approved' }) };
        },
      }),
    });
    const { dialog } = await openRedeem('1');
    // A bonus needs no address.
    expect(within(dialog).queryByRole('textbox', { name: /Receiving address/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    lost = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redeem R20261126A1 is sent');
    const ids = new Set(platform.calls(PATHS.redeem).map((call) => (call.body as Body).requestId));
    expect(platform.calls(PATHS.redeem).length).toBeGreaterThan(1);
    expect(ids.size).toBe(1);
  });

  it('says how many are left when the stock ran out meanwhile, and checks the quantity against the stock first', async () => {
    await renderMall(<PointsMall title="Points mall" />, {
      answers: mallReads(() => 1000, {
        [PATHS.rewards]: { value: { list: [reward({ availableQuantity: 3 })] } },
        [PATHS.redeem]: { errorCode: 'point_reward_out_of_stock', status: 409, value: { available: 1 } },
      }),
    });
    const card = await screen.findByRole('listitem', { name: 'Brand mug' });
    const field = within(card).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await userEvent.click(within(card).getByRole('button', { name: 'Redeem Brand mug' }));
    expect(within(card).getByText('Only 3 are left.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const { dialog } = await openRedeem('2');
    await fillGoods(dialog, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough left in stock: 1 available.');
  });

  it('converts points into balance with the password and one request id, and refreshes the balance', async () => {
    let points = 1000;
    const { platform } = await renderMall(<PointsMall title="Points mall" />, {
      answers: mallReads(() => points, {
        [PATHS.rewards]: { value: { list: [] } },
        [PATHS.convert]: (_url, init) => {
          if (bodyOf(init).password !== '123456') return { errorCode: 'payment_password_error' };
          points = 850;
          return { value: { convertNo: 'C20261126A1', points: 150, amount: 1.5, convertedAt: 1_795_000_000_000 } };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = screen.getByRole('form', { name: 'Convert points' });
    expect(within(form).getByText('At least 100 points; 1 point is $0.01.')).toBeInTheDocument();
    const amount = within(form).getByRole('textbox', { name: /Points to convert/ });
    await userEvent.type(amount, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByText('Convert at least 100 points.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.type(within(form).getByLabelText(/Payment password/), '999999');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The password is wrong.');
    expect(amount).toHaveValue('150');

    const password = within(form).getByLabelText(/Payment password/);
    await userEvent.clear(password);
    await userEvent.type(password, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Converted 150 points into $1.50 (C20261126A1).');
    expect(await screen.findByText('850')).toBeInTheDocument();
    const posts = platform.calls(PATHS.convert).map((call) => call.body as Body);
    expect(posts[1]).toEqual({ points: '150', password: '123456', requestId: expect.any(String) });
    expect(posts[1]!.requestId).not.toBe(posts[0]!.requestId);
  });

  it("lists the member's redeems with their states, apply time, remark, address and mobile", async () => {
    const list: Answer = {
      value: {
        list: [
          redeem(),
          redeem({ redeemNo: 'R20261126B2', status: 'approved', decidedAt: 1_795_000_100_000 }),
          redeem({ redeemNo: 'R20261126C3', status: 'rejected', remark: 'Address incomplete' }),
        ],
        ...PAGE,
        total: 3,
      },
    };
    const { platform } = await renderMall(<PointsMall title="Points mall" />, {
      answers: mallReads(() => 1000, { [PATHS.rewards]: { value: { list: [] } }, [PATHS.redeems]: list }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const table = await screen.findByRole('table', { name: 'Redeem history' });
    // The table shows while the list loads: wait for its rows.
    await within(table).findByText('In process');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('In process')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ann Member, 1 Main Street, Hanoi')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+84 900 000 001')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Address incomplete')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Apply time');
    expect(platform.calls(PATHS.redeems)[0]!.url.searchParams.get('pageSize')).toBe('20');
  });

  it('shows the points details by type', async () => {
    const { platform } = await renderMall(<PointsMall title="Points mall" />, {
      answers: mallReads(() => 1000, {
        [PATHS.rewards]: { value: { list: [] } },
        [PATHS.details]: (url) => ({
          value: {
            list: [
              {
                id: 1,
                kind: url.searchParams.get('kind') ?? 'slots',
                points: url.searchParams.get('kind') === 'redeem' ? -400 : 12.5,
                balanceAfter: 1000,
                reference: 'bet:1',
                createdAt: 1_795_000_000_000,
              },
            ],
            ...PAGE,
          },
        }),
      }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Points details' }));
    const table = await screen.findByRole('table', { name: 'Points details' });
    expect(await within(table).findByText('+12.5')).toBeInTheDocument();
    const types = screen.getByRole('group', { name: 'Type' });
    expect(within(types).getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(types).getByRole('button', { name: 'Redeem' }));
    expect(await within(table).findByText('-400')).toBeInTheDocument();
    expect(within(types).getByRole('button', { name: 'Redeem' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(platform.calls(PATHS.details).map((call) => call.url.searchParams.get('kind'))).toContain('redeem'),
    );
  });
});
