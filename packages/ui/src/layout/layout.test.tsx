import { baseTokens } from '@portal/theme';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Grid, Inline, Stack } from './layout';

describe('layout primitives', () => {
  it('renders the semantic element asked for', () => {
    renderWithTheme(
      <Stack as="ul" gap="lg">
        <li>One</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByRole('listitem'));
  });

  it('names a list for screen readers', () => {
    renderWithTheme(
      <Inline as="ul" aria-label="Payment methods">
        <li>Card</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Payment methods' })).toBeInTheDocument();
  });

  it('spaces children with the gap token', () => {
    renderWithTheme(
      <Inline gap="xl" as="nav">
        <a href="#a">A</a>
      </Inline>,
    );
    expect(getComputedStyle(screen.getByRole('navigation')).gap).toBe(baseTokens.light.space.xl);
  });

  it('lays out a fixed number of columns', () => {
    renderWithTheme(
      <Grid columns={3} as="section">
        <div>cell</div>
      </Grid>,
    );
    expect(getComputedStyle(screen.getByText('cell').parentElement as HTMLElement).gridTemplateColumns).toBe(
      'repeat(3, minmax(0, 1fr))',
    );
  });
});
