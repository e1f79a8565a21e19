// The unread count's message between the chat page and the panel around it: posted to the page's own
// origin only when framed; read back only from that origin and in its shape.
import { describe, expect, it, vi } from 'vitest';
import { CHAT_UNREAD_MESSAGE, postUnreadToParent, unreadFromMessage } from './unread-message';

const ORIGIN = 'https://aurora.example';

describe('the unread message', () => {
  it('goes to the parent window, addressed to the page’s own origin', () => {
    const parent = { postMessage: vi.fn() };
    const framed = { parent, location: { origin: ORIGIN } } as unknown as Window;
    postUnreadToParent(3, framed);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: CHAT_UNREAD_MESSAGE, unReadCount: 3 }, ORIGIN);
  });

  it('is not posted by a page that is not framed', () => {
    const top = { postMessage: vi.fn(), location: { origin: ORIGIN } } as unknown as Window & { parent: Window };
    (top as { parent: Window }).parent = top;
    postUnreadToParent(3, top);
    expect(top.postMessage).not.toHaveBeenCalled();
  });

  it('is read only from the same origin and in its shape', () => {
    const event = (origin: string, data: unknown) => ({ origin, data }) as MessageEvent;
    expect(unreadFromMessage(event(ORIGIN, { type: CHAT_UNREAD_MESSAGE, unReadCount: 2 }), ORIGIN)).toBe(2);
    expect(
      unreadFromMessage(event('https://evil.example', { type: CHAT_UNREAD_MESSAGE, unReadCount: 2 }), ORIGIN),
    ).toBeNull();
    expect(unreadFromMessage(event(ORIGIN, { type: 'other', unReadCount: 2 }), ORIGIN)).toBeNull();
    expect(unreadFromMessage(event(ORIGIN, { type: CHAT_UNREAD_MESSAGE, unReadCount: -1 }), ORIGIN)).toBeNull();
    expect(unreadFromMessage(event(ORIGIN, 'text'), ORIGIN)).toBeNull();
  });
});
