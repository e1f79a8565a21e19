import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'Data display/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Deposit on <strong>weekends</strong> and get <em>10%</em> back.</p><ul><li>Once a day</li><li>Up to 100</li></ul><p><a href="/promotions">All promotions</a></p>',
  },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] } },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 'sm' } };

/** Hostile HTML in a real browser: nothing of it runs, the text stays. */
export const HostileHtml: Story = {
  args: {
    html: '<p>Text stays</p><img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned = true">link</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:/i);
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
