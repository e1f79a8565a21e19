// The affiliate (invitation) code (spec §4, §8). On mount the domain's own code — the code in the
// address (`?affiliateCode=`) or the one the platform keeps for this domain — is checked: when it
// is valid the input stays hidden and that code goes with the registration; otherwise the input
// shows. On submit a typed code is checked first; a bad one stops the registration.
import { useLazyCheckAffiliateQuery } from '@portal/api';
import { useCallback, useEffect, useState } from 'react';

export const AFFILIATE_QUERY_PARAM = 'affiliateCode';

export type AffiliateStatus = { state: 'checking' } | { state: 'valid'; code: string } | { state: 'invalid' };

export interface Affiliate {
  status: AffiliateStatus;
  /** The input shows when the domain's code did not check out. */
  inputShown: boolean;
  /** The code that travels with the registration when the input is hidden. */
  domainCode: string | null;
  /** Checks a typed code; true when the platform accepts it. */
  checkTyped: (code: string) => Promise<boolean>;
}

export function useAffiliate(urlCode: string | null, hostname: string): Affiliate {
  const [check] = useLazyCheckAffiliateQuery();
  const [status, setStatus] = useState<AffiliateStatus>({ state: 'checking' });

  useEffect(() => {
    let alive = true;
    void check({ domain: hostname, ...(urlCode ? { code: urlCode } : {}) })
      .unwrap()
      .then(
        (value) => alive && setStatus(value.code ? { state: 'valid', code: value.code } : { state: 'invalid' }),
        () => alive && setStatus({ state: 'invalid' }),
      );
    return () => {
      alive = false;
    };
  }, [check, urlCode, hostname]);

  const checkTyped = useCallback(
    async (code: string) => {
      try {
        await check({ code, domain: hostname }).unwrap();
        return true;
      } catch {
        return false;
      }
    },
    [check, hostname],
  );

  return {
    status,
    inputShown: status.state === 'invalid',
    domainCode: status.state === 'valid' ? status.code : null,
    checkTyped,
  };
}
