// Layout pieces the auth forms share: the stacked form, rows of controls, action rows and links
// that look like text. Theme tokens only.
import { styled } from 'styled-components';

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const FieldRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/** A row whose control sits level with the input of a labelled field next to it. */
export const AlignedAction = styled.div`
  flex: none;
  /* the height of a field label plus its gap, so the button lines up with the input */
  padding-top: calc(
    ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight.normal} +
      ${({ theme }) => theme.space.xs}
  );
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A button that reads as a link (it opens a popup or switches a form, it does not navigate). */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent.fg};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Paragraph = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.default};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const MutedParagraph = styled(Paragraph)`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
