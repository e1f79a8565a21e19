// The brand's days (tenant.json `utcOffsetMinutes`, the platform's report days and settlement
// periods) as a time zone Intl understands: `Etc/GMT∓h` for whole hours — every engine knows
// those (their sign is POSIX's, the reverse of ours) — and an offset (`+05:30`) otherwise.
export function brandTimeZone(utcOffsetMinutes = 0): string {
  if (utcOffsetMinutes === 0) return 'Etc/UTC';
  if (utcOffsetMinutes % 60 === 0) {
    const hours = utcOffsetMinutes / 60;
    return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  }
  const sign = utcOffsetMinutes > 0 ? '+' : '-';
  const minutes = Math.abs(utcOffsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
