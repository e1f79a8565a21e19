// What every record call shares (member-centre records and the money lists): the date range rule (endTime ≥ startTime, at most
// MAX_RECORD_RANGE_DAYS) and paging (offset and limit in, the contract's page fields out).
import { MAX_RECORD_RANGE_DAYS } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { DAY } from '../../lib/clock';
import type { Page, TimeRange } from '../../repositories/periods';

/** A record range the platform reads, or request_param_err naming the field at fault. */
export function recordRange(payload: TimeRange): TimeRange {
  if (payload.endTime < payload.startTime)
    throw new AppError('request_param_err', { fields: ['endTime'] }, 'endTime before startTime');
  if (payload.endTime - payload.startTime > MAX_RECORD_RANGE_DAYS * DAY)
    throw new AppError('request_param_err', { fields: ['endTime'], maxDays: MAX_RECORD_RANGE_DAYS }, 'range too long');
  return { startTime: payload.startTime, endTime: payload.endTime };
}

export function pageWindow(payload: { pageNo: number; pageSize: number }): Page {
  return { offset: (payload.pageNo - 1) * payload.pageSize, limit: payload.pageSize };
}

export function pageFields(payload: { pageNo: number; pageSize: number }, total: number) {
  return { pageNo: payload.pageNo, pageSize: payload.pageSize, total, totalPages: Math.ceil(total / payload.pageSize) };
}
