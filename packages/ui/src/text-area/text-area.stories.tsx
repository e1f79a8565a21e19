import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './text-area';

function CountedRemark(props: TextAreaProps) {
  const [text, setText] = useState('');
  return (
    <TextArea
      {...props}
      label="Remark"
      value={text}
      onChange={(event) => setText(event.target.value)}
      counter={`${text.length} / 20`}
      counterOver={text.length > 20}
    />
  );
}

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Feedback', hint: 'Tell us what happened.' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true, placeholder: 'Your message' } };

export const WithError: Story = { args: { defaultValue: 'Too short', error: 'Write at least 3 words.' } };

/** A live character counter that turns red past the limit, as the promotion application's remark. */
export const WithCounter: Story = {
  render: (args) => <CountedRemark {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Remark' }), 'Deposit made at noon');
    await expect(canvas.getByText('20 / 20')).toBeInTheDocument();
  },
};
