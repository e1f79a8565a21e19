// The chat page (what getChatUrl points to: /chat?title=&lang=&header=, in the chat panel's iframe
// or a popup): a header with the title in the given colour, then for a member the conversation —
// the messages in a log region (text shown as text, images fetched with the token, read receipts
// on the member's own up to staffReadId, the agent's name once claimed, "load earlier" paging), the
// socket's state and the composer. A visitor is asked to log in; a free-play account gets the
// `in_please_information` text. The unread count goes to the parent window (unread-message.ts).
import { isApiError, supportApi, useGetChatMessagesQuery, useReadChatMessagesMutation } from '@portal/api';
import type { ChatHistoryValue, ChatMessage } from '@portal/contracts';
import { toIntlLocale, useTranslation } from '@portal/i18n';
import { Button, FormAlert, Spinner } from '@portal/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { SUPPORT_NAMESPACE } from '../support-namespace';
import { addEarlierPage, CHAT_PAGE, lastMessageId, setUnreadCount } from './chat-cache';
import type { ChatDispatch } from './chat-cache';
import { ChatComposer } from './chat-composer';
import { useChatHost } from './chat-host';
import { ChatImage } from './chat-image';
import {
  Body,
  Bubble,
  Centered,
  ConversationNote,
  Header,
  HeaderTitle,
  Item,
  Log,
  Meta,
  Page,
  Sender,
  SocketStatus,
  Text,
} from './chat-page.styles';
import { headerColorOrNull } from './header-color';
import { postUnreadToParent, shownFromMessage } from './unread-message';
import { useChatSocket, type ChatSocketState } from './use-chat-socket';

export interface ChatPageProps {
  /** The header's title (the chat URL's `title`). */
  title: string;
  /** The header's colour (the chat URL's `header`), checked; the theme's accent otherwise. */
  headerColor?: string | null;
}

export function ChatPage({ title, headerColor }: ChatPageProps) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const host = useChatHost();
  return (
    <Page>
      <Header $color={headerColorOrNull(headerColor)}>
        <HeaderTitle>{title || t('chat.title')}</HeaderTitle>
      </Header>
      {!host.loggedIn ? (
        <Centered>
          <p>{t('chat.logInFirst')}</p>
          {host.onLogIn && <Button onClick={host.onLogIn}>{t('chat.logIn')}</Button>}
        </Centered>
      ) : host.trial ? (
        <TrialNotice />
      ) : (
        <Conversation />
      )}
    </Page>
  );
}

function TrialNotice() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  return (
    <Centered>
      <FormAlert tone="info">{t('common:dialogs.completeInformation.message')}</FormAlert>
    </Centered>
  );
}

/** The page can be seen: its document is visible and, in the chat panel, the panel is not minimised. */
function usePageSeen(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    const fromPanel = (event: MessageEvent) => {
      const next = shownFromMessage(event, window.location.origin);
      if (next !== null) setShown(next);
    };
    document.addEventListener('visibilitychange', update);
    window.addEventListener('message', fromPanel);
    return () => {
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('message', fromPanel);
    };
  }, []);
  return visible && shown;
}

const SOCKET_TEXT: Record<ChatSocketState, string> = {
  connecting: 'chat.socket.connecting',
  open: 'chat.socket.open',
  closed: 'chat.socket.reconnecting',
  reconnecting: 'chat.socket.reconnecting',
  refused: 'chat.socket.refused',
};

function Conversation() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const history = useGetChatMessagesQuery(CHAT_PAGE);
  const data = history.data;
  const latest = useRef<ChatHistoryValue | undefined>(data);
  latest.current = data;
  const socket = useChatSocket(history.isSuccess, () => lastMessageId(latest.current));
  const unReadCount = data?.unReadCount;

  useEffect(() => {
    if (unReadCount !== undefined) postUnreadToParent(unReadCount);
  }, [unReadCount]);

  useMarkRead(data);

  if (history.isLoading)
    return (
      <Centered>
        <Spinner label={t('chat.loading')} />
      </Centered>
    );
  if (history.isError && isApiError(history.error) && history.error.errorCode === 'chat_needs_real_account')
    return <TrialNotice />;
  if (!data)
    return (
      <Centered>
        <FormAlert>{t('chat.loadFailed')}</FormAlert>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('chat.retry')}
        </Button>
      </Centered>
    );
  return (
    <>
      <SocketStatus role="status">{t(SOCKET_TEXT[socket])}</SocketStatus>
      <Messages history={data} />
      <ChatComposer />
    </>
  );
}

/** Marks the staff's messages read while the page is seen and the member has unread ones. */
function useMarkRead(data: ChatHistoryValue | undefined) {
  const dispatch = useDispatch<ChatDispatch>();
  const visible = usePageSeen();
  const [readChat] = useReadChatMessagesMutation();
  const marked = useRef(0);
  const lastStaffId =
    data?.messages.reduce((max, message) => (message.sender === 'staff' ? Math.max(max, message.id) : max), 0) ?? 0;
  const unread = data?.unReadCount ?? 0;
  useEffect(() => {
    if (!visible || unread === 0 || lastStaffId === 0 || lastStaffId <= marked.current) return;
    marked.current = lastStaffId;
    void readChat({ upToId: lastStaffId }).then((result) => {
      if ('data' in result && result.data) setUnreadCount(dispatch, result.data.unReadCount);
      else marked.current = 0;
    });
  }, [visible, unread, lastStaffId, readChat, dispatch]);
}

