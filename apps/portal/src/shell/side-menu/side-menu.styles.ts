import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '@portal/ui';

export const SIDE_MENU_ID = 'side-menu';

/** The menu's column: full page height with the menu's surface, so the colour runs to the footer. */
export const Rail = styled.div<{ $collapsed: boolean }>`
  flex: none;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.sideMenuMiniWidth : theme.layout.sideMenuWidth)};
  background: ${({ theme }) => theme.color.bg.subtle};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.muted};
  transition: width ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The menu itself stays in view while the page scrolls, below the sticky header. */
export const Nav = styled.nav<{ $withHeader: boolean }>`
  position: sticky;
  top: ${({ theme, $withHeader }) => ($withHeader ? theme.layout.headerHeight : '0px')};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-height: ${({ theme, $withHeader }) => ($withHeader ? `calc(100vh - ${theme.layout.headerHeight})` : '100vh')};
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
`;

export const Top = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: ${({ $collapsed }) => ($collapsed ? 'column' : 'row')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
`;

export const LogoLink = styled(NavLink)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Logo = styled.img<{ $collapsed: boolean }>`
  display: block;
  height: ${({ $collapsed }) => ($collapsed ? '2.25rem' : '2.5rem')};
  width: auto;
  max-width: 100%;
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Divider = styled.hr`
  width: 100%;
  margin: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border.muted};
`;

const itemStyles = css<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.md};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
`;

export const ItemLink = styled(NavLink)<{ $collapsed: boolean }>`
  ${itemStyles}

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const ItemAnchor = styled.a<{ $collapsed: boolean }>`
  ${itemStyles}
`;

export const ItemButton = styled.button<{ $collapsed: boolean }>`
  ${itemStyles}
  position: relative;
  width: 100%;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  cursor: pointer;
`;

/** The unread count: after the label, or on the icon's corner in the mini menu. */
export const ItemCount = styled.span<{ $collapsed: boolean }>`
  ${({ $collapsed }) => ($collapsed ? 'position: absolute; top: 0.25rem; inset-inline-end: 0.5rem;' : 'margin-inline-start: auto;')}
`;

/** A label that stays for screen readers when the menu is mini. */
export const ItemLabel = styled.span<{ $collapsed: boolean }>`
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.fg.subtle};
`;

export const SocialList = styled.ul<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: ${({ $collapsed }) => ($collapsed ? 'column' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SocialAnchor = styled.a`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.fg.muted};
  background: ${({ theme }) => theme.color.bg.muted};

  &:hover {
    color: ${({ theme }) => theme.color.accent.fg};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;
