import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CloseIcon, WarningIcon } from './icons';

describe('icons', () => {
  it('are decorative and take the text colour', () => {
    const { container } = renderWithTheme(
      <>
        <CloseIcon />
        <WarningIcon size="lg" />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(2);
    svgs.forEach((svg) => {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('stroke', 'currentColor');
    });
  });
});
