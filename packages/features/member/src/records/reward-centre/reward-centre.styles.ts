// The reward centre's claim outcome line (empty until a claim succeeds).
import { styled } from 'styled-components';

export const Outcome = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.color.success.fg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
