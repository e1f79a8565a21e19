// The shell's announcement overlays, one chunk loaded after the first paint: the popups (shown by
// execution, once per tab) and the notice modal while it is open. One dynamic import keeps the
// home route's entry within the bundle budget (scripts/bundle-budget.mjs).
import { useAppSelector } from '../../app/hooks';
import { selectOpenModal } from '../shell-slice';
import { AnnouncementPopups } from './announcement-popups';
import { NoticeModal } from './notice-modal';

export default function AnnouncementOverlays() {
  const noticesOpen = useAppSelector(selectOpenModal) === 'notices';
  return (
    <>
      <AnnouncementPopups />
      {noticesOpen && <NoticeModal />}
    </>
  );
}
