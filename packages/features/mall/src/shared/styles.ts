// Layout pieces the mall's screen shares: sections with a heading, stacked forms, action rows, a
// definition list of figures, the reward cards. Theme tokens only.
import { styled } from 'styled-components';

// The kit's page parts under the names this feature's screens use.
export {
  ActionRow as Actions,
  CardGrid as CardList,
  DescriptionList as Figures,
  MutedText as Muted,
  PageSection as Section,
  PageTitle as Heading,
  SectionTitle as SectionHeading,
} from '@portal/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 28rem;
`;

export const CardItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.fg.default};
`;
