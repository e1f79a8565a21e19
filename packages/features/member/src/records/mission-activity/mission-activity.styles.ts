// Looks of the mission activity page: the missions as a list of cards, each with its progress bar.
import { styled } from 'styled-components';

export const MissionList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MissionCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.inset};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.bg.inset};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.accent.emphasis};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.accent.emphasis};
  }
`;

export const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const MyPlace = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
