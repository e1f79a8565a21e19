import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Inline } from '../layout';
import { useToast, type ToastOptions } from './toast-context';
import { ToastProvider } from './toast';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function Triggers({ toasts }: { toasts: Array<ToastOptions & { button: string }> }) {
  const toast = useToast();
  return (
    <Inline>
      {toasts.map(({ button, ...options }) => (
        <Button key={button} variant="secondary" onClick={() => toast.show(options)}>
          {button}
        </Button>
      ))}
    </Inline>
  );
}

const examples: Array<ToastOptions & { button: string }> = [
  { button: 'Info', message: 'A new announcement is available.', tone: 'info' },
  { button: 'Success', title: 'Saved', message: 'Your bank card was added.', tone: 'success' },
  { button: 'Warning', message: 'Your session ends in 5 minutes.', tone: 'warning' },
  { button: 'Error', title: 'Network error', message: 'Please try again.', tone: 'danger' },
];

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { closeLabel: 'Dismiss', duration: 5000, children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers toasts={examples} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Your bank card was added.');
  },
};

export const Playground: Story = { args: { duration: 8000 } };

export const ErrorsAreAlerts: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const alert = await page(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(page(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const AutoDismiss: Story = {
  args: { duration: 400 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info' }));
    await page(canvasElement).findByRole('status');
    await waitFor(() => expect(page(canvasElement).queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};
