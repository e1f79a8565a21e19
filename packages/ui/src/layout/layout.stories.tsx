import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../button';
import { Grid, Inline, Stack } from './layout';

const Tile = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.muted};
  text-align: center;
`;

const tiles = (count: number) => Array.from({ length: count }, (_, index) => <Tile key={index}>Item {index + 1}</Tile>);

const meta = {
  title: 'Layout/Stack, Inline, Grid',
  component: Stack,
  args: { gap: 'md', children: tiles(3) },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { gap: 'lg', align: 'stretch' } };

export const StackAsList: Story = {
  render: () => (
    <Stack as="ul" gap="sm">
      <li>Deposit</li>
      <li>Withdraw</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const InlineCluster: Story = {
  render: () => (
    <Inline gap="sm" justify="between">
      <Button variant="secondary">Log in</Button>
      <Button>Register</Button>
    </Inline>
  ),
};

export const AutoGrid: Story = {
  render: () => (
    <Grid minItemWidth="8rem" gap="md">
      {tiles(10)}
    </Grid>
  ),
};

export const FixedColumns: Story = {
  render: () => (
    <Grid columns={3} gap="sm">
      {tiles(6)}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Item 1').parentElement as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};
