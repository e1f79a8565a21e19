// withdraw against a recorded platform: what a withdrawal needs first (a payee of the kinds the
// tenant offers, a payment password), the request with its rules and a refusal that keeps the
// form, and a paid withdrawal confirmed partly received with a proof image uploaded as its bytes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WithdrawPage } from './withdraw-page';
import { PAGE, PAYEE, renderMember, withdrawal, withdrawSettings, type Answer } from '../../test/render';

const NONE: Answer = { value: { list: [], ...PAGE, total: 0 } };

describe('WithdrawPage', () => {
  it('binds a payee first, offering only the kinds the tenant has', async () => {
    let bound = false;
    const { platform } = await renderMember(<WithdrawPage />, {
      answers: {
        '/wps/v2/withdrawals/settings': () => withdrawSettings(bound ? {} : { payees: [], payeeKinds: ['ewallet'] }),
        '/wps/v2/withdrawals': NONE,
        '/wps/v2/withdrawals/payees': () => {
          bound = true;
          return { value: { ...PAYEE, kind: 'ewallet' } };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Payee' });
    expect(within(form).getByRole('combobox', { name: /Type/ })).toHaveTextContent('E-wallet');
    expect(within(form).queryByRole('option', { name: 'Bank account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Withdrawal' })).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Save payee' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(3);
    await userEvent.type(within(form).getByRole('textbox', { name: /Bank or e-wallet name/ }), 'Demo Pay');
    await userEvent.type(within(form).getByRole('textbox', { name: /Account holder/ }), 'Ann Member');
    await userEvent.type(within(form).getByRole('textbox', { name: /Account number/ }), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save payee' }));
    expect(await within(form).findByText('Use 4 to 34 letters, digits, spaces or dashes.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Account number/ }), '3456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Save payee' }));

    expect(await screen.findByRole('form', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(platform.calls('/wps/v2/withdrawals/payees')[0]!.body).toEqual({
      kind: 'ewallet',
      providerName: 'Demo Pay',
      accountName: 'Ann Member',
      accountNumber: '123456789',
    });
  });

  it('asks for a payment password when the tenant confirms with one and none is set', async () => {
    let set = false;
    const { platform } = await renderMember(<WithdrawPage />, {
      answers: {
        '/wps/v2/withdrawals/settings': () => withdrawSettings({ hasPaymentPassword: set }),
        '/wps/v2/withdrawals': NONE,
        '/wps/member/payment-password': () => {
          set = true;
          return { value: null };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Payment password' });
    await userEvent.type(within(form).getByLabelText(/Login password/), 'secret123');
    await userEvent.type(within(form).getByLabelText(/^Payment password/), '12345');
    await userEvent.type(within(form).getByLabelText(/Repeat the payment password/), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Set payment password' }));
    // The rule is the field's hint, and now its error too.
    await waitFor(() => expect(within(form).getAllByText('Six digits.')).toHaveLength(2));
    expect(within(form).getByLabelText(/^Payment password/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('The two payment passwords differ.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Payment password/), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByRole('form', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(platform.calls('/wps/member/payment-password')[0]!.body).toEqual({
      currentPassword: 'secret123',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });

  it('checks the amount against the limits and the balance, shows a wrong password translated and keeps the form; then the request is held', async () => {
    let requested = false;
    const { platform } = await renderMember(<WithdrawPage />, {
      answers: {
        '/wps/v2/withdrawals/settings': () =>
          withdrawSettings(requested ? { withdrawable: 400, dailyRemaining: 49900 } : {}),
        '/wps/v2/withdrawals': (_url, init) => {
          if (init?.method !== 'POST')
            return { value: { list: requested ? [withdrawal('W20261124A1', 100, 'requested')] : [], ...PAGE } };
          const body = JSON.parse(String(init.body)) as { password: string };
          if (body.password !== '654321') return { errorCode: 'payment_password_error', message: 'server text' };
          requested = true;
          return { value: withdrawal('W20261124A1', 100, 'requested') };
        },
      },
    });
    expect(await screen.findByText('$500.00')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Withdrawal' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    const submit = within(form).getByRole('button', { name: 'Request withdrawal' });
    await userEvent.type(amount, '10');
    await userEvent.click(submit);
    expect(await within(form).findByText('The amount must be at least $20.00.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    await userEvent.click(submit);
    expect(await within(form).findByText('The amount is more than the $500.00 available.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(submit);
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(platform.requests.filter((request) => request.method === 'POST')).toEqual([]);

    const password = within(form).getByLabelText(/Payment password/);
    await userEvent.type(password, '111111');
    await userEvent.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('The password is wrong.');
    expect(amount).toHaveValue('100');
    expect(within(form).getByRole('combobox', { name: /Pay to/ })).toHaveValue('4');

    await userEvent.clear(password);
    await userEvent.type(password, '654321');
    await userEvent.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Withdrawal W20261124A1 of $100.00 is requested. The amount is held until it is approved.',
    );
    expect(await screen.findByText('$400.00')).toBeInTheDocument();
    const list = screen.getByRole('table');
    expect(await within(list).findByText('Waiting for approval')).toBeInTheDocument();
    const posts = platform.calls('/wps/v2/withdrawals').filter((request) => request.method === 'POST');
    expect(posts.map((post) => post.body)).toMatchObject([
      { payeeId: 4, amount: '100', password: '111111' },
      { payeeId: 4, amount: '100', password: '654321' },
    ]);
    // A refused request was answered: the next submit is a new request.
    expect((posts[1]!.body as { requestId: string }).requestId).not.toBe(
      (posts[0]!.body as { requestId: string }).requestId,
    );
  });

  it('asks for the authenticator code when one is bound, checks its six digits and sends it with the request', async () => {
    const { platform } = await renderMember(<WithdrawPage />, {
      answers: {
        '/wps/v2/withdrawals/settings': () => withdrawSettings({ authenticatorRequired: true }),
        '/wps/v2/withdrawals': (_url, init) => {
          if (init?.method !== 'POST') return { value: { list: [], ...PAGE } };
          const body = JSON.parse(String(init.body)) as { authenticatorCode?: string };
          if (body.authenticatorCode !== '246810')
            return { errorCode: 'second_factor_code_invalid', message: 'server text' };
          return { value: withdrawal('W20261124A2', 100, 'requested') };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Withdrawal' });
    const code = within(form).getByRole('textbox', { name: /Authenticator code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '100');
    await userEvent.type(within(form).getByLabelText(/Payment password/), '654321');
    await userEvent.type(code, '12a');
    const submit = within(form).getByRole('button', { name: 'Request withdrawal' });
    await userEvent.click(submit);
    expect(await within(form).findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(platform.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The code is wrong or was already used. Enter the current code.',
    );
    expect(code).toHaveValue('');
    await userEvent.type(code, '246810');
    await userEvent.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent('Withdrawal W20261124A2');
    const posts = platform.calls('/wps/v2/withdrawals').filter((request) => request.method === 'POST');
    expect(posts.map((post) => post.body)).toMatchObject([
      { payeeId: 4, amount: '100', password: '654321', authenticatorCode: '111111' },
      { payeeId: 4, amount: '100', password: '654321', authenticatorCode: '246810' },
    ]);
  });

  it('confirms a paid withdrawal partly received: checks the images, uploads the proof as its bytes, then confirms with its id', async () => {
    let confirmed = false;
    const { platform } = await renderMember(<WithdrawPage />, {
      answers: {
        '/wps/v2/withdrawals/settings': withdrawSettings(),
        '/wps/v2/withdrawals': () => ({
          value: {
            list: [
              withdrawal(
                'W20261124B2',
                200,
                confirmed ? 'partial' : 'paid',
                confirmed ? { receivedAmount: 150 } : { paidAt: 1_795_000_100_000 },
              ),
            ],
            ...PAGE,
          },
        }),
        '/wps/v2/withdrawals/proofs': { value: { proofId: 31, type: 'image/png', size: 4 } },
        '/wps/v2/withdrawals/confirm': () => {
          confirmed = true;
          return { value: withdrawal('W20261124B2', 200, 'partial', { receivedAmount: 150 }) };
        },
      },
    });
    const list = await screen.findByRole('table');
    expect(await within(list).findByText('Paid: please confirm')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Confirm receipt of withdrawal W20261124B2' }));
    const form = screen.getByRole('form', { name: 'Confirm withdrawal W20261124B2' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Only part of it' }));
    const submit = within(form).getByRole('button', { name: 'Send confirmation' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount that arrived/ }), '250');
    await userEvent.click(submit);
    expect(await within(form).findByText('The amount can be at most $200.00.')).toBeInTheDocument();
    expect(within(form).getByText('Add at least one proof image.')).toBeInTheDocument();

    const files = within(form).getByLabelText(/Proof images/);
    const gif = new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' });
    await userEvent.upload(files, gif, { applyAccept: false });
    await userEvent.click(submit);
    expect(await within(form).findByText('receipt.gif is not a PNG or JPG image.')).toBeInTheDocument();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(files, big);
    await userEvent.click(submit);
    expect(await within(form).findByText('big.png is larger than 5 MB.')).toBeInTheDocument();
    expect(platform.calls('/wps/v2/withdrawals/proofs')).toEqual([]);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(files, png);
    const received = within(form).getByRole('textbox', { name: /Amount that arrived/ });
    await userEvent.clear(received);
    await userEvent.type(received, '150');
    await userEvent.click(submit);

    expect(
      await screen.findByText(
        'Thank you: withdrawal W20261124B2 is recorded as partly received. We will look into it.',
      ),
    ).toBeInTheDocument();
    const [upload] = platform.calls('/wps/v2/withdrawals/proofs');
    expect(upload!.url.searchParams.get('withdrawalNo')).toBe('W20261124B2');
    expect(upload!.body).toBe(png);
    expect(platform.calls('/wps/v2/withdrawals/confirm')[0]!.body).toEqual({
      withdrawalNo: 'W20261124B2',
      result: 'partial',
      receivedAmount: '150',
      proofIds: [31],
    });
    await waitFor(() =>
      expect(within(list).getByText(/Partly received/)).toHaveTextContent('Partly received ($150.00)'),
    );
  });

  it("shows the platform's refusal of a proof image and sends nothing more", async () => {
    const { platform } = await renderMember(<WithdrawPage />, {
      answers: {
        '/wps/v2/withdrawals/settings': withdrawSettings(),
        '/wps/v2/withdrawals': { value: { list: [withdrawal('W20261124C3', 200, 'paid')], ...PAGE } },
        '/wps/v2/withdrawals/proofs': {
          errorCode: 'proof_image_invalid',
          value: { reason: 'type' },
          message: 'server text',
        },
      },
    });
    const list = await screen.findByRole('table');
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Confirm receipt of withdrawal W20261124C3' }),
    );
    const form = screen.getByRole('form', { name: 'Confirm withdrawal W20261124C3' });
    await userEvent.click(within(form).getByRole('radio', { name: 'No, nothing arrived' }));
    // Named .png, but not a png: the browser's type says png, the platform reads the bytes.
    await userEvent.upload(
      within(form).getByLabelText(/Proof images/),
      new File(['not an image'], 'fake.png', { type: 'image/png' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'fake.png: The image is not a PNG or JPG, or it is larger than 5 MB.',
    );
    expect(platform.calls('/wps/v2/withdrawals/confirm')).toEqual([]);
  });
});
