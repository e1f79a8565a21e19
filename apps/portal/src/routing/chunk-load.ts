// Route chunks that fail to load: after a deployment the old hashed chunks are gone, so a lazy
// import fails (or, on a stalled network, never settles). Both become a ChunkLoadError, which the
// route error boundary shows as "a new version is available — reload" instead of a blank page.

/** Spec §9: a chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

// What browsers (and Vite's preload helper) say when a dynamic import or its CSS fails.
const CHUNK_FAILURE_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
  /loading (css )?chunk [\w-]+ failed/i, // webpack-style wording, from any bundled dependency
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Wraps a dynamic import: it rejects with ChunkLoadError when the import fails to load or does
 * not settle within `timeoutMs`. Other errors (a module that throws while evaluating) pass as they are.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A page chunk did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError((error as Error).message, { cause: error }) : error);
      },
    );
  });
}
