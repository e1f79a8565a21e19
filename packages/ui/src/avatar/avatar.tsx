// Avatar: a member's picture, or their initials when there is no picture or it fails to load.
// `name` is required: it is the image's alt text and the source of the initials.
import { useState } from 'react';
import { AvatarImage, AvatarRoot, type AvatarSize } from './avatar.styles';

export interface AvatarProps {
  name: string;
  src?: string;
  size?: AvatarSize;
}

/** Up to two initials: first letters of the first and last words ("Ann Lee" → "AL", "player1" → "P"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last]
    .filter((word): word is string => Boolean(word))
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return showImage ? (
    <AvatarRoot $size={size}>
      <AvatarImage src={src} alt={name} onError={() => setFailedSrc(src ?? null)} />
    </AvatarRoot>
  ) : (
    <AvatarRoot $size={size} role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </AvatarRoot>
  );
}
