// LazyImage: loads its picture only once at least 10% of it is inside the viewport extended by
// the preload factor (one IntersectionObserver shared by every image), started through the shared 200 ms throttle; retries a
// failed load until LAZY_IMAGE_MAX_ATTEMPTS loads have failed, then shows the error image (or a
// quiet placeholder). A picture in the loaded cache (200 entries) shows at once. Until then the
// frame keeps the picture's place.
import { useEffect, useRef, useState } from 'react';
import { ImageOffIcon } from '../icons';
import { LAZY_IMAGE_MAX_ATTEMPTS } from './lazy-image.constants';
import { rememberLoaded, requestStart, wasLoaded, watchInView } from './lazy-image.loader';
import { ErrorPlaceholder, Frame, type LazyImageFit } from './lazy-image.styles';

export interface LazyImageProps {
  src: string;
  /** Alternative text; an empty string marks a decorative image. */
  alt: string;
  /** Shown when every attempt failed; without it a neutral placeholder with the alt text. */
  errorSrc?: string;
  /** CSS aspect-ratio, e.g. "16 / 9", so the layout does not jump when the image arrives. */
  aspectRatio?: string;
  fit?: LazyImageFit;
  /**
   * Fade the picture in once loaded (default). A grid of many pictures turns it off: dozens of
   * fades at once are composited every frame while the player scrolls or types.
   */
  fadeIn?: boolean;
  /**
   * The picture a visitor sees first (a banner above the fold, the page's largest paint): loaded
   * at once with high fetch priority and shown as it arrives, never faded in — so it also shows in
   * the build-time first paint, which has no scripts to watch it load.
   */
  priority?: boolean;
  onLoad?: () => void;
  onError?: () => void;
}

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * A picture that loaded before (the loaded cache, or one the page's first paint showed) shows as
 * loaded at once: it is in the browser's memory, and waiting for its load event would hide it for a
 * frame. A priority picture loads at once; any other waits to be seen.
 */
function initialStatus(src: string, priority: boolean): Status {
  if (wasLoaded(src)) return 'loaded';
  return priority ? 'loading' : 'waiting';
}

export function LazyImage({
  src,
  alt,
  errorSrc,
  aspectRatio,
  fit = 'cover',
  fadeIn = true,
  priority = false,
  onLoad,
  onError,
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(() => priority || wasLoaded(src));
  const [attempt, setAttempt] = useState(1);
  const [status, setStatus] = useState<Status>(() => initialStatus(src, priority));
  const [prevSrc, setPrevSrc] = useState(src);

  // A new src starts over as a new image would (React's "adjust state while rendering" pattern, no
  // extra effect pass): at once if it loaded before, otherwise once seen, through the throttle. A
  // grid reuses its tiles for a search's new results, and the results a typist passes through never
  // request their pictures (nor spend the frame that shows the new names starting them).
  if (prevSrc !== src) {
    const next = initialStatus(src, priority);
    setPrevSrc(src);
    setAttempt(1);
    setVisible(next !== 'waiting');
    setStatus(next);
  }

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || visible) return undefined;
    const show = () => {
      setVisible(true);
      setStatus((current) => (current === 'waiting' ? 'loading' : current));
    };
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return undefined;
    }
    let cancel: (() => void) | null = null;
    const unwatch = watchInView(frame, (inView) => {
      if (inView && !cancel) {
        cancel = requestStart(() => {
          unwatch();
          show();
        });
      } else if (!inView && cancel) {
        // Scrolled away before its turn: never requested.
        cancel();
        cancel = null;
      }
    });
    return () => {
      cancel?.();
      unwatch();
    };
  }, [visible]);

  const handleError = () => {
    if (attempt < LAZY_IMAGE_MAX_ATTEMPTS) {
      setAttempt((n) => n + 1);
    } else {
      setStatus('failed');
      onError?.();
    }
  };

  const handleLoad = () => {
    rememberLoaded(src);
    setStatus('loaded');
    onLoad?.();
  };

  return (
    <Frame ref={frameRef} style={aspectRatio ? { aspectRatio } : undefined} data-status={status}>
      {status === 'failed' ? (
        errorSrc ? (
          <img src={errorSrc} alt={alt} data-fit="contain" data-loaded="" />
        ) : (
          <ErrorPlaceholder
            role={alt ? 'img' : undefined}
            aria-label={alt || undefined}
            aria-hidden={alt ? undefined : true}
          >
            <ImageOffIcon size="lg" />
          </ErrorPlaceholder>
        )
      ) : (
        visible && (
          // A new key per attempt mounts a fresh <img>, which makes the browser request it again.
          <img
            key={attempt}
            src={src}
            alt={alt}
            fetchPriority={priority ? 'high' : undefined}
            data-fit={fit}
            data-loaded={priority || status === 'loaded' ? '' : undefined}
            data-fade={fadeIn && !priority ? '' : undefined}
            onLoad={handleLoad}
            onError={handleError}
          />
        )
      )}
    </Frame>
  );
}
