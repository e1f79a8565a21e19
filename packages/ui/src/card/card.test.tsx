import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title', () => {
    renderWithTheme(<Card title="Balance">1,000.00</Card>);
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('1,000.00');
  });

  it('is a plain box without a title', () => {
    renderWithTheme(<Card>Content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Content')).toBeInTheDocument();
  });
});
