// Announcement popups (PU) by execution: before login (B) for visitors, after login (A) for
// members, and first-login (F) ones too on a member's first login. Each shows once per tab, one
// at a time. Our decision (the spec does not show the popup's form): a non-modal dialog docked at
// the bottom end of the page, closed with its button or Escape. A modal would take the page from
// someone who came to log in or play the moment it loaded; this one informs without blocking and
// without moving their focus. Loaded after the first paint (announcement-overlays.tsx), or before
// the app's first render when the platform painted the popup into the page (FIRST_PAINT_POPUP):
// then the first render shows the same card in the same place.
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

function nextPopup(popups: readonly PopupAnnouncement[], executions: readonly PopupExecution[]) {
  return popups
    .filter((p) => executions.includes(p.execution))
    .sort((a, b) => executions.indexOf(a.execution) - executions.indexOf(b.execution))
    .find((p) => !seenPopups().has(p.id));
}

export interface AnnouncementPopupCardProps {
  popup: Pick<PopupAnnouncement, 'title' | 'content'>;
  onClose?: () => void;
}

/** The popup's card; the build also renders it with placeholders for the platform to fill (src/prerender.tsx). */
export function AnnouncementPopupCard({ popup, onClose }: AnnouncementPopupCardProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <PopupCard
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose?.();
      }}
    >
      <PopupHeader>
        <PopupTitle id={titleId}>{popup.title}</PopupTitle>
        <IconButton size="sm" label={t('announcements.popup.close')} icon={<CloseIcon />} onClick={onClose} />
      </PopupHeader>
      <PopupBody>
        <SafeHtml html={popup.content} />
      </PopupBody>
    </PopupCard>
  );
}

export function AnnouncementPopups() {
  const { loggedIn, firstTimeLogin } = useAppSelector(selectAuth);
  const popups = useAnnouncements().popup;
  const executions = executionsFor(loggedIn, firstTimeLogin);
  // Chosen in the first render when the answer is there already (a popup painted with the page is
  // then replaced by the same card, with no frame without it).
  const [showing, setShowing] = useState<PopupAnnouncement | null>(() => nextPopup(popups, executions) ?? null);
  const next = showing ? undefined : nextPopup(popups, executions);

  useEffect(() => {
    if (next) setShowing(next);
  }, [next]);
  // Shown means seen: a reload in this tab does not bring it back even if it was never closed.
  useEffect(() => {
    if (showing) markPopupSeen(showing.id);
  }, [showing]);
  // A popup for visitors goes when the visitor logs in (and a member's when the session ends): it
  // no longer speaks to the person at the page.
  const applies = showing !== null && executions.includes(showing.execution);
  useEffect(() => {
    if (showing && !applies) setShowing(null);
  }, [showing, applies]);

  if (!showing || !applies) return null;
  return <AnnouncementPopupCard key={showing.id} popup={showing} onClose={() => setShowing(null)} />;
}
