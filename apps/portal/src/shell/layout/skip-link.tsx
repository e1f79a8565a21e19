// "Skip to content": the first focusable element of every page, visible only when focused.
import { useTranslation } from '@portal/i18n';
import styled from 'styled-components';
import { MAIN_CONTENT_ID } from './shell-layout.styles';

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent.emphasis};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export function SkipLink() {
  const { t } = useTranslation('shell');
  return <Link href={`#${MAIN_CONTENT_ID}`}>{t('skipLink')}</Link>;
}
