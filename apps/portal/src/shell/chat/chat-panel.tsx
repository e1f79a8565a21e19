// The floating chat panel (spec §2): the chat page (getChatUrl: b2c 1, the title, the language and
// the brand's header colour, `purple` when the brand's is not a plain colour) in an iframe, in a
// labelled dialog (not modal: the portal stays usable) with enlarge / reduce, minimise and close.
// Minimised, it is hidden but kept (the iframe and its socket live on; the page is told it is not
// shown, so it does not mark messages read); Escape minimises and focus goes back to the floating button.
import { useGetChatUrlQuery } from '@portal/api';
import { CHAT_VISIBILITY_MESSAGE, type ChatVisibilityMessage } from '@portal/feature-support';
import { useTranslation } from '@portal/i18n';
import { CloseIcon, FormAlert, IconButton, Spinner } from '@portal/ui';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { styled, useTheme } from 'styled-components';
import { ExpandIcon } from '../icons/shell-icons';
import { CHAT_PANEL_ID, chatPanel, useChatPanel } from './chat-panel-store';

const DEFAULT_HEADER_COLOR = 'purple';
const PLAIN_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const Panel = styled.section<{ $enlarged: boolean }>`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space.lg};
  inset-block-end: calc(${({ theme }) => theme.space.lg} + 4rem);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  width: ${({ $enlarged }) => ($enlarged ? 'min(48rem, calc(100vw - 2rem))' : 'min(24rem, calc(100vw - 2rem))')};
  height: ${({ $enlarged }) => ($enlarged ? 'calc(100vh - 8rem)' : 'min(36rem, calc(100vh - 8rem))')};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  overflow: hidden;

  &[hidden] {
    display: none;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};

  &:focus {
    outline: none;
  }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
`;

const MinimiseIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M5 18h14" />
  </svg>
);

export default function ChatPanel({ launcher }: { launcher: RefObject<HTMLButtonElement | null> }) {
  const { t, i18n } = useTranslation('shell');
  const theme = useTheme();
  const { state, enlarged } = useChatPanel();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const open = state === 'open';
  const title = t('chatPanel.title');
  const brandColor = theme.color.accent.emphasis;
  const chatUrl = useGetChatUrlQuery({
    b2c: 1,
    title,
    language: i18n.language.toUpperCase(),
    headerColor: PLAIN_COLOR.test(brandColor) ? brandColor : DEFAULT_HEADER_COLOR,
  });

  // Opening moves focus into the panel; minimising or closing gives it back to the button.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  // The chat page marks messages read only while it is shown.
  const tellFrame = () => {
    const message: ChatVisibilityMessage = { type: CHAT_VISIBILITY_MESSAGE, shown: open };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };
  useEffect(tellFrame);
  const leave = (action: () => void) => {
    action();
    launcher.current?.focus();
  };

  return (
    <Panel
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      $enlarged={enlarged}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          leave(chatPanel.minimise);
        }
      }}
    >
      <Bar>
        <Title id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <IconButton
          size="sm"
          variant="ghost"
          label={enlarged ? t('chatPanel.reduce') : t('chatPanel.enlarge')}
          aria-pressed={enlarged}
          icon={<ExpandIcon />}
          onClick={chatPanel.toggleEnlarged}
        />
        <IconButton
          size="sm"
          variant="ghost"
          label={t('chatPanel.minimise')}
          icon={<MinimiseIcon />}
          onClick={() => leave(chatPanel.minimise)}
        />
        <IconButton
          size="sm"
          variant="ghost"
          label={t('chatPanel.close')}
          icon={<CloseIcon />}
          onClick={() => leave(chatPanel.close)}
        />
      </Bar>
      {chatUrl.data ? (
        <Frame ref={frame} title={t('chatPanel.frameTitle')} src={chatUrl.data.chatUrl} onLoad={tellFrame} />
      ) : chatUrl.isError ? (
        <FormAlert>{t('chatPanel.loadFailed')}</FormAlert>
      ) : (
        <Spinner label={t('chatPanel.loading')} />
      )}
    </Panel>
  );
}
