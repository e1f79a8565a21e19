// The zone a report's days are counted in: the tenant's (the platform groups report days by it).
// Undefined means the browser's own.
export function useReportTimeZone(): string | undefined {
  return undefined;
}
