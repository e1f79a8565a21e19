// A conversation's messages in a log region (announced politely as new ones arrive), oldest first,
// scrolled to the newest. A text is shown as text (a `<script>` a member types shows as its
// characters); an image is a thumbnail fetched with the staff token that opens larger (ChatImage). Staff messages carry their read
// receipt: read once the member has read up to them (memberReadId).
import type { ChatMessage } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { formatTime } from '../../shared/format';
import { Muted } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { ChatImage } from './chat-image';

const Log = styled.div`
  max-height: 28rem;
  min-height: 12rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Bubble = styled.li<{ $staff: boolean }>`
  align-self: ${({ $staff }) => ($staff ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $staff }) => ($staff ? theme.color.accent.muted : theme.color.bg.default)};
  border: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Text = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0`};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface MessageLogProps {
  conversationId: number;
  username: string;
  messages: readonly ChatMessage[];
  memberReadId: number;
}

export function MessageLog({ conversationId, username, messages, memberReadId }: MessageLogProps) {
  const { t } = useBackofficeTranslation();
  const log = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  return (
    <Log ref={log} role="log" aria-live="polite" aria-label={t('support.log.label')} tabIndex={0}>
      {messages.length === 0 ? (
        <Muted>{t('support.log.empty')}</Muted>
      ) : (
        <ol>
          {messages.map((message) => {
            const staff = message.sender === 'staff';
            const who = staff ? (message.staffName ?? t('roles.support')) : username;
            return (
              <Bubble key={message.id} $staff={staff}>
                <Muted>
                  {who} · {formatTime(message.createdAt)}
                </Muted>
                {message.image ? (
                  <ChatImage conversationId={conversationId} messageId={message.id} from={who} />
                ) : (
                  <Text>{message.text}</Text>
                )}
                {staff && <Muted>{message.id <= memberReadId ? t('support.log.read') : t('support.log.sent')}</Muted>}
              </Bubble>
            );
          })}
        </ol>
      )}
    </Log>
  );
}
