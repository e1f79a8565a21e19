// The floating chat button (spec §2 chat panel; shown when CBS3 is on): the member's unread count
// (getChatUnreadCount, fetched on login, then kept current by the chat page's messages from the
// panel's iframe, and polled now and then while the iframe is not loaded), a visitor gets the login
// popup, a free-play account the in_please_information warning; the panel closes on logout. The
// panel itself is its own chunk, loaded when first opened.
import { supportApi, useGetChatUnreadCountQuery } from '@portal/api';
import { selectLoggedIn, useAuthSelector, useRequireChatLogin } from '@portal/feature-auth';
import { CHAT_UNREAD_MESSAGE, type ChatUnreadMessage } from '@portal/feature-support';
import { useTranslation } from '@portal/i18n';
import { Badge } from '@portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { ChatIcon } from '../icons/extra-icons';
import { CHAT_PANEL_ID, chatPanel, useChatPanel } from './chat-panel-store';

const ChatPanel = lazy(() => import('./chat-panel'));

/** While the iframe is not loaded, the unread count is asked for this often. */
export const CHAT_UNREAD_POLL_MS = 60_000;

const Floating = styled.button`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space.lg};
  inset-block-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent.emphasis};
  color: ${({ theme }) => theme.color.fg.onAccent};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  cursor: pointer;

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: -0.25rem;
  inset-inline-end: -0.25rem;
`;

/** The chat page's own messages about the unread count (same origin only), put into the count's cache. */
function useUnreadFromFrame(onFrameMessage: () => void) {
  const dispatch = useAppDispatch();
  const onMessage = useRef(onFrameMessage);
  onMessage.current = onFrameMessage;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<ChatUnreadMessage> | null;
      if (data?.type !== CHAT_UNREAD_MESSAGE || typeof data.unReadCount !== 'number') return;
      const unReadCount = data.unReadCount;
      onMessage.current();
      dispatch(supportApi.util.upsertQueryData('getChatUnreadCount', undefined, { unReadCount }));
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [dispatch]);
}

export default function ChatLauncher() {
  const { t } = useTranslation('shell');
  const loggedIn = useAuthSelector(selectLoggedIn);
  const panel = useChatPanel().state;
  const requireChatLogin = useRequireChatLogin();
  const [frameLoaded, setFrameLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { data } = useGetChatUnreadCountQuery(undefined, {
    skip: !loggedIn,
    pollingInterval: frameLoaded ? 0 : CHAT_UNREAD_POLL_MS,
  });
  useUnreadFromFrame(() => setFrameLoaded(true));

  // The panel closes on logout (spec §2).
  useEffect(() => {
    if (!loggedIn) {
      chatPanel.close();
      setFrameLoaded(false);
    }
  }, [loggedIn]);
  useEffect(() => {
    if (panel === 'closed') setFrameLoaded(false);
  }, [panel]);

  const count = loggedIn ? (data?.unReadCount ?? 0) : 0;
  const label = count ? t('chatPanel.openUnread', { count }) : t('chatPanel.open');

  // Mounted from the side menu (spec §2 lists the chat widget there) but floating over the page: a
  // portal to the body, so no container of the menu clips or places it (none at build-time prerender).
  if (typeof document === 'undefined') return null;
  return createPortal(
    <>
      <Floating
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={panel === 'open'}
        aria-controls={panel === 'closed' ? undefined : CHAT_PANEL_ID}
        onClick={() => requireChatLogin(chatPanel.toggle)}
      >
        <ChatIcon />
        {count > 0 && (
          <Count aria-hidden="true">
            <Badge count={count} />
          </Count>
        )}
      </Floating>
      {panel !== 'closed' && loggedIn && (
        <Suspense fallback={null}>
          <ChatPanel launcher={button} />
        </Suspense>
      )}
    </>,
    document.body,
  );
}
