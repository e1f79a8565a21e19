// Skeleton: a placeholder with the shape of content that is still loading. It is decorative
// (aria-hidden): pair it with a Spinner or aria-busy on the region that is loading.
import { SkeletonBlock, SkeletonLines, type SkeletonShape } from './skeleton.styles';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** A CSS length; defaults to the full width (a circle defaults to its height). */
  width?: string;
  /** A CSS length; text lines default to one line of text. */
  height?: string;
  /** For text: how many lines; the last one is shorter, like a paragraph. */
  lines?: number;
}

export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  const blockHeight = height ?? (shape === 'text' ? '1em' : '6rem');
  const blockWidth = width ?? (shape === 'circle' ? blockHeight : '100%');
  if (shape === 'text' && lines > 1) {
    return (
      <SkeletonLines aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonBlock
            key={index}
            $shape="text"
            $width={index === lines - 1 ? '60%' : blockWidth}
            $height={blockHeight}
          />
        ))}
      </SkeletonLines>
    );
  }
  return <SkeletonBlock aria-hidden="true" data-skeleton="" $shape={shape} $width={blockWidth} $height={blockHeight} />;
}