interface LogGeometry {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

const geometryOf = ({ scrollTop, scrollHeight, clientHeight }: HTMLElement): LogGeometry => ({
  scrollTop,
  scrollHeight,
  clientHeight,
});

function Messages({ history }: { history: ChatHistoryValue }) {
  const { t, i18n } = useTranslation(SUPPORT_NAMESPACE);
  const dispatch = useDispatch<ChatDispatch>();
  const log = useRef<HTMLDivElement>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);
  const { messages, conversation } = history;
  const newestId = messages.at(-1)?.id ?? 0;
  const time = new Intl.DateTimeFormat(toIntlLocale(i18n.language), { timeStyle: 'short', dateStyle: 'short' });

  // A message that grows after it has shown (its picture loads, a font arrives), or the log's own box
  // changing size (the composer or the status line showing in a later render, a phone's keyboard),
  // keeps a reader who was at the bottom there; one reading further up stays where they are.
  // Only the reader moving up leaves the bottom. A scroll event comes a frame after its scroll, when
  // the content may have changed again: the event of our own scroll to the bottom can come after the
  // content grew (a font, a picture); and when the content gets shorter for a moment (a picture
  // replacing its loading line before it has a size) the browser moves the log up to its new end,
  // whose event can come once the picture has made it taller again — up from where we last saw the
  // log, but not the reader's doing. So a move up counts as the reader's only if the content and the
  // box are the size they were when we last saw the log (a scroll, a resize, our own scroll).
  const atBottom = useRef(true);
  const seen = useRef<LogGeometry>({ scrollTop: 0, scrollHeight: 0, clientHeight: 0 });
  const onLogScroll = () => {
    const element = log.current;
    if (!element) return;
    const last = seen.current;
    const sameSize = element.scrollHeight === last.scrollHeight && element.clientHeight === last.clientHeight;
    if (element.scrollHeight - element.scrollTop - element.clientHeight <= 1) atBottom.current = true;
    else if (sameSize && element.scrollTop < last.scrollTop) atBottom.current = false;
    seen.current = geometryOf(element);
  };

  // New messages at the bottom scroll into view; loading earlier ones does not move the reader.
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    seen.current = geometryOf(element);
  }, [newestId]);

  useEffect(() => {
    const element = log.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
      seen.current = geometryOf(element);
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [messages]);

  async function loadEarlier() {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingEarlier(true);
    setEarlierFailed(false);
    const result = await dispatch(
      supportApi.endpoints.getChatMessages.initiate(
        { before: oldest.id, limit: CHAT_PAGE.limit },
        { subscribe: false },
      ),
    );
    setLoadingEarlier(false);
    if (result.data) addEarlierPage(dispatch, result.data);
    else setEarlierFailed(true);
  }

  const staffReadId = conversation?.staffReadId ?? 0;
  const senderName = (message: ChatMessage) =>
    message.sender === 'member' ? t('chat.you') : (message.staffName ?? t('chat.support'));

  return (
    <Body>
      {conversation && (
        <ConversationNote>
          {conversation.state === 'closed'
            ? t('chat.closed')
            : conversation.staffName
              ? t('chat.agent', { name: conversation.staffName })
              : t('chat.waiting')}
        </ConversationNote>
      )}
      <Log ref={log} role="log" aria-label={t('chat.messages')} tabIndex={0} onScroll={onLogScroll}>
        {history.hasMore && (
          <Centered>
            <Button variant="secondary" size="sm" loading={loadingEarlier} onClick={() => void loadEarlier()}>
              {t('chat.loadEarlier')}
            </Button>
            {earlierFailed && <FormAlert>{t('chat.loadFailed')}</FormAlert>}
          </Centered>
        )}
        {messages.length === 0 && <Centered>{t('chat.empty')}</Centered>}
        {messages.map((message) => {
          const mine = message.sender === 'member';
          return (
            <Item key={message.id} $mine={mine}>
              <Bubble $mine={mine}>
                <Sender>{senderName(message)}</Sender>
                {message.image ? (
                  <ChatImage messageId={message.id} alt={t('chat.imageAlt', { name: senderName(message) })} />
                ) : (
                  <Text>{message.text}</Text>
                )}
                <Meta>
                  <time dateTime={new Date(message.createdAt).toISOString()}>{time.format(message.createdAt)}</time>
                  {mine && <span>{message.id <= staffReadId ? t('chat.read') : t('chat.sent')}</span>}
                </Meta>
              </Bubble>
            </Item>
          );
        })}
      </Log>
    </Body>
  );
}
