// A withdrawal's proof images: fetched with the staff member's bearer token and shown through an
// object URL (never the address itself in an <img>), named by their alternative text, one at a time.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, sessionOf, withdrawalOf } from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

// The smallest PNG: its signature and an IHDR chunk are enough for a Blob of type image/png.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe('proofs dialog', () => {
  it('fetches each proof with the bearer token and shows it from an object URL', async () => {
    const { user, ops } = await renderBackoffice({
      path: '/withdrawals',
      token: 'finance-token',
      routes: {
        'GET /ops/session': { value: sessionOf('finance', ['finance']) },
        'GET /ops/withdrawals': {
          value: pageOf([withdrawalOf({ withdrawalNo: 'W7', status: 'partial', proofCount: 2 })]),
        },
        'GET /ops/withdrawals/:no/proofs/:proofNo': () =>
          new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } }),
      },
    });
    const actions = await screen.findByRole('group', { name: 'Actions for W7' });
    await user.click(within(actions).getByRole('button', { name: 'Proofs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proofs of withdrawal W7' });
    const first = await within(dialog).findByRole('img', {
      name: 'Proof 1 of 2 for withdrawal W7, uploaded by the member',
    });
    expect(first.getAttribute('src')).toMatch(/^blob:/);
    await user.click(within(dialog).getByRole('button', { name: 'Next proof' }));
    expect(
      await within(dialog).findByRole('img', { name: 'Proof 2 of 2 for withdrawal W7, uploaded by the member' }),
    ).toBeInTheDocument();
    const calls = ops.callsTo('GET /ops/withdrawals/:no/proofs/:proofNo');
    expect(calls.map((call) => call.path)).toEqual(['/ops/withdrawals/W7/proofs/1', '/ops/withdrawals/W7/proofs/2']);
    expect(calls.every((call) => call.authorization === 'Bearer finance-token')).toBe(true);
  });

  it('says so when a proof cannot be loaded, and shows no picture', async () => {
    const { user } = await renderBackoffice({
      path: '/withdrawals',
      token: 'finance-token',
      routes: {
        'GET /ops/session': { value: sessionOf('finance', ['finance']) },
        'GET /ops/withdrawals': {
          value: pageOf([withdrawalOf({ withdrawalNo: 'W8', status: 'partial', proofCount: 1 })]),
        },
        'GET /ops/withdrawals/:no/proofs/:proofNo': () =>
          new Response('<svg onload="alert(1)"/>', { status: 200, headers: { 'content-type': 'image/svg+xml' } }),
      },
    });
    await user.click(
      within(await screen.findByRole('group', { name: 'Actions for W8' })).getByRole('button', { name: 'Proofs' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Proofs of withdrawal W8' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This proof could not be loaded.');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });
});
