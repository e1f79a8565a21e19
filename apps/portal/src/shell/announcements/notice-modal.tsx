// The notice (announcement) modal, spec §2 "Modals": the announcements nine to a page, and a detail
// pane with the chosen one's title, sanitised HTML content and time. Opened from the side menu or a
// marquee title (on that announcement); the kit's Modal gives it the focus trap, Escape and the
// scroll lock. Loaded after the first paint with the popups (announcement-overlays.tsx).
import { formatDateTime, useTranslation } from '@portal/i18n';
import { Modal, Paginator, SafeHtml } from '@portal/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, selectNoticeId } from '../shell-slice';
import {
  Columns,
  Detail,
  DetailTime,
  DetailTitle,
  Empty,
  ListColumn,
  NoticeButton,
  NoticeList,
} from './notice-modal.styles';
import { noticeList, NOTICES_PER_PAGE, useAnnouncements } from './use-announcements';

export function NoticeModal() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const notices = noticeList(useAnnouncements());
  const requested = useAppSelector(selectNoticeId);
  const [chosenId, setChosenId] = useState<string | null>(requested);
  const chosenIndex = Math.max(
    0,
    notices.findIndex((n) => n.id === chosenId),
  );
  const [page, setPage] = useState(() => Math.floor(chosenIndex / NOTICES_PER_PAGE) + 1);
  const pageCount = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const onPage = notices.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
  const chosen = onPage.find((n) => n.id === chosenId) ?? onPage[0];

  return (
    <Modal
      open
      size="xl"
      title={t('announcements.notices.title')}
      closeLabel={t('announcements.notices.close')}
      onClose={() => dispatch(modalClosed())}
    >
      {notices.length === 0 ? (
        <Empty>{t('announcements.notices.empty')}</Empty>
      ) : (
        <Columns>
          <ListColumn>
            <NoticeList aria-label={t('announcements.notices.list')}>
              {onPage.map((notice) => (
                <li key={notice.id}>
                  <NoticeButton
                    type="button"
                    aria-current={notice.id === chosen?.id ? 'true' : undefined}
                    onClick={() => setChosenId(notice.id)}
                  >
                    {notice.title}
                  </NoticeButton>
                </li>
              ))}
            </NoticeList>
            <Paginator
              page={page}
              pageCount={pageCount}
              onPageChange={(next) => {
                setPage(next);
                setChosenId(null);
              }}
              label={t('announcements.notices.pages')}
              previousLabel={t('announcements.notices.previous')}
              nextLabel={t('announcements.notices.next')}
              pageLabel={(n) => t('announcements.notices.page', { page: n })}
            />
          </ListColumn>
          {chosen && (
            <Detail aria-label={chosen.title}>
              <DetailTitle>{chosen.title}</DetailTitle>
              <DetailTime dateTime={new Date(chosen.timestamp).toISOString()}>
                {formatDateTime(chosen.timestamp, 'yyyy-MM-dd', { seconds: false })}
              </DetailTime>
              <SafeHtml html={chosen.content} />
            </Detail>
          )}
        </Columns>
      )}
    </Modal>
  );
}
