// The visible countdown (a timer, hidden from screen readers because it changes every second) and
// a polite live region that speaks only at the moments announcementFor picks.
import { useTranslation } from '@portal/i18n';
import { VisuallyHidden } from '@portal/ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { announcementFor, formatClock, useCountdown, type Countdown as CountdownState } from './use-countdown';

const Clock = styled.span`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.accent.fg};
`;

export function Countdown({ countdown, issueNumber }: { countdown: CountdownState; issueNumber: string }) {
  const { t } = useTranslation('lottery');
  const [announced, setAnnounced] = useState('');
  const moment = announcementFor(countdown.secondsLeft);
  const text = !moment
    ? null
    : moment.kind === 'closed'
      ? t('issue.announceClosed', { issueNumber })
      : moment.kind === 'minutes'
        ? t('issue.announceMinutes', { count: moment.count })
        : t('issue.announceSeconds', { count: moment.count });
  useEffect(() => {
    if (text) setAnnounced(text);
  }, [text]);

  return (
    <div>
      <span>{t('issue.closesIn')} </span>
      <Clock role="timer" aria-hidden="true" data-testid="lottery-countdown">
        {formatClock(countdown.secondsLeft)}
      </Clock>
      <VisuallyHidden role="status" aria-live="polite">
        {announced}
      </VisuallyHidden>
    </div>
  );
}

/**
 * The countdown that ticks on its own: only this part re-renders each second, not the lottery screen
 * around it (its menu, bet board, results and slip follow the phase: useCountdownPhase).
 */
export function LiveCountdown({
  closesAt,
  serverTime,
  issueNumber,
}: {
  closesAt: number;
  serverTime: number | null;
  issueNumber: string;
}) {
  return <Countdown countdown={useCountdown(closesAt, serverTime)} issueNumber={issueNumber} />;
}
