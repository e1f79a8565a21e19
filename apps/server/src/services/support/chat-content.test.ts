import { CHAT_IMAGE_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { checkChatImage, cleanChatText } from './chat-content';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return 'none';
};

describe('chat content', () => {
  it('keeps text as text: trims, drops control characters but newlines and tabs, keeps markup', () => {
    expect(cleanChatText('  hi\u0000 there\u001b\r\n\tok\u007f  ')).toBe('hi there\n\tok');
    expect(cleanChatText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(cleanChatText('x'.repeat(1000))).toHaveLength(1000);
  });

  it('refuses text that is empty after cleaning or too long', () => {
    for (const text of ['', '  ', '\u0001\u0002', 'x'.repeat(1001)])
      expect(codeOf(() => cleanChatText(text))).toBe('request_param_err');
  });

  it('takes png and jpeg by their bytes only, within the size limit', () => {
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    expect(checkChatImage(png)).toBe('image/png');
    expect(checkChatImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('GIF89a'),
      Buffer.from('<svg/>'),
      Buffer.concat([png, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]),
    ])
      expect(codeOf(() => checkChatImage(bytes))).toBe('chat_image_invalid');
  });
});
