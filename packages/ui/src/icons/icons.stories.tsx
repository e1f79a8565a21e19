import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../layout';
import * as icons from './icons';

const all = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<
  [string, (props: icons.IconProps) => React.ReactElement]
>;

const meta = {
  title: 'Foundations/Icons',
  component: icons.CloseIcon,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof icons.CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { size: 'lg' } };

export const Gallery: Story = {
  render: (args) => (
    <Inline gap="lg">
      {all.map(([name, Icon]) => (
        <Inline key={name} gap="xs">
          <Icon {...args} />
          <span>{name}</span>
        </Inline>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    // Icons are decorative: hidden from assistive technology.
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(all.length);
    svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};
