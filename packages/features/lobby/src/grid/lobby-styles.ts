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

export const PillList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const pill = `
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.25rem;
  padding: 0 0.875rem;
  border-radius: 999px;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
`;

export const Pill = styled.button<{ $active?: boolean }>`
  ${pill}
  border: 1px solid ${({ theme, $active }) => ($active ? theme.color.accent.emphasis : theme.color.border.default)};
  background: ${({ theme, $active }) => ($active ? theme.color.accent.emphasis : theme.color.bg.default)};
  color: ${({ theme, $active }) => ($active ? theme.color.fg.onAccent : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
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

export const RoomTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    text-align: start;
  }
`;
