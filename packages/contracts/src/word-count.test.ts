import { describe, expect, it } from 'vitest';
import { countWords } from './word-count';

describe('countWords', () => {
  it('counts words between spaces and ignores punctuation and spacing', () => {
    expect(countWords('The balance blinks!', 'EN')).toBe(3);
    expect(countWords('  Hello,   world …  ', 'EN')).toBe(2);
    expect(countWords('', 'EN')).toBe(0);
    expect(countWords(' , . ! ', 'EN')).toBe(0);
  });

  it('finds the words of Thai and Chinese, written without spaces', () => {
    // ขอบคุณ (thank) มาก (very) ครับ (polite particle)
    expect(countWords('ขอบคุณมากครับ', 'TH')).toBe(3);
    // 我 (I) 喜欢 (like) 这个 (this) 游戏 (game)
    expect(countWords('我喜欢这个游戏', 'CN')).toBe(4);
  });

  it('counts the same without a language', () => {
    expect(countWords('Vui lòng thêm trò chơi')).toBe(countWords('Vui lòng thêm trò chơi', 'VI'));
  });
});
