import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Badge } from '../badge';
import { Button } from '../button';
import { Input } from '../input';
import { Paginator } from '../paginator';
import { Tabs } from '../tabs';
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

const Ground = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
`;

const swatches = ['bg', 'accent', 'success', 'warning', 'danger', 'info'] as const;

const meta = {
  title: 'Foundations/PortalThemeProvider',
  component: PortalThemeProvider,
  args: { mode: 'light', children: null },
  argTypes: {
    mode: { control: 'inline-radio', options: ['light', 'dark'] },
    children: { control: false },
    brand: { control: false },
  },
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
      {/* Its own ground: the nested theme's text must not sit on the toolbar theme's page colour. */}
      <Ground>
        <Card title="Base tokens">
          <Button>Primary</Button>
        </Card>
      </Ground>
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

// Every tenant in both modes, so the a11y test (colour contrast included) checks each brand's tokens.
function Showcase() {
  return (
    <Stack gap="lg">
      <Inline>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
      </Inline>
      <Input
        label="Username"
        hint="4 to 16 letters or digits"
        error="This username is taken"
        required
        placeholder="Username"
      />
      <Tabs
        label="Categories"
        items={[
          { id: 'slots', label: 'Slots', panel: 'Slot games' },
          { id: 'live', label: 'Live', panel: 'Live casino' },
        ]}
      />
      <Inline>
        <Badge count={120} srLabel="unread messages" />
        <Badge tone="success">Online</Badge>
        <Badge tone="warning">Pending</Badge>
        <Badge tone="danger">Hot</Badge>
        <Badge tone="info">Info</Badge>
        <Badge tone="accent">New</Badge>
      </Inline>
      <Card title="Balance">1,000.00</Card>
      <Paginator
        page={5}
        pageCount={20}
        onPageChange={() => undefined}
        label="Pages"
        previousLabel="Previous page"
        nextLabel="Next page"
        pageLabel={(n) => `Page ${n}`}
      />
    </Stack>
  );
}

export const AuroraLight: Story = { globals: { tenant: 'aurora', theme: 'light' }, render: () => <Showcase /> };
export const AuroraDark: Story = {
  globals: { tenant: 'aurora', theme: 'dark' },
  render: () => <Showcase />,
  play: async ({ canvasElement }) => {
    // The toolbar globals reach the decorator: the body wears aurora's dark background (#120a1f).
    await expect(getComputedStyle(canvasElement.ownerDocument.body).backgroundColor).toBe('rgb(18, 10, 31)');
  },
};
export const LotusLight: Story = { globals: { tenant: 'lotus', theme: 'light' }, render: () => <Showcase /> };
export const LotusDark: Story = { globals: { tenant: 'lotus', theme: 'dark' }, render: () => <Showcase /> };
