// One conversation as support staff work it: who and where (queue, state, who claimed it), Claim while
// it waits, Close (after a confirmation) while it waits or the staff member has it, the messages, the member's
// details and, once claimed by this staff member, the composer. Viewing a conversation one has
// claimed marks it read up to its last message (the member's read receipt, the list's unread count);
// a peek at one waiting or another's does not, so the member is not told their message was read.
import type { CannedReply, SupportConversation } from '@portal/contracts';
import { Badge, Button, ConfirmDialog, FormAlert, Inline, Spinner, type BadgeTone } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import {
  useClaimSupportConversationMutation,
  useCloseSupportConversationMutation,
  useGetSupportConversationQuery,
  useReadSupportConversationMutation,
} from '../../api/support';
import { errorText } from '../../shared/error-texts';
import { Muted } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { Composer } from './composer';
import { MemberDetails } from './member-details';
import { MessageLog } from './message-log';

const Frame = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 16rem;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (max-width: 64rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Work = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const TONES: Record<SupportConversation['state'], BadgeTone> = {
  waiting: 'warning',
  open: 'success',
  closed: 'neutral',
};

export interface ConversationViewProps {
  conversationId: number;
  myStaffId: number;
  cannedReplies: readonly CannedReply[];
}

export function ConversationView({ conversationId, myStaffId, cannedReplies }: ConversationViewProps) {
  const { t } = useBackofficeTranslation();
  const query = useGetSupportConversationQuery(conversationId);
  const [claim, claimState] = useClaimSupportConversationMutation();
  const [close, closeState] = useCloseSupportConversationMutation();
  const [markRead] = useReadSupportConversationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const readUpTo = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const data = query.data;
  const conversation = data?.conversation;
  const mine = conversation?.claimedBy?.staffId === myStaffId && conversation.state === 'open';
  const lastId = data?.messages.at(-1)?.id ?? 0;
  const unread = conversation?.unread ?? 0;

  // Opened from the list: keyboard and screen-reader users land on the conversation, once it is there.
  const loaded = Boolean(query.data);
  useEffect(() => {
    if (loaded) heading.current?.focus({ preventScroll: true });
  }, [loaded]);

  useEffect(() => {
    if (!conversation || !mine || unread === 0 || lastId <= readUpTo.current) return;
    readUpTo.current = lastId;
    void markRead({ conversationId, upToId: lastId })
      .unwrap()
      .catch(() => {
        // Not read after all: the next view tries again.
        readUpTo.current = 0;
      });
  }, [conversation, mine, unread, lastId, conversationId, markRead]);

  if (query.error && !data) return <FormAlert>{errorText(t, query.error)}</FormAlert>;
  if (!data || !conversation) return <Spinner label={t('app.loading')} />;

  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  const title = t('support.view.title', { username: conversation.username });
  // The replies in the member's language come first in the picker.
  const inMemberLanguageFirst = [...cannedReplies].sort(
    (a, b) => Number(b.language === data.member.language) - Number(a.language === data.member.language),
  );
  const state = conversation.state;
  return (
    <Frame aria-label={title}>
      <Work>
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <Inline gap="sm">
          <Badge tone={conversation.queue === 'vip' ? 'accent' : 'neutral'}>
            {t(`support.queues.${conversation.queue}`)}
          </Badge>
          <Badge tone={TONES[state]}>{t(`support.states.${state}`)}</Badge>
          <Muted>
            {conversation.claimedBy
              ? t('support.list.claimedBy', { name: conversation.claimedBy.name })
              : t('support.list.unclaimed')}
          </Muted>
        </Inline>
        <Inline gap="sm">
          {state === 'waiting' && (
            <Button loading={claimState.isLoading} onClick={() => void act(() => claim(conversationId).unwrap())}>
              {t('support.view.claim')}
            </Button>
          )}
          {(mine || state === 'waiting') && (
            <Button variant="secondary" onClick={() => setConfirmClose(true)}>
              {t('support.view.close')}
            </Button>
          )}
        </Inline>
        {failure && <FormAlert>{failure}</FormAlert>}
        <MessageLog
          conversationId={conversationId}
          username={conversation.username}
          messages={data.messages}
          memberReadId={conversation.memberReadId}
        />
        {mine ? (
          <Composer key={conversationId} conversationId={conversationId} cannedReplies={inMemberLanguageFirst} />
        ) : (
          <Muted>
            {state === 'closed'
              ? t('support.view.closedNote')
              : state === 'waiting'
                ? t('support.view.claimNote')
                : t('support.view.otherNote', { name: conversation.claimedBy?.name ?? '' })}
          </Muted>
        )}
      </Work>
      <MemberDetails member={data.member} />
      <ConfirmDialog
        open={confirmClose}
        title={t('support.view.closeTitle')}
        message={t('support.view.closeQuestion', { username: conversation.username })}
        confirmLabel={t('support.view.close')}
        cancelLabel={t('form.cancel')}
        closeLabel={t('form.close')}
        confirming={closeState.isLoading}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() =>
          void act(async () => {
            try {
              await close(conversationId).unwrap();
            } finally {
              setConfirmClose(false);
            }
          })
        }
      />
    </Frame>
  );
}
