// The captcha input with its image beside it; the image is a button that asks for a new one.
import { Input, Spinner, type InputProps } from '@portal/ui';
import { styled } from 'styled-components';
import { useAuthTranslation } from './use-auth-translation';
import type { CaptchaState } from './use-captcha';

export interface CaptchaFieldProps extends Omit<InputProps, 'label' | 'trailingAction'> {
  captcha: CaptchaState;
}

const ImageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 6.5rem;
  height: 2rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  overflow: hidden;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export function CaptchaField({ captcha, ...inputProps }: CaptchaFieldProps) {
  const { t } = useAuthTranslation();
  return (
    <Input
      {...inputProps}
      label={t('fields.captcha.label')}
      placeholder={t('fields.captcha.placeholder')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      trailingAction={
        <ImageButton
          type="button"
          onClick={captcha.refreshFromClick}
          aria-label={t('fields.captcha.refresh')}
          title={t('fields.captcha.refresh')}
        >
          {captcha.image ? (
            <img src={`data:image/png;base64,${captcha.image}`} alt={t('fields.captcha.imageAlt')} />
          ) : captcha.loading ? (
            <Spinner size="sm" label={t('fields.captcha.loading')} />
          ) : (
            <span>{t('fields.captcha.reload')}</span>
          )}
        </ImageButton>
      }
    />
  );
}
