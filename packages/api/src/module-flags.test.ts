import type { SystemStatusValue } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { moduleFlagsFrom, setDefaultModuleFlags, systemStatusCode } from './module-flags';

const status = (over: Partial<SystemStatusValue>): SystemStatusValue =>
  ({
    maintenance: false,
    regionRestriction: false,
    location: { ip: '127.0.0.1', country: 'VN' },
    info: {
      whitelabel: [
        { modId: 'CBS3', enabled: '0' },
        { modId: 'FREEPLAY3', enabled: '1' },
      ],
    },
    ...over,
  }) as SystemStatusValue;

describe('module flags', () => {
  it("uses the build-time defaults until the platform answers, then the platform's tree wins", () => {
    setDefaultModuleFlags({ CBS3: true, DIRECTREG3: true });
    expect(moduleFlagsFrom(undefined)).toEqual({ CBS3: true, DIRECTREG3: true });
    expect(moduleFlagsFrom(status({}))).toEqual({ CBS3: false, DIRECTREG3: true, FREEPLAY3: true });
  });

  it('flattens one answer once: the same answer gives the same flags object, a new answer or new defaults new ones', () => {
    // The base query asks for the flags on every call (a search keystroke's too).
    setDefaultModuleFlags({ CBS3: true });
    const answer = status({});
    const flags = moduleFlagsFrom(answer);
    expect(moduleFlagsFrom(answer)).toBe(flags);
    const next = status({});
    expect(moduleFlagsFrom(next)).not.toBe(flags);
    expect(moduleFlagsFrom(next)).toEqual(flags);
    setDefaultModuleFlags({ CBS3: true, DIRECTREG3: true });
    expect(moduleFlagsFrom(next)).toEqual({ CBS3: false, DIRECTREG3: true, FREEPLAY3: true });
  });
});

describe('systemStatusCode', () => {
  it('is maintenance first, then region restriction, else normal', () => {
    expect(systemStatusCode(undefined)).toBe(0);
    expect(systemStatusCode(status({}))).toBe(0);
    expect(systemStatusCode(status({ regionRestriction: true }))).toBe(2);
    expect(systemStatusCode(status({ maintenance: true, regionRestriction: true }))).toBe(1);
  });
});
