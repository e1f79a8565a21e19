// The support console over a fake staff API and a fake staff socket: the list per queue and filter
// with the waiting counts, claim (and another's claim refused in the staff's words), the reply (a
// clientId per message, the same one again after a failure, the text kept), Enter and Shift+Enter,
// a live message shown once however often it comes, a queue change, the reconnect, images (checked
// here, the platform's refusal translated, shown from the staff call), canned replies (insert,
// add, delete), read receipts and marking read, and the role gating.
import type { StaffRole, SupportConversation } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openedDialog } from '../../testing/dialogs';
import { installFakeSockets } from '../../testing/fake-socket';
import type { OpsCall, OpsRoutes } from '../../testing/fake-ops';
import {
  cannedReplyOf,
  chatMessageOf,
  conversationOf,
  pageOf,
  sessionOf,
  supportMemberOf,
} from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// The smallest PNG: its signature and an IHDR chunk are enough for a Blob of type image/png.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
/** The staff member of sessionOf (staffId 7). */
const ME = { staffId: 7, name: 'Support Staff' };

const listAnswer = (list: SupportConversation[], waiting = { general: 2, vip: 1 }) => ({
  value: { ...pageOf(list), waiting },
});

/** The console as `support` (or other roles) sees it, with one conversation (31) and its message 101. */
async function consoleOf(
  { conversation = conversationOf(), messages = [chatMessageOf()], extra = {} as OpsRoutes } = {},
  roles: StaffRole[] = ['support'],
) {
  const sockets = installFakeSockets();
  const held = { conversation, messages };
  const rendered = await renderBackoffice({
    path: '/support',
    token: 'staff-token',
    routes: {
      'GET /ops/session': { value: sessionOf('support', roles) },
      'GET /ops/support/conversations': listAnswer([conversation]),
      'GET /ops/support/conversations/:conversationId': () => ({
        value: { ...held, member: supportMemberOf() },
      }),
      'GET /ops/support/canned-replies': { value: { list: [cannedReplyOf()] } },
      'GET /ops/support/conversations/:conversationId/images/:messageId': () =>
        new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } }),
      'POST /ops/support/conversations/:conversationId/read': () => ({
        value: { conversation: { ...held.conversation, unread: 0 } },
      }),
      ...extra,
    },
  });
  return { ...rendered, sockets, held };
}

/** Opens conversation 31 from the list. */
async function openFirst(user: Awaited<ReturnType<typeof consoleOf>>['user']) {
  const list = await screen.findByRole('list', { name: /conversations:/ });
  await user.click(within(list).getAllByRole('button')[0]!);
  return screen.findByRole('region', { name: 'Conversation with vicmember' });
}

const mine = (overrides: Partial<SupportConversation> = {}) =>
  conversationOf({ state: 'open', claimedBy: ME, unread: 0, ...overrides });

