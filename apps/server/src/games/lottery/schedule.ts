// When a lottery game's issues (draws) happen. Draw times are `offset + k × interval` (epoch
// seconds, UTC), so every instance computes the same calendar without talking to the others; an
// issue closes `closeSeconds` before its draw and opens when the previous one closes, so exactly
// one issue of a game takes bets at any time (a slip kept over a close goes to the next issue).
export interface DrawSchedule {
  /** Seconds between draws (180 for a 3-minute e-lottery, 86,400 for a daily draw). */
  intervalSeconds: number;
  /** Seconds after each interval boundary (epoch-aligned) at which the draw happens. */
  offsetSeconds: number;
  /** Betting closes this many seconds before the draw. */
  closeSeconds: number;
}

export interface IssueSlot {
  issueNumber: string;
  opensAt: number;
  closesAt: number;
  drawAt: number;
}

const DAY_S = 86_400;

function yyyymmdd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The issue whose draw is the k-th of the calendar (k = floor((t - offset) / interval)). */
export function slotAt(schedule: DrawSchedule, drawAtMs: number): IssueSlot {
  const intervalMs = schedule.intervalSeconds * 1000;
  // Daily (or slower) draws are named by their date; faster ones by date and sequence of the day.
  let issueNumber = yyyymmdd(drawAtMs);
  if (schedule.intervalSeconds < DAY_S) {
    const dayStart = Math.floor(drawAtMs / (DAY_S * 1000)) * DAY_S * 1000;
    const seq = Math.floor((drawAtMs - dayStart) / intervalMs) + 1;
    issueNumber += String(seq).padStart(4, '0');
  }
  const closesAt = drawAtMs - schedule.closeSeconds * 1000;
  return { issueNumber, opensAt: closesAt - intervalMs, closesAt, drawAt: drawAtMs };
}

/** The issue that takes bets at `now`: the first whose close is after now. */
export function currentSlot(schedule: DrawSchedule, now: number): IssueSlot {
  const intervalMs = schedule.intervalSeconds * 1000;
  const offsetMs = schedule.offsetSeconds * 1000;
  const k = Math.floor((now + schedule.closeSeconds * 1000 - offsetMs) / intervalMs) + 1;
  return slotAt(schedule, offsetMs + k * intervalMs);
}
