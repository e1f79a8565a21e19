// The row both versions of the header's account bar (visitor, member) and its placeholder share.
import { styled } from 'styled-components';

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
