import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    renderWithTheme(<Spinner label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });
});
