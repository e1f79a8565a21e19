// Counting the words of free text (feedback's word-count range, spec §5), the same on the platform
// and in the portal. Intl.Segmenter's word break finds words in scripts written without spaces
// (Thai, Chinese) by dictionary, so "ขอบคุณมากครับ" is three words, not one; punctuation, spaces
// and emoji are not words (only `isWordLike` segments count).

/** The BCP 47 locale of one of our language codes (CN is Chinese; TY, the unnamed set, reads as English). */
function segmenterLocale(language: string | undefined): string {
  const code = language?.trim().toUpperCase();
  if (!code || code === 'TY') return 'en';
  if (code === 'CN') return 'zh';
  return /^[A-Z]{2}$/.test(code) ? code.toLowerCase() : 'en';
}

/** How many words `text` has, in the language (our two-letter code, e.g. TH) it was written in. */
export function countWords(text: string, language?: string): number {
  const segmenter = new Intl.Segmenter(segmenterLocale(language), { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}
