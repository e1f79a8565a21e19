// Staff accounts of the tenant (admin): add one (a one-time password shown once), change name and
// roles, switch off (their sessions end) or on, reset a password (a new one-time password). The
// platform refuses to leave the tenant without an active admin (staff_last_admin).
import type { Staff, StaffWithPassword } from '@portal/contracts';
import { Badge, Button, ConfirmDialog, DataTable, FormAlert, Inline, type DataTableColumn } from '@portal/ui';
import { useState } from 'react';
import {
  useCreateStaffMutation,
  useGetStaffQuery,
  useResetStaffPasswordMutation,
  useUpdateStaffMutation,
} from '../../api/staff';
import { errorText } from '../../shared/error-texts';
import { formatTime } from '../../shared/format';
import { PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { OneTimePasswordDialog } from './one-time-password-dialog';
import { StaffFormDialog } from './staff-form-dialog';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; staff: Staff }
  | { kind: 'switchOff'; staff: Staff }
  | { kind: 'reset'; staff: Staff }
  | { kind: 'password'; answer: StaffWithPassword }
  | null;

export default function StaffPage() {
  const { t } = useBackofficeTranslation();
  const query = useGetStaffQuery();
  const [createStaff] = useCreateStaffMutation();
  const [updateStaff, updateState] = useUpdateStaffMutation();
  const [resetPassword, resetState] = useResetStaffPasswordMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const open = (next: Dialog) => {
    setActionError(null);
    setDialog(next);
  };
  const close = () => open(null);

  const switchOn = async (staff: Staff) => {
    try {
      await updateStaff({ staffId: staff.staffId, changes: { active: true } }).unwrap();
      setNotice({ ok: true, text: t('staff.switchedOn', { username: staff.username }) });
    } catch (error) {
      setNotice({ ok: false, text: errorText(t, error) });
    }
  };
  const switchOff = async (staff: Staff) => {
    try {
      await updateStaff({ staffId: staff.staffId, changes: { active: false } }).unwrap();
      setNotice({ ok: true, text: t('staff.switchedOff', { username: staff.username }) });
      close();
    } catch (error) {
      setActionError(errorText(t, error));
    }
  };
  const reset = async (staff: Staff) => {
    try {
      const answer = await resetPassword({ staffId: staff.staffId }).unwrap();
      open({ kind: 'password', answer });
    } catch (error) {
      setActionError(errorText(t, error));
    }
  };

  const columns: DataTableColumn<Staff>[] = [
    { key: 'username', header: t('staff.columns.username'), rowHeader: true, cell: (s) => s.username },
    { key: 'displayName', header: t('staff.columns.displayName'), cell: (s) => s.displayName },
    {
      key: 'roles',
      header: t('staff.columns.roles'),
      cell: (s) => s.roles.map((role) => t(`roles.${role}`)).join(', '),
    },
    {
      key: 'state',
      header: t('staff.columns.state'),
      cell: (s) => (
        <Badge tone={s.active ? 'success' : 'neutral'}>{s.active ? t('staff.active') : t('staff.inactive')}</Badge>
      ),
    },
    {
      key: 'lastLoginAt',
      header: t('staff.columns.lastLoginAt'),
      cell: (s) => (s.lastLoginAt ? formatTime(s.lastLoginAt) : t('staff.never')),
    },
    {
      key: 'actions',
      header: t('staff.columns.actions'),
      cell: (s) => (
        <div role="group" aria-label={t('staff.actionsFor', { username: s.username })}>
          <Inline gap="xs">
            <Button size="sm" variant="secondary" onClick={() => open({ kind: 'edit', staff: s })}>
              {t('staff.edit')}
            </Button>
            {s.active ? (
              <Button size="sm" variant="danger" onClick={() => open({ kind: 'switchOff', staff: s })}>
                {t('staff.switchOff')}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => void switchOn(s)}>
                {t('staff.switchOn')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => open({ kind: 'reset', staff: s })}>
              {t('staff.resetPassword')}
            </Button>
          </Inline>
        </div>
      ),
    },
  ];

  return (
    <PageFrame>
      <Inline justify="between">
        <PageHeading>{t('staff.title')}</PageHeading>
        <Button onClick={() => open({ kind: 'create' })}>{t('staff.create')}</Button>
      </Inline>
      {notice && <FormAlert tone={notice.ok ? 'success' : 'danger'}>{notice.text}</FormAlert>}
      {query.error && <FormAlert>{errorText(t, query.error)}</FormAlert>}
      <DataTable
        caption={t('staff.caption')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(s) => s.staffId}
        loading={query.isFetching}
        loadingLabel={t('app.loading')}
        emptyText={t('staff.empty')}
        defaultSort={{ key: 'username', direction: 'ascending' }}
      />
      {dialog?.kind === 'create' && (
        <StaffFormDialog
          onClose={close}
          onSubmit={async (values) => {
            const answer = await createStaff(values).unwrap();
            open({ kind: 'password', answer });
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <StaffFormDialog
          staff={dialog.staff}
          onClose={close}
          onSubmit={async ({ displayName, roles }) => {
            await updateStaff({ staffId: dialog.staff.staffId, changes: { displayName, roles } }).unwrap();
            setNotice({ ok: true, text: t('staff.saved', { username: dialog.staff.username }) });
            close();
          }}
        />
      )}
      {(dialog?.kind === 'switchOff' || dialog?.kind === 'reset') && (
        <ConfirmDialog
          open
          tone={dialog.kind === 'switchOff' ? 'danger' : 'warning'}
          title={t(dialog.kind === 'switchOff' ? 'staff.switchOffTitle' : 'staff.resetTitle', {
            username: dialog.staff.username,
          })}
          message={
            <>
              {t(dialog.kind === 'switchOff' ? 'staff.switchOffQuestion' : 'staff.resetQuestion', {
                username: dialog.staff.username,
              })}
              {actionError && <FormAlert>{actionError}</FormAlert>}
            </>
          }
          confirmLabel={t(dialog.kind === 'switchOff' ? 'staff.switchOff' : 'staff.resetPassword')}
          cancelLabel={t('form.cancel')}
          closeLabel={t('form.close')}
          confirming={dialog.kind === 'switchOff' ? updateState.isLoading : resetState.isLoading}
          onCancel={close}
          onConfirm={() => void (dialog.kind === 'switchOff' ? switchOff(dialog.staff) : reset(dialog.staff))}
        />
      )}
      {dialog?.kind === 'password' && (
        <OneTimePasswordDialog
          username={dialog.answer.staff.username}
          password={dialog.answer.password}
          onClose={close}
        />
      )}
    </PageFrame>
  );
}
