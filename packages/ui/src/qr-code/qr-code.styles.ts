// QrCode looks: the code on a light quiet zone, so phones can scan it in the dark theme too.
import { styled } from 'styled-components';

export const QrFrame = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => (theme.mode === 'dark' ? theme.color.bg.emphasis : theme.color.bg.default)};
  line-height: 0;
`;
