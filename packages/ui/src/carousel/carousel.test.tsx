import { act, fireEvent, screen } from '@testing-library/react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Carousel } from './carousel';
import { CAROUSEL_AUTOPLAY_DELAY_MS, carouselBehaviour } from './carousel.constants';

// Embla measures layout, which happy-dom lacks: we check what the carousel asks embla for.
vi.mock('embla-carousel-react', () => ({ default: vi.fn(() => [vi.fn(), undefined]) }));
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

const lastEmblaCall = () => vi.mocked(useEmblaCarousel).mock.lastCall ?? [];

describe('Carousel', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('gives embla its viewport (so it starts) only once the browser is idle', () => {
    // Embla measures every slide when it starts (a forced layout): on a phone that belongs in idle
    // time, not in the task that paints the page.
    const idle: (() => void)[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const viewportRefs = () =>
      vi.mocked(useEmblaCarousel).mock.results.map((result) => (result.value as [ReturnType<typeof vi.fn>])[0]);
    const viewportGiven = () =>
      viewportRefs().some((ref) => ref.mock.calls.some(([element]) => element instanceof HTMLElement));
    renderCarousel(3);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Banner 1');
    expect(viewportGiven()).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(viewportGiven()).toBe(true);
  });

  it('starts embla at once when a control is used before the idle moment, and carries the click out', () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    // Embla's api exists once its viewport was given (as the real hook does after it starts).
    const api = { scrollNext: vi.fn(), scrollPrev: vi.fn(), scrollTo: vi.fn(), on: vi.fn(), off: vi.fn() };
    api.on.mockReturnValue(api);
    api.off.mockReturnValue(api);
    let started = false;
    vi.mocked(useEmblaCarousel).mockImplementation(
      () =>
        [vi.fn((element: unknown) => (started ||= element instanceof HTMLElement)), started ? api : undefined] as never,
    );
    const view = renderCarousel(3);
    expect(started).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(started).toBe(true);
    expect(api.scrollNext).not.toHaveBeenCalled();
    // The next render hands the api over (embla's own state change does it in the browser); the
    // waiting click goes to it exactly once.
    view.rerender(carousel(3));
    view.rerender(carousel(3));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('autoplays every 5000 ms and loops with more than one slide', () => {
    renderCarousel(3);
    const [options, plugins] = lastEmblaCall();
    expect(options?.loop).toBe(true);
    expect(plugins).toHaveLength(1);
    expect(vi.mocked(Autoplay)).toHaveBeenCalledWith(
      expect.objectContaining({ delay: CAROUSEL_AUTOPLAY_DELAY_MS, stopOnMouseEnter: true, stopOnFocusIn: true }),
    );
    expect(CAROUSEL_AUTOPLAY_DELAY_MS).toBe(5000);
  });

  it('neither autoplays nor loops nor shows controls with one slide', () => {
    renderCarousel(1);
    const [options, plugins] = lastEmblaCall();
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
