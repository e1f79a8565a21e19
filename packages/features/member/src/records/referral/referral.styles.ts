// The referral page's invite box: the QR code beside the link, code and copy status.
import { styled } from 'styled-components';

export const InviteBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

export const InviteFields = styled.div`
  display: flex;
  flex: 1 1 18rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CopyStatus = styled.p<{ $failed: boolean }>`
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.color.danger.fg : theme.color.success.fg)};
`;
