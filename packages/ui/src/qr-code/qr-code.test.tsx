import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { QrCode } from './qr-code';
import { QR_CODE_SIZE } from './qr-code.constants';

describe('QrCode', () => {
  it('draws a labelled code at the spec size by default', () => {
    renderWithTheme(<QrCode value="https://example.test/app.apk" label="Android app" />);
    const code = screen.getByRole('img', { name: 'Android app' });
    expect(QR_CODE_SIZE).toBe(100);
    expect(code).toHaveAttribute('width', '100');
    expect(code).toHaveAttribute('height', '100');
  });

  it('encodes different values differently', () => {
    renderWithTheme(
      <>
        <QrCode value="one" label="A" size={120} />
        <QrCode value="two" label="B" size={120} />
      </>,
    );
    const paths = (name: string) => screen.getByRole('img', { name }).querySelectorAll('path')[1]?.getAttribute('d');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('width', '120');
    expect(paths('A')).not.toEqual(paths('B'));
  });
});
