// A queue's conversations as a list of buttons: the member, their rank, the last message (or that it
// was an image), when, the unread count and who claimed it. Tab reaches the list once (the chosen or
// first one); the arrow keys, Home and End move along it; Enter or a click opens one.
import type { SupportConversation } from '@portal/contracts';
import { Badge } from '@portal/ui';
import { useRef, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { formatTime } from '../../shared/format';
import { Muted } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.accent.emphasis};
    background: ${({ theme }) => theme.color.accent.muted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Preview = styled.span`
  grid-column: 1 / -1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface ConversationListProps {
  label: string;
  conversations: readonly SupportConversation[];
  selectedId: number | null;
  onSelect: (conversationId: number) => void;
}

export function ConversationList({ label, conversations, selectedId, onSelect }: ConversationListProps) {
  const { t } = useBackofficeTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = Math.max(
    0,
    conversations.findIndex((each) => each.conversationId === selectedId),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = conversations.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <List aria-label={label}>
      {conversations.map((conversation, index) => {
        const preview = conversation.lastImage ? t('support.list.image') : (conversation.lastText ?? '');
        return (
          <li key={conversation.conversationId}>
            <Item
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              aria-current={conversation.conversationId === selectedId ? 'true' : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => onSelect(conversation.conversationId)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <strong>{conversation.username}</strong>
              <Badge count={conversation.unread} srLabel={t('support.list.unread')} />
              <Muted>{t('support.list.rank', { level: conversation.rankLevel })}</Muted>
              <Muted>{formatTime(conversation.lastMessageAt)}</Muted>
              <Preview>{preview}</Preview>
              <Muted>
                {conversation.claimedBy
                  ? t('support.list.claimedBy', { name: conversation.claimedBy.name })
                  : t('support.list.unclaimed')}
              </Muted>
            </Item>
          </li>
        );
      })}
    </List>
  );
}
