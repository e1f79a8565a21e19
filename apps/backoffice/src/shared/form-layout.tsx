// The back office's form frame and a page's frame: the kit's Stack with an app-level width.
import { styled } from 'styled-components';

export const FormFrame = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
`;

export const PageFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > *:not(button) {
    flex: 1 1 14rem;
    max-width: 22rem;
  }
`;

/** Label–value pairs inside a table cell (a payee, a before and after). */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;
