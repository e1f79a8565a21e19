import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Paginator, type PaginatorProps } from './paginator';

function Demo(args: PaginatorProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Paginator
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Paginator',
  component: Paginator,
  args: {
    page: 5,
    pageCount: 20,
    onPageChange: fn(),
    label: 'Announcement pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Range 3, margin 1: page 5 of 20 reads 1 … 4 5 6 … 20. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Announcement pages' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);
    await expect(pages).toEqual(['1', '4', '5', '6', '20']);
    await expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = { args: { page: 1, pageCount: 9, pageRange: 3, marginPages: 1 } };

export const Navigate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };
