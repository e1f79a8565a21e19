// The chat page against a recorded platform and a fake socket: a visitor is asked to log in, a
// free-play account gets the in_please_information text; a member sees the conversation (a script
// shown as text, read receipts, the agent's name), socket frames merged once, the socket's state;
// the composer keeps the text on a refusal and retries with the same clientId; a wrong file type
// never leaves the page; earlier pages load; the staff's messages are marked read; a reader at the
// bottom stays there when the content grows, also when it shrank for a moment before (the browser's
// move of the log to its new end is not the reader moving up).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ChatPage } from './chat-page';
import { chatHistory as history, chatMessage as message } from '../../test/chat-data';
import { installFakeSocket } from '../../test/fake-socket';
import { PATHS, renderSupport, type Answers } from '../../test/render';

const MEMBER = { loggedIn: true, trial: false };

const log = () => screen.getByRole('log', { name: 'Messages' });
const textbox = () => screen.getByRole('textbox', { name: /^Message/ });

async function renderChat(answers: Answers = {}, chat = MEMBER) {
  const lastSocket = installFakeSocket();
  const rendered = await renderSupport(<ChatPage title="Aurora support" headerColor="purple" />, {
    chat,
    answers: { [PATHS.chatMessages]: { value: history() }, ...answers },
  });
  return { ...rendered, lastSocket };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The chat rendered with its log's geometry in the test's hands (the browser's part): the content's
 * height, a box 200 px high and the ResizeObserver; `clamped`, a scrollTop the browser keeps within
 * the content, as it does when the content gets shorter (it moves the log up, and fires a scroll event).
 */
async function renderWithStandInLog(contentHeight: number, { clamped = false } = {}) {
  const observers: Array<() => void> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  await renderChat();
  const element = await screen.findByRole('log', { name: 'Messages' });
  const box = { content: contentHeight, top: 0 };
  const clamp = () => void (box.top = Math.max(0, Math.min(box.top, box.content - 200)));
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => box.content });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => 200 });
  if (clamped)
    Object.defineProperty(element, 'scrollTop', {
      configurable: true,
      get: () => box.top,
      set: (value: number) => void ((box.top = value), clamp()),
    });
  return {
    element,
    /** The content's new height (the scroll position kept within it when `clamped`). */
    setContent: (height: number) => void ((box.content = height), clamped && clamp()),
    resized: () => act(() => observers.at(-1)?.()),
    scrolled: () => act(() => void element.dispatchEvent(new Event('scroll'))),
  };
}

