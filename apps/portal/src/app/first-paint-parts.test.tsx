import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, loadParts, paintedParts, takeRenderedParts } from './first-paint-parts';

describe('first-paint parts', () => {
  it('loads a named part once, whether asked by the first-paint page or by rendering it', async () => {
    const load = vi.fn(async () => ({ default: ({ text }: { text: string }) => <p>{text}</p> }));
    const Part = lazyPart('test-part', load);
    expect(load).not.toHaveBeenCalled();
    await loadParts(['test-part', 'unknown-part']);
    expect(load).toHaveBeenCalledTimes(1);
    render(<Part text="Hello" />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // Outside the prerender nothing is recorded.
    expect(takeRenderedParts()).toEqual([]);
  });

  it('reads the parts a first-paint page shows from its painted root, none on a bare page', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div data-first-paint="" data-parts="banner-area,footer"><header></header></div>';
    expect(paintedParts(container)).toEqual(['banner-area', 'footer']);
    // A popup the platform painted into the page brings its own part.
    container.innerHTML =
      '<div data-first-paint="" data-parts="footer"><header></header><div data-painted-popup="p1" data-parts="announcement-overlays"></div></div>';
    expect(paintedParts(container)).toEqual(['footer', 'announcement-overlays']);
    container.innerHTML = '';
    expect(paintedParts(container)).toEqual([]);
  });
});
