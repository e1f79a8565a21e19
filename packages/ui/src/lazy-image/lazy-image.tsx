// LazyImage: loads its picture only once at least 10% of it is visible (IntersectionObserver),
// retries a failed load until LAZY_IMAGE_MAX_ATTEMPTS loads have failed, then shows the error
// image (or a quiet placeholder). Until then the frame keeps the picture's place.
import { useEffect, useRef, useState } from 'react';
import { ImageOffIcon } from '../icons';
import { LAZY_IMAGE_MAX_ATTEMPTS, LAZY_IMAGE_THRESHOLD } from './lazy-image.constants';
import { ErrorPlaceholder, Frame, Image, type LazyImageFit } from './lazy-image.styles';

export interface LazyImageProps {
  src: string;
  /** Alternative text; an empty string marks a decorative image. */
  alt: string;
  /** Shown when every attempt failed; without it a neutral placeholder with the alt text. */
  errorSrc?: string;
  /** CSS aspect-ratio, e.g. "16 / 9", so the layout does not jump when the image arrives. */
  aspectRatio?: string;
  fit?: LazyImageFit;
  onLoad?: () => void;
  onError?: () => void;
}

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

export function LazyImage({ src, alt, errorSrc, aspectRatio, fit = 'cover', onLoad, onError }: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [attempt, setAttempt] = useState(1);
  const [status, setStatus] = useState<Status>('waiting');
  const [prevSrc, setPrevSrc] = useState(src);

  // A new src starts over (React's "adjust state while rendering" pattern, no extra effect pass).
  if (prevSrc !== src) {
    setPrevSrc(src);
    setAttempt(1);
    setStatus(visible ? 'loading' : 'waiting');
  }

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      setStatus((current) => (current === 'waiting' ? 'loading' : current));
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          setStatus((current) => (current === 'waiting' ? 'loading' : current));
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const handleError = () => {
    if (attempt < LAZY_IMAGE_MAX_ATTEMPTS) {
      setAttempt((n) => n + 1);
    } else {
      setStatus('failed');
      onError?.();
    }
  };

  const handleLoad = () => {
    setStatus('loaded');
    onLoad?.();
  };

  return (
    <Frame ref={frameRef} $aspectRatio={aspectRatio} data-status={status}>
      {status === 'failed' ? (
        errorSrc ? (
          <Image src={errorSrc} alt={alt} $fit="contain" $loaded />
        ) : (
          <ErrorPlaceholder role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
            <ImageOffIcon size="lg" />
          </ErrorPlaceholder>
        )
      ) : (
        visible && (
          // A new key per attempt mounts a fresh <img>, which makes the browser request it again.
          <Image key={attempt} src={src} alt={alt} $fit={fit} $loaded={status === 'loaded'} onLoad={handleLoad} onError={handleError} />
        )
      )}
    </Frame>
  );
}
