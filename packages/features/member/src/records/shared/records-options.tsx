// What the record pages take from the app: the player's time zone (a "day" of a filter or of the
// profit table is the player's day) and how dates read (the platform's yyyy-MM-dd or MM-dd-yyyy).
// Without a provider: the browser's zone and yyyy-MM-dd.
import type { DatePattern } from '@portal/i18n';
import { createContext, useContext } from 'react';

export interface RecordsOptions {
  /** IANA zone; undefined means the browser's own. */
  timeZone?: string;
  datePattern: DatePattern;
}

const DEFAULT_OPTIONS: RecordsOptions = { datePattern: 'yyyy-MM-dd' };

const RecordsOptionsContext = createContext<RecordsOptions>(DEFAULT_OPTIONS);

export const RecordsOptionsProvider = RecordsOptionsContext.Provider;

export function useRecordsOptions(): RecordsOptions {
  return useContext(RecordsOptionsContext);
}
