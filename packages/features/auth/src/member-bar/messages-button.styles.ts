// The unread count sits on the top right corner of the mail icon.
import { styled } from 'styled-components';

export const IconWithCount = styled.span`
  position: relative;
  display: inline-flex;
`;

export const CountSlot = styled.span`
  position: absolute;
  top: -0.6rem;
  inset-inline-end: -0.75rem;
  pointer-events: none;
`;
