// Lobby layout pieces, reading theme tokens only.
import { styled } from 'styled-components';

export const LobbyRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const LobbyTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) minmax(10rem, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
`;

/**
 * The providers' tabs. On a narrow screen they are one row that scrolls sideways, so the row's height
 * does not depend on how many providers the answer brings and the row kept while they load is
 * exactly as tall (no layout shift when they arrive).
 */
export const VendorRow = styled.nav`
  /* One row of tabs (a pill ToggleChip's height). */
  min-block-size: 2.25rem;

  /* A tab's row is the tab's height (no baseline gap under the inline-flex link). */
  & li {
    display: flex;
  }

  @media (max-width: 40rem) {
    & > ul {
      flex-wrap: nowrap;
      overflow-x: auto;
      /* Room for the focused tab's outline inside the scrolling row. */
      padding: 0.25rem 0.125rem;
      margin: -0.25rem -0.125rem;
    }

    & li {
      flex: none;
    }
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const VendorCardButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.accent.emphasis};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;
