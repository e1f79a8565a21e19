// Icon sizes follow the type scale, so an icon sits level with the text beside it.
import { styled } from 'styled-components';
import type { IconSize } from './icon-size';

const sizeToken = { sm: 'sm', md: 'md', lg: 'xl' } as const;

export const IconSvg = styled.svg<{ $size: IconSize }>`
  display: inline-block;
  flex: none;
  width: ${({ theme, $size }) => `calc(${theme.font.size[sizeToken[$size]]} * 1.25)`};
  height: ${({ theme, $size }) => `calc(${theme.font.size[sizeToken[$size]]} * 1.25)`};
  vertical-align: middle;
`;
