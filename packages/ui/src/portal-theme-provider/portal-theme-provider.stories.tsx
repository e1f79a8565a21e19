import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../button';
import { Card } from '../card';
import { Inline, Stack } from '../layout';
import { PortalThemeProvider } from './portal-theme-provider';

// The preview decorator already wraps every story in PortalThemeProvider + GlobalStyle with the
// toolbar's tenant and theme; these stories show the tokens that result.

const Swatch = styled.span<{ $token: 'bg' | 'accent' | 'success' | 'warning' | 'danger' | 'info' }>`
  display: inline-block;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme, $token }) => ($token === 'bg' ? theme.color.bg.subtle : theme.color[$token].emphasis)};
`;

const swatches = ['bg', 'accent', 'success', 'warning', 'danger', 'info'] as const;

const meta = {
  title: 'Foundations/PortalThemeProvider',
  component: PortalThemeProvider,
  args: { mode: 'light', children: null },
  argTypes: { mode: { control: 'inline-radio', options: ['light', 'dark'] }, children: { control: false }, brand: { control: false } },
} satisfies Meta<typeof PortalThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Stack>
      <Inline>
        {swatches.map((token) => (
          <Swatch key={token} $token={token} title={token} />
        ))}
      </Inline>
      <p>Body text in the theme&apos;s font and colours.</p>
    </Stack>
  ),
};

export const Playground: Story = {
  render: (args) => (
    <PortalThemeProvider mode={args.mode}>
      <Card title="Base tokens">
        <Button>Primary</Button>
      </Card>
    </PortalThemeProvider>
  ),
};

/** GlobalStyle paints the page from the tokens and draws the focus ring from color.border.focus. */
export const GlobalStyles: Story = {
  render: () => <Button>Focus me</Button>,
  play: async ({ canvasElement, userEvent }) => {
    const body = canvasElement.ownerDocument.body;
    await expect(getComputedStyle(body).margin).toBe('0px');
    await expect(getComputedStyle(body).backgroundColor).not.toBe('');
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Focus me' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};
