import { useTranslation } from '@portal/i18n';
import { ButtonLink } from '../../shell/button-link';

/** "Back to home", the way out of every screen without content yet. */
export function BackHomeLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('common');
  return (
    <ButtonLink to="/" $variant={variant}>
      {t('actions.backHome')}
    </ButtonLink>
  );
}
