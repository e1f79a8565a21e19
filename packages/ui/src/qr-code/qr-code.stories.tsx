import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: 'Media/QrCode',
  component: QrCode,
  args: { value: 'https://example.test/download/android', label: 'QR code to download the Android app' },
  argTypes: { level: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] } },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'QR code to download the Android app' });
    await expect(code.getBoundingClientRect().width).toBe(100);
  },
};

export const Playground: Story = { args: { size: 160, level: 'M' } };

export const Large: Story = { args: { size: 200, level: 'H' } };
