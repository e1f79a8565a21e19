import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { VisuallyHidden } from '../internal/visually-hidden';
import { Table } from './table';

const ROOMS = [
  { id: 'r1', name: 'Table 1', game: 'Baccarat', minBet: '10.00', seats: '3 of 6' },
  { id: 'r2', name: 'Table 2', game: 'Blackjack', minBet: '25.00', seats: '6 of 6' },
];

const join = fn();

const meta = {
  title: 'Data display/Table',
  component: Table,
  args: { density: 'regular' },
  argTypes: { density: { control: 'inline-radio', options: ['regular', 'compact'] } },
  render: (args) => (
    <Table {...args}>
      <caption>Rooms</caption>
      <thead>
        <tr>
          <th scope="col">Room</th>
          <th scope="col">Game</th>
          <th scope="col">Minimum bet</th>
          <th scope="col">Players</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {ROOMS.map((room) => (
          <tr key={room.id}>
            <th scope="row">{room.name}</th>
            <td>{room.game}</td>
            <td>{room.minBet}</td>
            <td>{room.seats}</td>
            <td>
              <Button size="sm" aria-label={`Join ${room.name}`} onClick={join}>
                Join
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Rooms' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'Table 2' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Join Table 1' }));
    await expect(join).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { density: 'compact' } };

/** Compact rows with row headers only, named by the heading above: a bet slip's totals. */
export const Totals: Story = {
  render: (args) => (
    <section aria-labelledby="slip-heading">
      <h2 id="slip-heading">Bet slip</h2>
      <Table {...args} density="compact" aria-labelledby="slip-heading">
        <tbody>
          <tr>
            <th scope="row">Total</th>
            <td>$20.00</td>
          </tr>
          <tr>
            <th scope="row">Balance left</th>
            <td>$480.00</td>
          </tr>
        </tbody>
      </Table>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Bet slip' });
    await expect(within(table).getByRole('rowheader', { name: 'Balance left' })).toBeInTheDocument();
  },
};
