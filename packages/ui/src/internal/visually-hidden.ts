// Text for screen readers only: kept in the accessibility tree, taken out of the visual layout.
import { css } from 'styled-components';
import { styled } from 'styled-components';

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
