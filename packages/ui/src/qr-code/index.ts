export { QrCode, type QrCodeProps } from './qr-code';
export { QR_CODE_SIZE } from './qr-code.constants';
