import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Badge, formatBadgeCount } from './badge';

describe('Badge', () => {
  it('caps a count at max', () => {
    expect(formatBadgeCount(5)).toBe('5');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
  });

  it('shows a count with words for screen readers', () => {
    renderWithTheme(<Badge count={150} srLabel="unread messages" />);
    expect(screen.getByText('99+')).toHaveTextContent('99+ unread messages');
  });

  it('hides a zero count unless asked', () => {
    const { container, rerender } = renderWithTheme(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('shows a text badge', () => {
    renderWithTheme(<Badge tone="success">New</Badge>);
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});
