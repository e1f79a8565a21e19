// The warnings a trial (type 4) account gets (spec §6, §8): `in_need_true_account` for the member
// and agent centre (confirm `in_increase_submit`), `in_please_information` for chat. Both offer the
// registration of a real account; both carry the warning icon.
import { ConfirmDialog } from '@portal/ui';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { dismissNotice, openAuthModal } from './auth-slice';
import { useAuthDispatch, useAuthSelector } from './hooks';

export function AuthNotices() {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const notice = useAuthSelector((state) => state.auth.notice);
  return (
    <ConfirmDialog
      open={notice !== null}
      tone="warning"
      title={t('common:dialogs.needRealAccount.title')}
      message={t(
        notice === 'completeInformation'
          ? 'common:dialogs.completeInformation.message'
          : 'common:dialogs.needRealAccount.message',
      )}
      confirmLabel={t('common:dialogs.needRealAccount.confirm')}
      cancelLabel={t('common:actions.cancel')}
      closeLabel={t('common:actions.close')}
      onConfirm={() => dispatch(openAuthModal({ modal: 'register' }))}
      onCancel={() => dispatch(dismissNotice())}
    />
  );
}
