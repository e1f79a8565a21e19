// The spec's QR size for the app-download area (lobby-and-portal.md, constants).
export const QR_CODE_SIZE = 100;
