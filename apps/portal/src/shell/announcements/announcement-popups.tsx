// Announcement popups (PU) by execution: before login (B) for visitors, after login (A) for
// members, and first-login (F) ones too on a member's first login. Each shows once per tab, one
// at a time. Our decision (the spec does not show the popup's form): a non-modal dialog docked at
// the bottom end of the page, closed with its button or Escape. A modal would take the page from
// someone who came to log in or play the moment it loaded; this one informs without blocking and
// without moving their focus. Loaded after the first paint (announcement-overlays.tsx).
import { selectAuth } from '@portal/feature-auth';
import type { PopupAnnouncement, PopupExecution } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { CloseIcon, IconButton, SafeHtml } from '@portal/ui';
import { useEffect, useId, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { PopupBody, PopupCard, PopupHeader, PopupTitle } from './announcement-popups.styles';
import { markPopupSeen, seenPopups } from './popups-seen';
import { useAnnouncements } from './use-announcements';

function executionsFor(loggedIn: boolean, firstTimeLogin: boolean): readonly PopupExecution[] {
  if (!loggedIn) return ['B'];
  return firstTimeLogin ? ['F', 'A'] : ['A'];
}

export function AnnouncementPopups() {
  const { t } = useTranslation('shell');
  const { loggedIn, firstTimeLogin } = useAppSelector(selectAuth);
  const popups = useAnnouncements().popup;
  const titleId = useId();
  const [showing, setShowing] = useState<PopupAnnouncement | null>(null);
  const executions = executionsFor(loggedIn, firstTimeLogin);
  const next = showing
    ? undefined
    : popups
        .filter((p) => executions.includes(p.execution))
        .sort((a, b) => executions.indexOf(a.execution) - executions.indexOf(b.execution))
        .find((p) => !seenPopups().has(p.id));

  // Shown means seen: a reload in this tab does not bring it back even if it was never closed.
  useEffect(() => {
    if (!next) return;
    markPopupSeen(next.id);
    setShowing(next);
  }, [next]);
  // A popup for visitors goes when the visitor logs in (and a member's when the session ends): it
  // no longer speaks to the person at the page.
  const applies = showing !== null && executions.includes(showing.execution);
  useEffect(() => {
    if (showing && !applies) setShowing(null);
  }, [showing, applies]);

  if (!showing || !applies) return null;
  return (
    <PopupCard
      key={showing.id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setShowing(null);
      }}
    >
      <PopupHeader>
        <PopupTitle id={titleId}>{showing.title}</PopupTitle>
        <IconButton
          size="sm"
          label={t('announcements.popup.close')}
          icon={<CloseIcon />}
          onClick={() => setShowing(null)}
        />
      </PopupHeader>
      <PopupBody>
        <SafeHtml html={showing.content} />
      </PopupBody>
    </PopupCard>
  );
}
