// The announcement marquee (the player list, PL): a labelled region whose titles scroll across
// the page; a button pauses and resumes it (WCAG 2.2.2), and it stays still for people who asked
// their system for reduced motion. A title opens the notice modal on that announcement.
import { useTranslation } from '@portal/i18n';
import { Button, usePrefersReducedMotion } from '@portal/ui';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { noticesOpened } from '../shell-slice';
import { ItemButton, MarqueeRegion, PauseSlot, Track, Viewport } from './marquee.styles';
import { useAnnouncements } from './use-announcements';

/** Scroll speed: seconds per announcement, so a long list does not race. */
const SECONDS_PER_ITEM = 8;

export function Marquee() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const items = useAnnouncements().player;
  if (items.length === 0) return null;
  const moving = !reducedMotion;
  const list = (copy: boolean) =>
    items.map((item) => (
      // The second copy only makes the loop seamless: hidden from assistive tech and the tab order.
      <li key={`${copy ? 'copy-' : ''}${item.id}`} aria-hidden={copy || undefined}>
        <ItemButton type="button" tabIndex={copy ? -1 : undefined} onClick={() => dispatch(noticesOpened(item.id))}>
          {item.title}
        </ItemButton>
      </li>
    ));
  return (
    <MarqueeRegion aria-label={t('announcements.marquee.label')}>
      <Viewport>
        <Track
          data-testid="marquee-track"
          data-moving={moving && !paused}
          $moving={moving}
          $paused={paused}
          $seconds={items.length * SECONDS_PER_ITEM}
        >
          {list(false)}
          {moving && list(true)}
        </Track>
      </Viewport>
      {moving && (
        <PauseSlot>
          <Button variant="secondary" size="sm" onClick={() => setPaused((p) => !p)}>
            {paused ? t('announcements.marquee.play') : t('announcements.marquee.pause')}
          </Button>
        </PauseSlot>
      )}
    </MarqueeRegion>
  );
}

export default Marquee;
