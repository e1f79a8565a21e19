import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    renderWithTheme(<Avatar name="Ann Lee" src="/ann.png" />);
    expect(screen.getByRole('img', { name: 'Ann Lee' })).toHaveAttribute('src', '/ann.png');
  });

  it('falls back to initials without a picture or when it fails', () => {
    renderWithTheme(<Avatar name="Ann Lee" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ann Lee' }));
    const fallback = screen.getByRole('img', { name: 'Ann Lee' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('AL');
  });

  it('takes initials from the first and last words', () => {
    expect(initialsOf('Ann Marie Lee')).toBe('AL');
    expect(initialsOf('player1')).toBe('P');
    expect(initialsOf('  ')).toBe('');
  });
});
