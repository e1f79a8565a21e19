import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { VirtualGrid, VirtualList } from './virtual-list';

const RowContent = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
`;

const Tile = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 7rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.muted};
`;

const meta = {
  title: 'Data display/VirtualList',
  component: VirtualList,
  args: {
    count: 10_000,
    estimateSize: 41,
    height: '20rem',
    label: 'Slot games',
    renderItem: (index: number) => <RowContent>Game {index + 1}</RowContent>,
  },
  argTypes: { renderItem: { control: false } },
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBeLessThan(40);
    await expect(items[0]).toHaveTextContent('Game 1');
    await expect(items[0]).toHaveAttribute('aria-setsize', '10000');
  },
};

export const Playground: Story = { args: { count: 500, overscan: 6 } };

export const ScrollsFar: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Slot games' });
    box.scrollTop = 41 * 5000;
    await expect(await within(canvasElement).findByText('Game 5001')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Game 1')).not.toBeInTheDocument();
  },
};

export const Grid: Story = {
  render: (args) => (
    <VirtualGrid
      count={args.count}
      height={args.height}
      label="Slot games"
      estimateRowHeight={112}
      minColumnWidth={140}
      renderItem={(index) => <Tile>Game {index + 1}</Tile>}
    />
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(1);
    await expect(items.length).toBeLessThan(120);
    await expect(items[1]).toHaveAttribute('aria-posinset', '2');
  },
};
