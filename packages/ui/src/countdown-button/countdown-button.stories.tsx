import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton, type CountdownButtonProps } from './countdown-button';

function Demo(args: CountdownButtonProps) {
  const [counting, setCounting] = useState(args.counting);
  return (
    <CountdownButton
      {...args}
      counting={counting}
      onClick={(event) => {
        setCounting(true);
        args.onClick?.(event);
      }}
      onComplete={() => {
        setCounting(false);
        args.onComplete?.();
      }}
    />
  );
}

const meta = {
  title: 'Actions/CountdownButton',
  component: CountdownButton,
  args: {
    seconds: 60,
    counting: false,
    variant: 'secondary',
    children: (remaining: number) => (remaining > 0 ? `Code sent (${remaining})` : 'Send code'),
    onClick: fn(),
    onComplete: fn(),
  },
  argTypes: { children: { control: false } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { seconds: 10 } };

export const CountsDownAndCompletes: Story = {
  args: { seconds: 2 },
  // Storybook's clock stands still at a fixed date (apps/storybook); this story needs it to run.
  parameters: { clock: 'running' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Code sent (2)');
    await expect(button).toBeDisabled();
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(button).toHaveTextContent('Send code');
    await expect(button).toBeEnabled();
  },
};
