// The centre's two columns (menu and page), as the member centre lays them out; one column on a
// narrow screen, the menu above the page.
import { styled } from 'styled-components';

export const CentreLayout = styled.div`
  display: grid;
  grid-template-columns: 13rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  min-height: 28rem;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const CentreNav = styled.nav`
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.muted};
  padding-inline-end: ${({ theme }) => theme.space.md};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const NavButton = styled.button<{ $active: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.color.accent.subtle : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.accent.fg : theme.color.fg.default)};
  font: inherit;
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.regular)};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
`;

export const CentreContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

export const PageHeading = styled.h3`
  margin: 0;
  outline: none;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.fg.default};
`;
