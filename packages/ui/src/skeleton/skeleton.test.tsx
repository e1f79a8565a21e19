import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from screen readers', () => {
    const { container } = renderWithTheme(<Skeleton shape="rect" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one block per text line', () => {
    const { container } = renderWithTheme(<Skeleton lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });
});
