// Every story of the money pages draws its page from its mocked answers (stories double as tests).
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as deposit from './deposit/deposit-page.stories';
import * as transfers from './transfer/transfer-pages.stories';
import * as withdraw from './withdraw/withdraw-page.stories';

type Story = { render: () => ReactElement };
const stories = (module: Record<string, unknown>) => Object.entries(module).filter((entry): entry is [string, Story] => entry[0] !== 'default');

/** A text each story shows once its answers are in. */
const EXPECTED: Record<string, string> = {
  'deposit/Default': 'Continue to payment',
  'deposit/Playground': 'Continue to payment',
  'deposit/RefusedByThePlatform': 'Continue to payment',
  'deposit/NoMethods': 'No payment method is available at the moment.',
  'withdraw/Default': 'Paid: please confirm',
  'withdraw/Playground': 'Request withdrawal',
  'withdraw/NoPayeeYet': 'Save payee',
  'withdraw/NeedsPaymentPassword': 'Set payment password',
  'withdraw/WrongPassword': 'Request withdrawal',
  'transfers/Default': 'Move money between wallets',
  'transfers/Playground': 'Swap wallets',
  'transfers/SingleWallet': 'All games play from your main wallet: there is nothing to transfer.',
  'transfers/AgentToDownline': 'Send to a downline',
  'transfers/MemberToUpline': 'Send to your upline',
};

describe('money page stories', () => {
  const all = [...stories(deposit).map(([name, story]) => [`deposit/${name}`, story] as const), ...stories(withdraw).map(([name, story]) => [`withdraw/${name}`, story] as const), ...stories(transfers).map(([name, story]) => [`transfers/${name}`, story] as const)];

  it('lists a text to expect for every story', () => {
    expect(all.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(all)('%s draws its page', async (name, story) => {
    const { unmount } = render(story.render());
    expect((await screen.findAllByText(EXPECTED[name]!, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    unmount();
  });
});
