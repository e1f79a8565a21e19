// Platform messages (member-centre page messageV2, INBOX3): the inbox newest first, paged; opening a
// message shows its content and marks it read, "Mark all as read" reads them all. Reading
// invalidates 'Messages', so this list and the unread count in the header and side menu refetch.
import { useGetMessagesQuery, useReadMessagesMutation } from '@portal/api';
import type { PlatformMessage } from '@portal/contracts';
import { Button, Paginator, SafeHtml, VisuallyHidden } from '@portal/ui';
import { useId, useState } from 'react';
import { RecordError, RecordPage, useFormatTime, usePagination } from '../shared/record-parts';
import { EmptyState } from '../shared/styles';
import { useRecordsTranslation } from '../shared/use-records-translation';
import { Article, Inbox, MessageButton, MessageDate, MessageList, Toolbar, UnreadDot } from './messages.styles';

export const MESSAGE_PAGE_SIZE = 10;

function OpenMessage({ message }: { message: PlatformMessage }) {
  const formatTime = useFormatTime();
  const headingId = useId();
  return (
    <Article aria-labelledby={headingId}>
      <h4 id={headingId}>{message.title}</h4>
      <MessageDate>{formatTime(message.createdAt)}</MessageDate>
      <SafeHtml html={message.content} size="sm" />
    </Article>
  );
}

export function MessagesPage() {
  const { t } = useRecordsTranslation();
  const formatTime = useFormatTime();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error, isLoading, refetch } = useGetMessagesQuery({ pageNo, pageSize: MESSAGE_PAGE_SIZE });
  const [read, reading] = useReadMessagesMutation();
  const pagination = usePagination(t('messages.pages'), pageNo, data?.totalPages ?? 0, setPageNo);

  const list = data?.list ?? [];
  const open = list.find((message) => message.messageId === openId) ?? null;
  const unread = data?.unread ?? 0;

  const openMessage = (message: PlatformMessage) => {
    setOpenId(message.messageId);
    if (!message.read) void read({ messageIds: [message.messageId] });
  };

  return (
    <RecordPage>
      <Toolbar>
        <span>{t('messages.unreadCount', { count: unread })}</span>
        <Button
          size="sm"
          variant="secondary"
          disabled={unread === 0}
          loading={reading.isLoading && !reading.originalArgs?.messageIds}
          onClick={() => void read({})}
        >
          {t('messages.markAllRead')}
        </Button>
      </Toolbar>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      {reading.error ? <RecordError error={reading.error} onRetry={() => reading.reset()} /> : null}
      {!isLoading && !error && list.length === 0 ? <EmptyState>{t('messages.empty')}</EmptyState> : null}
      {list.length > 0 && (
        <Inbox>
          <div>
            <MessageList aria-label={t('messages.listLabel')}>
              {list.map((message) => (
                <li key={message.messageId}>
                  <MessageButton
                    type="button"
                    $unread={!message.read}
                    aria-current={message.messageId === openId ? 'true' : undefined}
                    onClick={() => openMessage(message)}
                  >
                    {message.read ? <span /> : <UnreadDot aria-hidden="true" />}
                    <span>
                      {message.title}
                      {!message.read && <VisuallyHidden>{` (${t('messages.unread')})`}</VisuallyHidden>}
                    </span>
                    <MessageDate>{formatTime(message.createdAt)}</MessageDate>
                  </MessageButton>
                </li>
              ))}
            </MessageList>
            <Paginator {...pagination} />
          </div>
          {open ? <OpenMessage message={open} /> : <EmptyState>{t('messages.choose')}</EmptyState>}
        </Inbox>
      )}
    </RecordPage>
  );
}
