import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load';
import { SCREEN_LOADERS } from './routes';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('isChunkLoadError', () => {
  it('recognises the failures of dynamic imports in each browser and our own timeout', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('late'))).toBe(true);
  });

  it('does not mistake other errors for chunk failures', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('loadChunk', () => {
  it('resolves with the module when it loads in time', async () => {
    await expect(loadChunk(async () => 'module')).resolves.toBe('module');
  });

  it('fails with ChunkLoadError when the chunk has not loaded after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const assertion = expect(pending).rejects.toThrow(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a failed dynamic import into ChunkLoadError and passes other errors through', async () => {
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError' });
    const broken = new RangeError('bad module');
    await expect(loadChunk(() => Promise.reject(broken))).rejects.toBe(broken);
  });
});

describe('route chunk failure', () => {
  it('shows "new version available" with a reload button inside the shell instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(globalThis, 'location', 'get').mockReturnValue({ ...globalThis.location, reload } as Location);
    // The /live screen's chunk fails to load, as after a deployment removed it.
    const loaders = {
      ...SCREEN_LOADERS,
      '../screens/lobby/lobby-screen.tsx': () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/lobby.js')),
    };
    await renderApp({ path: '/live', loaders });

    expect(await screen.findByRole('heading', { name: 'New version available' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
