import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'slots', label: 'Slots', panel: 'Slot games' },
  { id: 'live', label: 'Live', panel: 'Live casino' },
  { id: 'fish', label: 'Fish', panel: 'Fishing games', disabled: true },
  { id: 'sports', label: 'Sports', panel: 'Sports betting' },
];

describe('Tabs', () => {
  it('shows the first tab selected and its panel labelled by it', () => {
    renderWithTheme(<Tabs label="Categories" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Slots' })).toHaveTextContent('Slot games');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Categories" items={items} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sports betting');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelect).toHaveBeenLastCalledWith('sports');
  });

  it('jumps with Home and End and keeps one tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Categories" items={items} defaultSelectedId="live" />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('follows a controlled selection', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Tabs label="Categories" items={items} selectedId="live" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(onSelect).toHaveBeenCalledWith('sports');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a single item as its panel alone, and keeps that panel when a second tab appears', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return <input aria-label="Username" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    const only: TabItem[] = [{ id: 'username', label: 'Username', panel: <Field /> }];
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Tabs label="Methods" items={only} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'member01');

    rerender(<Tabs label="Methods" items={[...only, { id: 'sms', label: 'SMS', panel: 'By SMS' }]} />);
    expect(screen.getByRole('tablist', { name: 'Methods' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toContainElement(
      screen.getByRole('textbox', { name: 'Username' }),
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('member01');
  });
  it('keeps every panel mounted with keepMounted, so typed text survives switching tabs', async () => {
    const user = userEvent.setup();
    const withForm: TabItem[] = [
      { id: 'help', label: 'Help', panel: 'Articles' },
      { id: 'feedback', label: 'Feedback', panel: <input aria-label="Your feedback" /> },
    ];
    const { rerender } = renderWithTheme(<Tabs label="Support" items={withForm} keepMounted />);
    await user.click(screen.getByRole('tab', { name: 'Feedback' }));
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Half written');
    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getByRole('tabpanel', { name: 'Help' })).toHaveTextContent('Articles');
    expect(screen.queryByRole('textbox', { name: 'Your feedback' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Half written');

    rerender(<Tabs label="Support" items={withForm} />);
    await user.click(screen.getByRole('tab', { name: 'Help' }));
    await user.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  });
});
