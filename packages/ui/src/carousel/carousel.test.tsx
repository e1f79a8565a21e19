import { act, fireEvent, screen } from '@testing-library/react';
import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Carousel } from './carousel';
import { CAROUSEL_AUTOPLAY_DELAY_MS, carouselBehaviour } from './carousel.constants';

// Embla measures layout, which happy-dom lacks: we check what the carousel asks embla for, and
// hand it a stand-in api.
const api = {
  scrollNext: vi.fn(),
  scrollPrev: vi.fn(),
  scrollTo: vi.fn(),
  on: vi.fn(),
  off: vi.fn(),
  destroy: vi.fn(),
};
vi.mock('embla-carousel', () => ({ default: vi.fn(() => api) }));
vi.mock('embla-carousel-autoplay', () => ({ default: vi.fn((options: unknown) => ({ name: 'autoplay', options })) }));

const carousel = (count: number) => (
  <Carousel
    label="Promotions"
    previousLabel="Previous"
    nextLabel="Next"
    slideLabel={(n, total) => `${n} of ${total}`}
    goToLabel={(n) => `Go to slide ${n}`}
  >
    {Array.from({ length: count }, (_, index) => (
      <div key={index}>Banner {index + 1}</div>
    ))}
  </Carousel>
);
const renderCarousel = (count: number) => renderWithTheme(carousel(count));

const lastEmblaCall = () => vi.mocked(EmblaCarousel).mock.lastCall ?? [];

/** requestIdleCallback held: the idle moments the page has asked for, to run when the test says. */
function holdIdle(): (() => void)[] {
  const idle: (() => void)[] = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => idle.push(callback)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return idle;
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.on.mockReturnValue(api);
    api.off.mockReturnValue(api);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts embla on its viewport only once the browser is idle, from the idle callback itself', () => {
    // Embla measures every slide when it starts (a forced layout): on a phone that belongs in idle
    // time, not in the task that paints the page; and in that callback, not in a render it causes.
    const idle = holdIdle();
    const view = renderCarousel(3);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Banner 1');
    expect(EmblaCarousel).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    expect(lastEmblaCall()[0]).toBe(screen.getByRole('region', { name: 'Promotions' }).firstElementChild);
    view.unmount();
    expect(api.destroy).toHaveBeenCalledTimes(1);
  });

  it('starts embla at once when a control is used before the idle moment, and carries the click out', () => {
    holdIdle();
    renderCarousel(3);
    expect(EmblaCarousel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    // The waiting click goes to the started api exactly once.
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('autoplays every 5000 ms and loops with more than one slide', () => {
    const idle = holdIdle();
    renderCarousel(3);
    act(() => idle[0]?.());
    const [, options, plugins] = lastEmblaCall();
    expect(options?.loop).toBe(true);
    expect(plugins).toHaveLength(1);
    expect(vi.mocked(Autoplay)).toHaveBeenCalledWith(
      expect.objectContaining({ delay: CAROUSEL_AUTOPLAY_DELAY_MS, stopOnMouseEnter: true, stopOnFocusIn: true }),
    );
    expect(CAROUSEL_AUTOPLAY_DELAY_MS).toBe(5000);
  });

  it('neither autoplays nor loops nor shows controls with one slide', () => {
    const idle = holdIdle();
    renderCarousel(1);
    act(() => idle[0]?.());
    const [, options, plugins] = lastEmblaCall();
    expect(options?.loop).toBe(false);
    expect(plugins).toEqual([]);
    expect(vi.mocked(Autoplay)).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not autoplay when reduced motion is asked for', () => {
    expect(carouselBehaviour(4, true)).toEqual({ loop: true, autoplay: false });
    expect(carouselBehaviour(4, false)).toEqual({ loop: true, autoplay: true });
    expect(carouselBehaviour(0, false)).toEqual({ loop: false, autoplay: false });
  });

  it('labels the region, each slide, the arrows and the dots', () => {
    renderCarousel(3);
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Banner 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).not.toHaveAttribute('aria-current');
  });
});
