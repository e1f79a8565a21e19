// Avatar looks: a round picture, or the initials on the accent tint when there is none.
import { styled } from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<AvatarSize, string> = { sm: '1.5rem', md: '2rem', lg: '2.75rem', xl: '4rem' };
const fontSizes = { sm: 'xs', md: 'sm', lg: 'md', xl: 'xl' } as const;

export const AvatarRoot = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent.muted};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme, $size }) => theme.font.size[fontSizes[$size]]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  user-select: none;
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
