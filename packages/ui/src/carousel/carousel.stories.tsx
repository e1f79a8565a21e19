import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Carousel } from './carousel';

const Banner = styled.div<{ $tone: 'accent' | 'success' | 'info' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 10rem;
  background: ${({ theme, $tone }) => theme.color[$tone].muted};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const banners = [
  <Banner key="1" $tone="accent">
    Welcome bonus
  </Banner>,
  <Banner key="2" $tone="success">
    Daily cashback
  </Banner>,
  <Banner key="3" $tone="info">
    Lottery jackpot
  </Banner>,
];

const meta = {
  title: 'Media/Carousel',
  component: Carousel,
  args: {
    label: 'Promotions',
    previousLabel: 'Previous banner',
    nextLabel: 'Next banner',
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    goToLabel: (position: number) => `Show banner ${position}`,
    children: banners,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { autoplay: false } };

export const PreviousNextAndDots: Story = {
  args: { autoplay: false },
  // Tests motion (looping through the banners): judged by the story tests, left out of the visual
  // check's pictures (apps/storybook README); Default shows the carousel at rest.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner 1' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show banner 1' })).toHaveAttribute('aria-current', 'true'),
    );
    // Looping: previous from the first banner goes to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

export const SingleSlide: Story = {
  args: { children: banners[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
  },
};
