// The light/dark switch. The choice is stored by the shell's persistence (localStorage `theme`).
import { useTranslation } from '@portal/i18n';
import { IconButton } from '@portal/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MoonIcon, SunIcon } from '../icons/shell-icons';
import { selectThemeMode, themeToggled } from '../shell-slice';

export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectThemeMode) === 'dark';
  return (
    <IconButton
      role="switch"
      aria-checked={dark}
      label={t('header.darkTheme')}
      icon={dark ? <MoonIcon /> : <SunIcon />}
      onClick={() => dispatch(themeToggled())}
    />
  );
}
