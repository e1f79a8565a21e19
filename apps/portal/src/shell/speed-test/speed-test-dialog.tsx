// The speed test dialog (spec §2 customer service menu "speed test", §3 router domain list): the
// brand's domains from /wps/system/domainRoute, each shown measuring (0) until its time is in, then
// sorted fastest first, a failure said as such, and a "test again" button. The kit's Modal: labelled
// by its title, focus kept inside, Escape closes. Its own chunk, loaded when the menu opens it.
import { useGetDomainRouteQuery } from '@portal/api';
import { toIntlLocale, useTranslation } from '@portal/i18n';
import { Button, FormAlert, Modal, Spinner } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { modalClosed } from '../shell-slice';
import { measureDomain, sortBySpeed, type DomainSpeed, type MeasureOptions } from './measure-domains';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  font-variant-numeric: tabular-nums;
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.color.danger.fg};
`;

export interface SpeedTestDialogProps {
  /** For tests: how each domain is measured. */
  measure?: (domain: string, options?: MeasureOptions) => Promise<DomainSpeed>;
}

export function SpeedTestDialog({ measure = measureDomain }: SpeedTestDialogProps) {
  const { t, i18n } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const route = useGetDomainRouteQuery();
  const [results, setResults] = useState<DomainSpeed[]>([]);
  const run = useRef(0);
  const number = new Intl.NumberFormat(toIntlLocale(i18n.language));

  const measureAll = useCallback(
    (domains: readonly string[]) => {
      const current = ++run.current;
      setResults(domains.map((domain) => ({ domain, state: 'measuring', ms: 0 })));
      for (const domain of domains) {
        void measure(domain).then((result) => {
          if (run.current !== current) return;
          setResults((list) => list.map((item) => (item.domain === domain ? result : item)));
        });
      }
    },
    [measure],
  );

  // A measurement that ends once the dialog has closed is dropped: closing starts a new run, so
  // that one is no longer current. (A count, not a marker: in StrictMode the effects mount again
  // after this cleanup, and the next run must still be current.)
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const domains = route.data?.map((entry) => entry.domain);
  const key = domains?.join(' ');
  useEffect(() => {
    if (key !== undefined) measureAll(key ? key.split(' ') : []);
  }, [key, measureAll]);

  const measuring = results.some((result) => result.state === 'measuring');

  return (
    <Modal
      open
      onClose={() => dispatch(modalClosed())}
      title={t('speedTest.title')}
      closeLabel={tCommon('actions.close')}
      footer={
        <Button onClick={() => domains && measureAll(domains)} disabled={!domains || measuring}>
          {t('speedTest.again')}
        </Button>
      }
    >
      {route.isLoading && <Spinner label={t('speedTest.loading')} />}
      {route.isError && <FormAlert>{t('speedTest.loadFailed')}</FormAlert>}
      {results.length > 0 && (
        <List aria-label={t('speedTest.listLabel')} aria-busy={measuring}>
          {sortBySpeed(results).map((result) => (
            <Row key={result.domain}>
              <span>{result.domain}</span>
              {result.state === 'failed' ? (
                <Failed>{t('speedTest.failed')}</Failed>
              ) : (
                <span>
                  {result.state === 'measuring'
                    ? t('speedTest.measuring', { ms: number.format(0) })
                    : t('speedTest.ms', { ms: number.format(result.ms) })}
                </span>
              )}
            </Row>
          ))}
        </List>
      )}
    </Modal>
  );
}

export default SpeedTestDialog;
