// Spinner: a loading indicator announced politely to screen readers through its required label.
import { VisuallyHidden } from '../internal/visually-hidden';
import { SpinnerRing, SpinnerRoot, type SpinnerSize } from './spinner.styles';

export interface SpinnerProps {
  /** What is loading, read by screen readers (e.g. "Loading games"). */
  label: string;
  size?: SpinnerSize;
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <SpinnerRoot role="status">
      <SpinnerRing $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerRoot>
  );
}
