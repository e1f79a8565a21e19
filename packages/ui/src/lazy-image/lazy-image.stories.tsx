import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Grid } from '../layout';
import { LazyImage } from './lazy-image';

// Inline pictures, so the stories need no network.
const picture = (hue: number, text: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="hsl(${hue} 70% 45%)"/><text x="80" y="68" font-size="20" text-anchor="middle" fill="white" font-family="sans-serif">${text}</text></svg>`,
  );

const meta = {
  title: 'Media/LazyImage',
  component: LazyImage,
  args: { src: picture(265, 'Lucky Dragon'), alt: 'Lucky Dragon', aspectRatio: '4 / 3', onLoad: fn(), onError: fn() },
  argTypes: { fit: { control: 'inline-radio', options: ['cover', 'contain'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Lucky Dragon' });
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await expect(image).toHaveAttribute('src', args.src);
  },
};

export const Playground: Story = { args: { fit: 'cover', aspectRatio: '16 / 9' } };

export const RetriesThenErrorImage: Story = {
  args: { src: '/this-game-image-does-not-exist.png', errorSrc: picture(0, 'No image') },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(within(canvasElement).getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute(
      'src',
      args.errorSrc,
    );
  },
};

export const PlaceholderWithoutErrorImage: Story = {
  args: { src: '/this-game-image-does-not-exist.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'failed'), {
      timeout: 4000,
    });
    await expect(within(canvasElement).getByRole('img', { name: 'Lucky Dragon' }).tagName).toBe('SPAN');
  },
};

/** Only the tiles scrolled into view load: scroll the box to see the rest arrive. */
export const LoadsWhenVisible: Story = {
  render: (args) => (
    // A scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div style={{ height: '16rem', overflow: 'auto' }} tabIndex={0} role="region" aria-label="Games">
      <Grid columns={2} gap="sm">
        {Array.from({ length: 24 }, (_, index) => (
          <LazyImage
            key={index}
            src={picture(index * 15, `Game ${index + 1}`)}
            alt={`Game ${index + 1}`}
            aspectRatio="4 / 3"
            onLoad={args.onLoad}
          />
        ))}
      </Grid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Game 1' })).toBeInTheDocument());
    await expect(within(canvasElement).queryByRole('img', { name: 'Game 24' })).not.toBeInTheDocument();
  },
};
