// QrCode: an SVG QR code (qrcode.react) for links such as the app download. Scanners want dark
// modules on a light ground, so in the dark theme the code is drawn with the emphasis pair
// (a light surface with dark text) instead of the page colours. `label` names the image.
import { QRCodeSVG } from 'qrcode.react';
import { useTheme } from 'styled-components';
import { QR_CODE_SIZE } from './qr-code.constants';
import { QrFrame } from './qr-code.styles';

export interface QrCodeProps {
  /** The text or URL to encode. */
  value: string;
  /** The image's accessible name, e.g. "QR code to download the Android app". */
  label: string;
  /** Pixels per side (spec default 100). */
  size?: number;
  /** Error-correction level; higher survives more damage but packs fewer characters. */
  level?: 'L' | 'M' | 'Q' | 'H';
}

export function QrCode({ value, label, size = QR_CODE_SIZE, level = 'M' }: QrCodeProps) {
  const theme = useTheme();
  const dark = theme.mode === 'dark';
  return (
    <QrFrame>
      <QRCodeSVG
        value={value}
        size={size}
        level={level}
        role="img"
        aria-label={label}
        fgColor={dark ? theme.color.fg.onEmphasis : theme.color.fg.default}
        bgColor={dark ? theme.color.bg.emphasis : theme.color.bg.default}
      />
    </QrFrame>
  );
}