describe('support console: the queues', () => {
  it('lists the General queue’s waiting conversations with the waiting counts of both queues', async () => {
    const { ops } = await consoleOf({
      conversation: conversationOf({ lastText: null, lastImage: true, unread: 3, rankLevel: 2 }),
    });
    const list = await screen.findByRole('list', { name: 'General conversations: Waiting' });
    const row = within(list).getByRole('button', { name: /vicmember/ });
    expect(row).toHaveTextContent('Rank 2');
    expect(row).toHaveTextContent('Image');
    expect(row).toHaveTextContent('3 unread');
    expect(row).toHaveTextContent('Not claimed');
    expect(screen.getByRole('tab', { name: 'General 2 waiting' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'VIP 1 waiting' })).toBeInTheDocument();
    expect(ops.callsTo('GET /ops/support/conversations')[0]?.query).toMatchObject({
      queue: 'general',
      filter: 'waiting',
      pageNo: '1',
    });
    expect(ops.callsTo('GET /ops/support/conversations')[0]?.authorization).toBe('Bearer staff-token');
  });

  it('asks for the queue and the filter chosen', async () => {
    const { user, ops } = await consoleOf();
    await screen.findByRole('list', { name: 'General conversations: Waiting' });
    ops.set({
      'GET /ops/support/conversations': listAnswer([
        conversationOf({ conversationId: 32, queue: 'vip', username: 'bigspender', rankLevel: 6, claimedBy: ME }),
      ]),
    });
    await user.click(screen.getByRole('tab', { name: /VIP/ }));
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    const list = await screen.findByRole('list', { name: 'VIP conversations: Mine' });
    expect(await within(list).findByRole('button', { name: /bigspender/ })).toHaveTextContent(
      'Claimed by Support Staff',
    );
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
    expect(ops.callsTo('GET /ops/support/conversations').at(-1)?.query).toMatchObject({ queue: 'vip', filter: 'mine' });
  });

  it('moves along the list with the arrow keys, Home and End', async () => {
    const { user } = await consoleOf({
      extra: {
        'GET /ops/support/conversations': listAnswer([
          conversationOf({ conversationId: 31, username: 'first' }),
          conversationOf({ conversationId: 32, username: 'second' }),
          conversationOf({ conversationId: 33, username: 'third' }),
        ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'General conversations: Waiting' });
    const [first, second, third] = within(list).getAllByRole('button');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    // Only one of them is a Tab stop.
    expect(
      within(list)
        .getAllByRole('button')
        .filter((each) => each.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('is not there for staff without the support role', async () => {
    await renderBackoffice({
      path: '/support',
      token: 'staff-token',
      routes: {
        'GET /ops/session': { value: sessionOf('fin', ['finance']) },
        'GET /ops/withdrawals': { value: pageOf([]) },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Withdrawals', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customer service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('is the first page of support staff, in the navigation', async () => {
    await consoleOf();
    expect(await screen.findByRole('heading', { name: 'Customer service', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('support console: a conversation', () => {
  it('shows the messages as text, the member’s details, and claims a waiting one', async () => {
    const { user, ops } = await consoleOf({
      messages: [chatMessageOf({ text: '<script>alert(1)</script> help' })],
      extra: {
        'POST /ops/support/conversations/:conversationId/claim': { value: { conversation: mine({ unread: 1 }) } },
        'POST /ops/support/conversations/:conversationId/read': { value: { conversation: mine() } },
      },
    });
    const view = await openFirst(user);
    await waitFor(() =>
      expect(within(view).getByRole('heading', { name: 'Conversation with vicmember' })).toHaveFocus(),
    );
    const log = within(view).getByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(await within(log).findByText('<script>alert(1)</script> help')).toBeInTheDocument();
    expect(log.querySelector('script')).toBeNull();
    const member = within(view).getByRole('complementary', { name: 'Member' });
    expect(member).toHaveTextContent('Silver');
    expect(member).toHaveTextContent('Earlier conversations3');
    expect(within(view).getByText('Claim this conversation to answer it.')).toBeInTheDocument();
    expect(within(view).queryByRole('textbox', { name: /Reply/ })).not.toBeInTheDocument();
    // A peek at a waiting conversation does not tell the member it was read.
    expect(ops.callsTo('POST /ops/support/conversations/:conversationId/read')).toEqual([]);

    await user.click(within(view).getByRole('button', { name: 'Claim' }));
    expect(await within(view).findByRole('textbox', { name: /Reply/ })).toBeInTheDocument();
    expect(within(view).getByText('Claimed by Support Staff')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/support/conversations/:conversationId/claim').map((call) => call.path)).toEqual([
      '/ops/support/conversations/31/claim',
    ]);
    // Now it is this staff member's: viewing it marks it read up to the last message.
    await waitFor(() =>
      expect(ops.callsTo('POST /ops/support/conversations/:conversationId/read')[0]?.body).toEqual({ upToId: 101 }),
    );
  });

  it('says so when another agent has claimed it first', async () => {
    const { user } = await consoleOf({
      extra: {
        'POST /ops/support/conversations/:conversationId/claim': {
          status: 409,
          errorCode: 'chat_claimed_by_other',
          value: { claimedBy: { staffId: 9, name: 'Other Agent' } },
        },
      },
    });
    const view = await openFirst(user);
    await user.click(within(view).getByRole('button', { name: 'Claim' }));
    expect(await within(view).findByRole('alert')).toHaveTextContent(
      'Another support agent has already claimed this conversation.',
    );
  });

  it('shows read receipts on staff messages up to what the member has read', async () => {
    const { user } = await consoleOf({
      conversation: mine({ memberReadId: 102 }),
      messages: [
        chatMessageOf(),
        chatMessageOf({ id: 102, sender: 'staff', staffName: 'Support Staff', text: 'Let me look.' }),
        chatMessageOf({ id: 103, sender: 'staff', staffName: 'Support Staff', text: 'It is paid.' }),
      ],
    });
    const view = await openFirst(user);
    const items = within(within(view).getByRole('log')).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Let me look.');
    expect(items[1]).toHaveTextContent('Read');
    expect(items[2]).toHaveTextContent('Sent');
    expect(items[0]?.textContent).not.toMatch(/Read|Sent/);
  });

  it('closes one after a confirmation', async () => {
    const { user, ops } = await consoleOf({
      conversation: mine(),
      extra: {
        'POST /ops/support/conversations/:conversationId/close': {
          value: { conversation: mine({ state: 'closed' }) },
        },
      },
    });
    const view = await openFirst(user);
    await user.click(within(view).getByRole('button', { name: 'Close conversation' }));
    const dialog = await openedDialog('Close this conversation?', 'alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    expect(await within(view).findByText('This conversation is closed.')).toBeInTheDocument();
    expect(within(view).queryByRole('textbox', { name: /Reply/ })).not.toBeInTheDocument();
    expect(ops.callsTo('POST /ops/support/conversations/:conversationId/close')).toHaveLength(1);
  });
});

describe('support console: answering', () => {
  const replyRoute = 'POST /ops/support/conversations/:conversationId/messages';
  const stored = (call: OpsCall, id = 110) => {
    const body = call.body as { clientId: string; text: string };
    return {
      value: {
        message: chatMessageOf({
          id,
          sender: 'staff',
          staffName: 'Support Staff',
          clientId: body.clientId,
          text: body.text,
        }),
      },
    };
  };

  it('sends with Enter (a clientId per message), shows the answer once and empties the box', async () => {
    const { user, ops, sockets } = await consoleOf({
      conversation: mine(),
      extra: { [replyRoute]: (call) => stored(call) },
    });
    await sockets.accept();
    const view = await openFirst(user);
    const box = within(view).getByRole('textbox', { name: /Reply/ });
    await user.type(box, 'It is on its way.{Enter}');
    const log = within(view).getByRole('log');
    expect(await within(log).findByText('It is on its way.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const [call] = ops.callsTo(replyRoute);
    expect(call?.path).toBe('/ops/support/conversations/31/messages');
    expect(call?.body).toEqual({ clientId: expect.stringMatching(UUID), text: 'It is on its way.' });
    // The platform pushes the same message to every console: it is not shown twice.
    await sockets.push({ type: 'message', message: stored(call!).value.message });
    expect(within(log).getAllByText('It is on its way.')).toHaveLength(1);
  });

  it('starts a new line with Shift+Enter and sends nothing', async () => {
    const { user, ops } = await consoleOf({ conversation: mine() });
    const view = await openFirst(user);
    const box = within(view).getByRole('textbox', { name: /Reply/ });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(ops.callsTo(replyRoute)).toEqual([]);
  });

  it('keeps the text after a failure and sends it again with the same clientId', async () => {
    const { user, ops } = await consoleOf({
      conversation: mine(),
      extra: { [replyRoute]: { status: 409, errorCode: 'chat_conversation_closed' } },
    });
    const view = await openFirst(user);
    const box = within(view).getByRole('textbox', { name: /Reply/ });
    await user.type(box, 'Are you still there?');
    await user.click(within(view).getByRole('button', { name: 'Send' }));
    expect(await within(view).findByRole('alert')).toHaveTextContent('This conversation is closed.');
    expect(box).toHaveValue('Are you still there?');

    ops.set({ [replyRoute]: (call) => stored(call) });
    await user.click(within(view).getByRole('button', { name: 'Send' }));
    expect(await within(within(view).getByRole('log')).findByText('Are you still there?')).toBeInTheDocument();
    const [first, second] = ops.callsTo(replyRoute).map((call) => (call.body as { clientId: string }).clientId);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    expect(within(view).queryByRole('alert')).not.toBeInTheDocument();

    // The next message is another one.
    await user.type(box, 'Anything else?{Enter}');
    await waitFor(() => expect(ops.callsTo(replyRoute)).toHaveLength(3));
    expect((ops.callsTo(replyRoute)[2]?.body as { clientId: string }).clientId).not.toBe(first);
  });

  it('inserts a canned reply where the cursor is, those in the member’s language first', async () => {
    const { user } = await consoleOf({
      conversation: mine(),
      extra: {
        'GET /ops/support/canned-replies': {
          value: { list: [cannedReplyOf({ cannedReplyId: 4, title: 'Xin chào', language: 'VI' }), cannedReplyOf()] },
        },
      },
    });
    const view = await openFirst(user);
    const box = within(view).getByRole('textbox', { name: /Reply/ });
    await user.type(box, 'Hi! ');
    const picker = within(view).getByRole('combobox', { name: 'Canned reply' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Insert a canned reply', 'Greeting (EN)', 'Xin chào (VI)']);
    await user.selectOptions(picker, 'Greeting (EN)');
    expect(box).toHaveValue('Hi! Hello, how can I help you?');
    expect(within(view).getByRole('combobox', { name: 'Canned reply' })).toHaveValue('');
  });
});

describe('support console: images', () => {
  const imageRoute = 'POST /ops/support/conversations/:conversationId/images';

  it('refuses a file that is not a png or jpg before sending it', async () => {
    const { user, ops } = await consoleOf({ conversation: mine() });
    const view = await openFirst(user);
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    // The file picker offers png and jpg only, but a file can still be dropped or chosen as "all files".
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(within(view).getByLabelText('Attach image'), gif);
    expect(await within(view).findByRole('alert')).toHaveTextContent('Choose a png or jpg image of at most 2 MB.');
    expect(ops.callsTo(imageRoute)).toEqual([]);
  });

  it('sends a png with a clientId and shows the platform’s refusal in the staff’s words', async () => {
    const { user, ops } = await consoleOf({
      conversation: mine(),
      extra: { [imageRoute]: { status: 400, errorCode: 'chat_image_invalid' } },
    });
    const view = await openFirst(user);
    const fake = new File(['not really a png'], 'shot.png', { type: 'image/png' });
    await user.upload(within(view).getByLabelText('Attach image'), fake);
    expect(await within(view).findByRole('alert')).toHaveTextContent(
      'The image was not accepted: send a png or jpg image of at most 2 MB.',
    );
    const [call] = ops.callsTo(imageRoute);
    expect(call?.path).toBe('/ops/support/conversations/31/images');
    expect(call?.query.clientId).toMatch(UUID);
    expect(call?.body).toBe('not really a png');
  });

  it('sends a png and shows it once it is stored', async () => {
    const { user, ops } = await consoleOf({
      conversation: mine(),
      extra: {
        [imageRoute]: (call) => ({
          value: {
            message: chatMessageOf({
              id: 111,
              sender: 'staff',
              staffName: 'Support Staff',
              clientId: call.query.clientId ?? '',
              text: null,
              image: true,
            }),
          },
        }),
      },
    });
    const view = await openFirst(user);
    await user.upload(within(view).getByLabelText('Attach image'), new File([PNG], 'shot.png', { type: 'image/png' }));
    expect(await within(view).findByRole('img', { name: 'Image from Support Staff' })).toBeInTheDocument();
    expect(ops.callsTo(imageRoute)).toHaveLength(1);
    expect(within(view).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an image message fetched with the staff token', async () => {
    const { user, ops } = await consoleOf({
      messages: [chatMessageOf({ id: 104, text: null, image: true })],
    });
    const view = await openFirst(user);
    const image = await within(view).findByRole('img', { name: 'Image from vicmember' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    await user.click(within(view).getByRole('button', { name: 'Open the image from vicmember larger' }));
    const dialog = await openedDialog('Image from vicmember');
    expect(await within(dialog).findByRole('img', { name: 'Image from vicmember' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    const [call] = ops.callsTo('GET /ops/support/conversations/:conversationId/images/:messageId');
    expect(call?.path).toBe('/ops/support/conversations/31/images/104');
    expect(call?.authorization).toBe('Bearer staff-token');
  });
});

describe('support console: live', () => {
  it('says hello with the staff token (never in the address) and shows the socket’s state', async () => {
    const { sockets } = await consoleOf();
    await screen.findByRole('list', { name: /conversations:/ });
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('Connecting…');
    const socket = await sockets.accept();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ops\/support\/socket$/);
    expect(socket.sent[0]).toEqual({ type: 'hello', token: 'staff-token', after: 0 });
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('Live');
  });

  it('shows a new message of the open conversation once, however often it comes', async () => {
    const { user, sockets } = await consoleOf({ conversation: mine() });
    await sockets.accept();
    const view = await openFirst(user);
    const message = chatMessageOf({ id: 105, text: 'Hello again?' });
    await sockets.push({ type: 'message', message });
    await sockets.push({ type: 'message', message });
    const log = within(view).getByRole('log');
    expect(within(log).getAllByText('Hello again?')).toHaveLength(1);
    // A message of another conversation is not this one's.
    await sockets.push({ type: 'message', message: chatMessageOf({ id: 106, conversationId: 99, text: 'Not here' }) });
    expect(within(log).queryByText('Not here')).not.toBeInTheDocument();
  });

  it('puts a new conversation of the queue at the top of the list, and updates the open one', async () => {
    const { user, sockets, ops } = await consoleOf();
    await sockets.accept();
    const view = await openFirst(user);
    const newcomer = conversationOf({ conversationId: 40, username: 'newcomer', lastMessageAt: Date.now() });
    ops.set({ 'GET /ops/support/conversations': listAnswer([newcomer, conversationOf()], { general: 3, vip: 1 }) });
    await sockets.push({ type: 'queue', conversation: newcomer });
    const list = screen.getByRole('list', { name: 'General conversations: Waiting' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('newcomer');
    // The waiting counts are the platform's: the list is read again a moment later.
    expect(await screen.findByRole('tab', { name: 'General 3 waiting' }, { timeout: 3000 })).toBeInTheDocument();
    // What the platform answers once another agent has claimed conversation 31:
    ops.set({ 'GET /ops/support/conversations': listAnswer([newcomer], { general: 2, vip: 1 }) });
    // Another agent claims the open one: it leaves the waiting list, and the view says who has it.
    await sockets.push({
      type: 'queue',
      conversation: conversationOf({ state: 'open', claimedBy: { staffId: 9, name: 'Other Agent' } }),
    });
    expect(within(list).queryByRole('button', { name: /vicmember/ })).not.toBeInTheDocument();
    expect(within(view).getByText('Other Agent is answering this conversation.')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('marks a staff message read when the member reads it', async () => {
    const { user, sockets } = await consoleOf({
      conversation: mine(),
      messages: [chatMessageOf(), chatMessageOf({ id: 102, sender: 'staff', staffName: 'Support Staff', text: 'Hi' })],
    });
    await sockets.accept();
    const view = await openFirst(user);
    const staffMessage = within(within(view).getByRole('log')).getAllByRole('listitem')[1]!;
    expect(staffMessage).toHaveTextContent('Sent');
    await sockets.push({ type: 'read', conversationId: 31, by: 'member', upToId: 102 });
    expect(staffMessage).toHaveTextContent('Read');
  });

  it('reconnects after a break, asks for what it missed and reads the lists again', async () => {
    const { user, ops, sockets } = await consoleOf({ conversation: mine() });
    await sockets.accept();
    await openFirst(user);
    const listCalls = () => ops.callsTo('GET /ops/support/conversations').length;
    const before = listCalls();
    await sockets.drop();
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('Reconnecting…');
    await waitFor(() => expect(sockets.all).toHaveLength(2), { timeout: 3000 });
    await sockets.accept();
    expect(sockets.latest().sent[0]).toEqual({ type: 'hello', token: 'staff-token', after: 101 });
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('Live');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });
});

describe('support console: canned replies', () => {
  it('lists, adds and deletes canned replies', async () => {
    const { user, ops } = await consoleOf({
      extra: {
        'POST /ops/support/canned-replies': (call) => ({
          value: cannedReplyOf({ cannedReplyId: 6, ...(call.body as object) }),
        }),
        'DELETE /ops/support/canned-replies/:cannedReplyId': { value: null },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Canned replies' }));
    const dialog = await openedDialog('Canned replies');
    expect(await within(dialog).findByRole('rowheader', { name: 'Greeting' })).toBeInTheDocument();

    const form = within(dialog).getByRole('form', { name: 'Add a canned reply' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(ops.callsTo('POST /ops/support/canned-replies')).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Paid');
    await user.type(within(form).getByRole('textbox', { name: /Text/ }), 'Your withdrawal was paid.');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'VI');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Canned reply “Paid” added.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/support/canned-replies')[0]?.body).toEqual({
      title: 'Paid',
      text: 'Your withdrawal was paid.',
      language: 'VI',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Delete “Greeting”' }));
    expect(await within(dialog).findByText('Canned reply “Greeting” deleted.')).toBeInTheDocument();
    expect(ops.callsTo('DELETE /ops/support/canned-replies/:cannedReplyId')[0]?.path).toBe(
      '/ops/support/canned-replies/5',
    );
  });
});
