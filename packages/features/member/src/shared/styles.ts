// Layout pieces the member centre's pages share: sections with a heading, stacked forms, action
// rows, a definition list of figures, a row of chips. Theme tokens only.
import { styled } from 'styled-components';
import { SectionTitle } from '@portal/ui';

// The kit's page parts under the names this feature's screens use.
export {
  ActionRow as Actions,
  DescriptionList as Figures,
  MutedText as Muted,
  PageSection as Section,
} from '@portal/ui';

/** A section's title: an h4 under the member centre dialog's own headings. */
export const SectionHeading = styled(SectionTitle).attrs({ as: 'h4' })``;

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 28rem;
`;

/** A list laid out as a row of small buttons (e.g. downlines to pick). */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A group of choices with a visible name (radio buttons, quick amounts). */
export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.fg.default};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.color.accent.fg};
  text-decoration: underline;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;