describe('ChatPage', () => {
  it('asks a visitor to log in, with a button that opens the login popup', async () => {
    const onLogIn = vi.fn();
    const { platform } = await renderChat({}, { loggedIn: false, trial: false, onLogIn } as typeof MEMBER);
    expect(screen.getByRole('heading', { name: 'Aurora support' })).toBeInTheDocument();
    expect(screen.getByText('Log in to chat with customer service.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledOnce();
    expect(platform.calls(PATHS.chatMessages)).toEqual([]);
  });

  it('tells a free-play account to register a real account (in_please_information)', async () => {
    const { platform } = await renderChat({}, { loggedIn: true, trial: true });
    expect(screen.getByText('Please register a real account to chat with customer service.')).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(platform.calls(PATHS.chatMessages)).toEqual([]);
  });

  it('shows the conversation: text as text, the agent, read receipts up to staffReadId', async () => {
    await renderChat({
      [PATHS.chatMessages]: {
        value: history({
          messages: [
            message(10, 'member', 'Hello'),
            message(11, 'staff', 'Hi, how can I help?'),
            message(12, 'member', '<script>alert(1)</script><b>bold</b>'),
          ],
          conversation: { conversationId: 3, state: 'open', staffName: 'Mai', staffReadId: 10 },
        }),
      },
    });
    expect(await screen.findByText('<script>alert(1)</script><b>bold</b>')).toBeInTheDocument();
    expect(log().querySelector('script, b')).toBeNull();
    expect(screen.getByText('Mai is helping you.')).toBeInTheDocument();
    const items = within(log()).getAllByText(/^(Read|Sent)$/);
    expect(items.map((item) => item.textContent)).toEqual(['Read', 'Sent']);
  });

  it('says hello with the last id, then merges socket frames once each and shows the state', async () => {
    const { lastSocket } = await renderChat();
    await screen.findByText('Let me check');
    // The socket opens in an effect after the history's commit, which may run after the text shows.
    const socket = await waitFor(lastSocket);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'hello', token: 'tok-1', after: 11 }]);
    act(() => {
      socket.push({ type: 'ready' });
      socket.push({ type: 'message', message: message(11, 'staff', 'Let me check') });
      socket.push({ type: 'message', message: message(12, 'staff', 'Found it: paid at 9:05') });
      socket.push({ type: 'message', message: message(12, 'staff', 'Found it: paid at 9:05') });
      socket.push({ type: 'caughtUp' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    expect(within(log()).getAllByText('Let me check')).toHaveLength(1);
    expect(within(log()).getAllByText('Found it: paid at 9:05')).toHaveLength(1);
    act(() => socket.push({ type: 'read', conversationId: 3, by: 'staff', upToId: 12 }));
    expect(
      within(log())
        .getAllByText(/^(Read|Sent)$/)
        .map((item) => item.textContent),
    ).toEqual(['Read']);
    act(() => socket.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost, reconnecting…');
  });

  it('keeps the text on a refusal, says why in words, and retries with the same clientId', async () => {
    let attempt = 0;
    const { platform } = await renderChat({
      [PATHS.sendChat]: () =>
        ++attempt === 1
          ? { errorCode: 'chat_flood', status: 429, value: { retryAfterSeconds: 20 } }
          : { value: { message: message(12, 'member', 'Are you there?') } },
    });
    await screen.findByText('Let me check');
    await userEvent.type(textbox(), 'Are you there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly. Please wait 20 seconds.',
    );
    expect(textbox()).toHaveValue('Are you there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Are you there?')).toBeInTheDocument();
    expect(textbox()).toHaveValue('');
    const bodies = platform.calls(PATHS.sendChat).map((call) => call.body as { clientId: string; text: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]?.text).toBe('Are you there?');
  });

  it('refuses an image that is not png or jpg without sending it', async () => {
    const { platform } = await renderChat();
    await screen.findByText('Let me check');
    const input = screen.getByLabelText('Attach an image');
    await userEvent.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG or JPG images can be sent.');
    expect(platform.calls(PATHS.sendChatImage)).toEqual([]);
  });

  it('keeps a reader at the bottom when the content grows, also after a late scroll event; not one who moved up', async () => {
    const { element, setContent, resized, scrolled } = await renderWithStandInLog(500);

    element.scrollTop = 300;
    await scrolled();
    // A font arrives: the content is 6 px taller, and the scroll event of the last scroll comes after.
    setContent(506);
    await scrolled();
    await resized();
    expect(element.scrollTop).toBe(506);

    // The reader moves up: growth leaves them where they are.
    element.scrollTop = 100;
    await scrolled();
    setContent(520);
    await resized();
    expect(element.scrollTop).toBe(100);
  });

  it('keeps a reader at the bottom when the content shrinks for a moment and grows back (a picture replacing its loading line)', async () => {
    const { element, setContent, resized, scrolled } = await renderWithStandInLog(485, { clamped: true });

    element.scrollTop = 285;
    await scrolled();
    // The picture replaces its loading line before it has a size: the content is shorter, the browser
    // moves the log up to its new end and the observer sees it; the picture then shows, and the
    // scroll event of that move comes after, when the content is taller again.
    setContent(190);
    await resized();
    setContent(563);
    await scrolled();
    await resized();
    expect(element.scrollTop).toBe(363);

    // The same when the shrink and the growth both happen before the observer looks (a layout forced
    // in between): only the late scroll event tells.
    setContent(300);
    setContent(600);
    await scrolled();
    await resized();
    expect(element.scrollTop).toBe(400);

    // The reader moving up still leaves the bottom.
    element.scrollTop = 150;
    await scrolled();
    setContent(650);
    await resized();
    expect(element.scrollTop).toBe(150);
  });

  it('loads earlier messages above the ones shown', async () => {
    const { platform } = await renderChat({
      [PATHS.chatMessages]: (url) =>
        url.searchParams.get('before') === '10'
          ? { value: history({ messages: [message(8, 'member', 'Earlier question')], hasMore: false }) }
          : { value: history({ hasMore: true }) },
    });
    await screen.findByText('Let me check');
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log()).findByText('Earlier question')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(platform.calls(PATHS.chatMessages)).toHaveLength(2);
  });

  it('marks the staff’s messages read and tells the parent window the new unread count', async () => {
    // Framed, as in the chat panel: the page posts the count to its parent, on its own origin.
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const { platform } = await renderChat({
      [PATHS.chatMessages]: { value: history({ unReadCount: 1 }) },
      [PATHS.readChat]: { value: { unReadCount: 0 } },
    });
    await waitFor(() => expect(platform.calls(PATHS.readChat).map((call) => call.body)).toEqual([{ upToId: 11 }]));
    const posted = () => parent.postMessage.mock.calls.map(([data, origin]) => [data.unReadCount, origin]);
    await waitFor(() =>
      expect(posted()).toEqual([
        [1, window.location.origin],
        [0, window.location.origin],
      ]),
    );
  });

  it('does not mark read while the panel around it is minimised, and does once it is shown', async () => {
    const { platform } = await renderChat({
      [PATHS.chatMessages]: { value: history({ unReadCount: 1 }) },
      [PATHS.readChat]: { value: { unReadCount: 0 } },
    });
    const fromPanel = (shown: boolean) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: 'portal:chat-visibility', shown },
          }),
        );
      });
    fromPanel(false);
    await screen.findByText('Let me check');
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(platform.calls(PATHS.readChat)).toEqual([]);
    fromPanel(true);
    await waitFor(() => expect(platform.calls(PATHS.readChat).map((call) => call.body)).toEqual([{ upToId: 11 }]));
  });
});
