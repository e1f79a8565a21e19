// The brand's announcements (content role): every kind (marquee, popup, promotion, notice) in every
// language of the brand, created, edited and withdrawn through the shared content screen. The
// portal's announcement call answers a change at once.
import {
  OPERATOR_ANNOUNCEMENT_TYPES,
  POPUP_EXECUTIONS,
  type OperatorAnnouncement,
  type OperatorAnnouncementRequest,
  type OperatorAnnouncementType,
  type PopupExecution,
} from '@portal/contracts';
import { useMemo } from 'react';
import { announcementHooks } from '../../api/content';
import { formatTime } from '../../shared/format';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import type { ContentKind } from '../content/content-kind';
import { ContentListPage } from '../content/content-list-page';

export default function AnnouncementsPage() {
  const { t } = useBackofficeTranslation();
  const kind = useMemo<ContentKind<OperatorAnnouncement, OperatorAnnouncementRequest>>(
    () => ({
      texts: 'announcements',
      fields: [
        {
          name: 'type',
          label: t('announcements.type'),
          options: OPERATOR_ANNOUNCEMENT_TYPES.map((value) => ({ value, label: t(`announcements.types.${value}`) })),
        },
        {
          name: 'execution',
          label: t('announcements.execution'),
          options: POPUP_EXECUTIONS.map((value) => ({ value, label: t(`announcements.executions.${value}`) })),
          shownWhen: (extra) => extra.type === 'PU',
        },
      ],
      // A seeded banner row (B) is no announcement staff write: banners come from tenant.json.
      editable: (item) => (OPERATOR_ANNOUNCEMENT_TYPES as readonly string[]).includes(item.type),
      extraOf: (item) => ({ type: item?.type ?? 'PL', execution: item?.execution ?? 'B' }),
      bodyOf: ({ title, content, extra }) => ({
        type: extra.type as OperatorAnnouncementType,
        ...(extra.type === 'PU' ? { execution: extra.execution as PopupExecution } : {}),
        title,
        content,
      }),
      columns: [
        {
          key: 'type',
          header: t('announcements.type'),
          cell: (item) => t(`announcements.types.${item.type}`, { defaultValue: item.type }),
        },
        { key: 'publishedAt', header: t('announcements.publishedAt'), cell: (item) => formatTime(item.publishedAt) },
      ],
    }),
    [t],
  );

  return <ContentListPage kind={kind} hooks={announcementHooks} />;
}
