import { describe, expect, it } from 'vitest';
import { isDatabaseFault } from './faults';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseFault', () => {
  it('takes what a restart, an unreachable or a busy database throws as a fault', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08P01', '53300'])
      expect(isDatabaseFault(withCode(code)), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN'])
      expect(isDatabaseFault(withCode(code)), code).toBe(true);
    // After the transaction's one rerun: rolled back, safe to send again.
    for (const code of ['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY'])
      expect(isDatabaseFault(withCode(code)), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
      'Cannot use a pool after calling end on the pool',
      'driver has already been destroyed',
    ])
      expect(isDatabaseFault(new Error(message)), message).toBe(true);
  });

  it('leaves the query’s own errors and everything else alone (they stay 4xx or 500)', () => {
    for (const code of [
      '23505',
      '23514',
      '42P01',
      '22P02',
      'SQLITE_CONSTRAINT_UNIQUE',
      'SQLITE_ERROR',
      'ENOENT',
      '0800',
    ])
      expect(isDatabaseFault(withCode(code)), code).toBe(false);
    expect(isDatabaseFault(new Error('boom'))).toBe(false);
    expect(isDatabaseFault(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isDatabaseFault(undefined)).toBe(false);
    expect(isDatabaseFault(null)).toBe(false);
    expect(isDatabaseFault('Connection terminated')).toBe(false);
  });
});
