// The chat page in Storybook (apps/storybook), answered by MSW (the history, the send call, the image
// bytes and the chat socket): a visitor, the empty conversation, loading and failed, a conversation
// both ways (a script shown as text, an image, read receipts), waiting for an agent, ended, a send
// refused with the typed text kept, and long Thai and Vietnamese messages.
import { CHAT_PATHS, chatHistory, chatMessage } from '../../test/chat-data';
import { pageShows, screenStory, typeInto, waitUntil, type ScreenStory } from '../../test/stories';
import { ChatPage } from './chat-page';

const page = <ChatPage title="" />;
const history = (overrides: Parameters<typeof chatHistory>[0] = {}) => ({
  [CHAT_PATHS.chatMessages]: { value: chatHistory(overrides) },
});

/** Both ways: a script the member typed (shown as text), an image from the agent, read up to 12. */
const CONVERSATION = [
  chatMessage(10, 'member', 'Hello, my deposit of $50 has not arrived yet.'),
  chatMessage(11, 'staff', 'Hi, I am Mai. Could you send me the receipt of the transfer?'),
  chatMessage(12, 'member', '<script>alert(1)</script><b>not bold</b>'),
  chatMessage(13, 'staff', null, { image: true }),
  chatMessage(14, 'member', 'Thank you, that is the one.'),
];

export default {
  title: 'Support/Chat',
  component: ChatPage,
  parameters: { layout: 'fullscreen' },
};

export const Visitor = screenStory(page, { loggedIn: false, shows: 'Log in to chat with customer service.' });

export const Empty = screenStory(page, {
  answers: history({ messages: [], conversation: null }),
  shows: 'Write to us and a support agent will answer here.',
});

export const Loading = screenStory(page, { answers: { [CHAT_PATHS.chatMessages]: { pending: true } } });

export const LoadFailed = screenStory(page, {
  answers: { [CHAT_PATHS.chatMessages]: { errorCode: 'system_error', status: 500 } },
  shows: 'The conversation could not be loaded.',
});

/**
 * Waits until the message log shows its picture and its newest message (scrolled to its bottom);
 * throws after 8 s. The picture first: it replaces a loading line, which may move the log.
 */
function logAtNewest(doc: Document) {
  return waitUntil(() => {
    const log = doc.querySelector('[role="log"]');
    const picture = log?.querySelector('img');
    return (
      !!log &&
      !!picture?.complete &&
      picture.naturalWidth > 0 &&
      log.scrollHeight - log.scrollTop - log.clientHeight <= 1
    );
  }, 'The log never showed its picture and its newest message');
}

const conversation = screenStory(page, {
  answers: history({
    messages: CONVERSATION,
    conversation: { conversationId: 3, state: 'open', staffName: 'Mai', staffReadId: 12 },
  }),
  shows: '<script>alert(1)</script>',
});

/**
 * The conversation opens at its newest message, also once its picture and fonts have come (the story
 * test asserts it, and the visual check pictures it).
 */
export const Conversation = {
  ...conversation,
  play: async (context: { canvasElement: HTMLElement }) => {
    await conversation.play?.(context);
    await logAtNewest(context.canvasElement.ownerDocument);
  },
};

export const WaitingForAnAgent = screenStory(page, {
  answers: history({
    messages: [chatMessage(10, 'member', 'Hello, is anyone there?')],
    conversation: { conversationId: 3, state: 'waiting', staffName: null, staffReadId: 0 },
  }),
  shows: 'Waiting for a support agent…',
});

export const Ended = screenStory(page, {
  answers: history({ conversation: { conversationId: 3, state: 'closed', staffName: 'Mai', staffReadId: 11 } }),
  shows: 'This conversation has ended.',
});

const refused = screenStory(page, {
  answers: {
    ...history(),
    [CHAT_PATHS.sendChat]: { errorCode: 'chat_flood', status: 429, value: { retryAfterSeconds: 20 } },
  },
  shows: 'Connected',
});

/** The member sends a message the platform refuses (too many at once): the text stays in the field. */
export const SendRefusedKeepsTheText: ScreenStory = {
  ...refused,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await pageShows(doc, 'Connected');
    const field = doc.querySelector<HTMLTextAreaElement>('form textarea');
    if (!field) throw new Error('no message field');
    typeInto(field, 'Are you still there? I have been waiting for an hour.');
    await pageShows(doc, 'Send');
    doc.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click();
    await pageShows(doc, 'You are sending messages too quickly. Please wait 20 seconds.');
    if (field.value !== 'Are you still there? I have been waiting for an hour.') throw new Error('the text was lost');
  },
};

export const ConversationThai = screenStory(page, {
  locale: 'TH',
  answers: history({
    messages: [
      chatMessage(10, 'member', 'สวัสดีครับ ผมฝากเงินผ่านธนาคารไปเมื่อสองชั่วโมงที่แล้ว แต่ยอดเงินในบัญชียังไม่เข้าเลยครับ'),
      chatMessage(11, 'staff', 'สวัสดีค่ะ ดิฉันชื่อมาย กรุณาส่งสลิปการโอนเงินและเลขที่บัญชีที่ใช้โอนให้ดิฉันตรวจสอบด้วยนะคะ', {
        staffName: 'มาย',
      }),
    ],
    conversation: { conversationId: 3, state: 'open', staffName: 'มาย', staffReadId: 10 },
  }),
  shows: 'กรุณาส่งสลิป',
});

export const ConversationVietnamese = screenStory(page, {
  locale: 'VI',
  answers: history({
    messages: [
      chatMessage(
        10,
        'member',
        'Xin chào, tôi đã chuyển khoản nạp tiền từ hai giờ trước nhưng số dư tài khoản vẫn chưa được cộng.',
      ),
      chatMessage(
        11,
        'staff',
        'Chào anh, em là Mai. Anh vui lòng gửi biên lai chuyển khoản và số tài khoản đã dùng để em kiểm tra giúp anh nhé.',
      ),
    ],
  }),
  shows: 'biên lai chuyển khoản',
});
