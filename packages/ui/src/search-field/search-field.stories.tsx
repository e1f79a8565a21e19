import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './search-field';

function Controlled(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Lobby/SearchField',
  component: SearchField,
  args: { label: 'Search games', clearLabel: 'Clear search', placeholder: 'Game name', value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'dragon');
    await expect(args.onChange).toHaveBeenLastCalledWith('dragon');
  },
};

export const Playground: Story = { args: { hint: 'Case and accents do not matter' } };

export const Clearing: Story = {
  args: { value: 'rồng vàng' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const Thai: Story = { args: { label: 'ค้นหาเกม', clearLabel: 'ล้างการค้นหา', value: 'มังกร' } };

export const LotusLight: Story = { globals: { tenant: 'lotus', theme: 'light' }, args: { value: 'dragon' } };
export const LotusDark: Story = { globals: { tenant: 'lotus', theme: 'dark' }, args: { value: 'dragon' } };
