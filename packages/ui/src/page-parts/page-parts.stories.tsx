import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import {
  ActionRow,
  CardGrid,
  DescriptionList,
  FigureTile,
  FigureTiles,
  MutedText,
  PageSection,
  PageTitle,
  SectionTitle,
  SignedAmount,
} from './page-parts';

const meta = {
  title: 'Layout/Page parts',
  component: PageSection,
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A feature screen made of the parts: title, a section with figures and actions, a grid of cards. */
export const Screen: Story = {
  render: () => (
    <>
      <PageTitle>Points mall</PageTitle>
      <PageSection aria-labelledby="points">
        <SectionTitle id="points">Your points</SectionTitle>
        <DescriptionList>
          <div>
            <dt>Balance</dt>
            <dd>600</dd>
          </div>
          <div>
            <dt>Ratio</dt>
            <dd>1 point per 1 of valid bet</dd>
          </div>
        </DescriptionList>
        <MutedText>Points never expire.</MutedText>
        <ActionRow>
          <Button>Convert</Button>
          <Button variant="secondary">History</Button>
        </ActionRow>
      </PageSection>
      <PageSection aria-labelledby="rewards">
        <SectionTitle id="rewards">Rewards</SectionTitle>
        <CardGrid>
          <li>Gift card 10</li>
          <li>Bonus 5</li>
        </CardGrid>
      </PageSection>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your points' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('definition')).toHaveLength(2);
  },
};

/** A report's totals: headline figures as tiles, the profit and the loss coloured by their sign. */
export const Totals: Story = {
  render: () => (
    <FigureTiles aria-label="Totals">
      <FigureTile>
        <dt>Bets</dt>
        <dd>1,204</dd>
      </FigureTile>
      <FigureTile>
        <dt>Valid bet</dt>
        <dd>$48,210.00</dd>
      </FigureTile>
      <FigureTile>
        <dt>Players' profit and loss</dt>
        <dd>
          <SignedAmount amount={-1320.5}>-$1,320.50</SignedAmount>
        </dd>
      </FigureTile>
      <FigureTile>
        <dt>Income</dt>
        <dd>
          <SignedAmount amount={96.4}>$96.40</SignedAmount>
        </dd>
      </FigureTile>
    </FigureTiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByText('-$1,320.50')).toBeVisible();
  },
};
