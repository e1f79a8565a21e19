// Referral (member-centre page referral, "invite friends"): the member's invite link with its QR
// code and a Copy button (a polite status says whether it was copied), the invite code, and the
// members who joined with it (usernames masked by the platform), paged.
import { useGetReferralQuery } from '@portal/api';
import type { ReferralValue } from '@portal/contracts';
import { Button, DataTable, Input, QrCode, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { RecordError, RecordPage, useFormatTime, usePagination } from '../shared/record-parts';
import { useRecordsTranslation } from '../shared/use-records-translation';
import { CopyStatus, InviteBox, InviteFields, LinkRow } from './referral.styles';

export const REFERRAL_PAGE_SIZE = 20;
/** Large enough for a phone camera at arm's length (the download area's 100 is for a short path). */
export const REFERRAL_QR_SIZE = 160;

type Invitee = ReferralValue['invitees'][number];
type CopyState = 'idle' | 'copied' | 'failed';

/** The platform may answer a path (it does not know the portal's address): the link people share is absolute. */
export function absoluteLink(link: string, origin: string = window.location.origin): string {
  try {
    return new URL(link, origin).href;
  } catch {
    return link;
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ReferralPage() {
  const { t } = useRecordsTranslation();
  const formatTime = useFormatTime();
  const [pageNo, setPageNo] = useState(1);
  const [copy, setCopy] = useState<CopyState>('idle');
  const { data, error, isFetching, refetch } = useGetReferralQuery({ pageNo, pageSize: REFERRAL_PAGE_SIZE });
  const link = data ? absoluteLink(data.link) : '';

  const columns = useMemo<DataTableColumn<Invitee>[]>(
    () => [
      { key: 'username', header: t('referral.columns.username'), cell: (row) => row.username, rowHeader: true },
      {
        key: 'joinedAt',
        header: t('referral.columns.joinedAt'),
        cell: (row) => formatTime(row.joinedAt),
        sortValue: (row) => row.joinedAt,
      },
    ],
    [t, formatTime],
  );
  const pagination = usePagination(t('referral.pages'), pageNo, data?.totalPages ?? 0, setPageNo);

  return (
    <RecordPage>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      {data && (
        <InviteBox>
          <QrCode value={link} label={t('referral.qrLabel')} size={REFERRAL_QR_SIZE} />
          <InviteFields>
            <LinkRow>
              <Input
                label={t('referral.link')}
                value={link}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="secondary" onClick={async () => setCopy((await copyText(link)) ? 'copied' : 'failed')}>
                {t('referral.copyLink')}
              </Button>
            </LinkRow>
            <CopyStatus role="status" $failed={copy === 'failed'}>
              {copy === 'copied' ? t('common:status.copied') : copy === 'failed' ? t('common:status.copyFailed') : ''}
            </CopyStatus>
            <Input label={t('referral.code')} value={data.code} readOnly />
          </InviteFields>
        </InviteBox>
      )}
      <DataTable
        caption={t('referral.invitees', { count: data?.total ?? 0 })}
        columns={columns}
        rows={data?.invitees ?? []}
        rowKey={(row) => `${row.username}-${row.joinedAt}`}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('referral.empty')}
        pagination={pagination}
      />
    </RecordPage>
  );
}
