// Every story of the money pages draws its page from its mocked answers (stories double as tests).
import { describeStories, storiesOf } from '../test/story-tests';
import * as deposit from './deposit/deposit-page.stories';
import * as transfers from './transfer/transfer-pages.stories';
import * as withdraw from './withdraw/withdraw-page.stories';

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

describeStories(
  'money page stories',
  [...storiesOf(deposit, 'deposit/'), ...storiesOf(withdraw, 'withdraw/'), ...storiesOf(transfers, 'transfers/')],
  EXPECTED,
);
