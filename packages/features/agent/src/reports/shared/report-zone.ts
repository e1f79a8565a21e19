// The zone a report's days are counted in: the tenant's (the platform groups report days by it).
// Undefined means the browser's own.
import { createContext, useContext } from 'react';

const ReportZoneContext = createContext<string | undefined>(undefined);

export const ReportZoneProvider = ReportZoneContext.Provider;

export function useReportTimeZone(): string | undefined {
  return useContext(ReportZoneContext);
}
