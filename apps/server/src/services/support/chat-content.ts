// What a chat message may hold. Text: plain text (never HTML: a `<script>` stays the characters
// `<script>`, the clients show text), with the control characters other than newline and tab
// removed, trimmed, 1 to CHAT_TEXT_MAX characters. Images: png or jpeg by their bytes
// (lib/image-type.ts, never by the declared type), at most CHAT_IMAGE_MAX_BYTES.
import { CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { proofImageType, type ImageType } from '../../lib/image-type';

// C0 controls except tab (09) and line feed (0A), DEL and the C1 controls; CR is dropped too (CRLF → LF).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** The text as stored, or request_param_err naming `text` when nothing is left of it. */
export function cleanChatText(raw: string): string {
  const text = raw.replace(CONTROL_CHARACTERS, '').trim();
  if (text.length === 0 || text.length > CHAT_TEXT_MAX)
    throw new AppError('request_param_err', { fields: ['text'] }, 'empty or too long after cleaning');
  return text;
}

/** The image's type, or chat_image_invalid (empty, too large, not a png or jpeg by its bytes). */
export function checkChatImage(bytes: Buffer): ImageType {
  if (bytes.length === 0) throw new AppError('chat_image_invalid', { maxBytes: CHAT_IMAGE_MAX_BYTES }, 'empty');
  if (bytes.length > CHAT_IMAGE_MAX_BYTES)
    throw new AppError('chat_image_invalid', { maxBytes: CHAT_IMAGE_MAX_BYTES }, `${bytes.length} bytes`);
  const type = proofImageType(bytes);
  if (!type) throw new AppError('chat_image_invalid', { maxBytes: CHAT_IMAGE_MAX_BYTES }, 'not a png or jpeg');
  return type;
}
