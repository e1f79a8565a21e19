// The affiliate (invitation) code (spec §4, §8). The code the visitor arrived with (the address's
// `?affiliateCode=`, as an agent's link carries it) is checked on mount with the domain: when it
// is valid the input stays hidden and that code goes with the registration; when there is no code
// in the address or the check fails, the input shows. On submit a typed code is checked first; a
// bad one stops the registration.
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
  const [status, setStatus] = useState<AffiliateStatus>(urlCode ? { state: 'checking' } : { state: 'invalid' });

  useEffect(() => {
    // Nothing to check without a code: the platform would only say "invalid".
    if (!urlCode) return undefined;
    let alive = true;
    void check({ domain: hostname, code: urlCode })
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
