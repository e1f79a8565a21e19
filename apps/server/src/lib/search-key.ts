// The folded form of a game name that search compares: decomposed (NFD), combining marks removed,
// lower case, Vietnamese đ → d, spaces collapsed. "Vương" and "vuong" fold alike; Thai tone and
// vowel marks are combining marks too, so a Thai query matches with or without them. The query is
// folded the same way, so one rule serves every script.
const COMBINING_MARKS = /\p{M}+/gu;
const D_STROKE = /[đĐ]/g;
const SPACES = /\s+/g;

export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(D_STROKE, 'd')
    .toLowerCase()
    .replace(SPACES, ' ')
    .trim();
}
