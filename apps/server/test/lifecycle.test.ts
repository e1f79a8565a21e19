// Graceful shutdown: closing the app lets in-flight requests finish and refuses new ones.
import { describe, expect, it } from 'vitest';
import { ENGINES, startPlatform } from './helpers';

describe.each(ENGINES)('graceful shutdown (%s)', (engine) => {
  it('finishes an in-flight request while closing, then stops listening', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const platform = await startPlatform({
      engine,
      beforeReady: (app) => {
        app.get('/wps/slow', async () => {
          entered();
          await held;
          return { success: true, value: 'done' };
        });
      },
    });
    await platform.app.listen({ host: '127.0.0.1', port: 0 });
    const address = platform.app.server.address() as { port: number };
    const pending = fetch(`http://127.0.0.1:${address.port}/wps/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await inHandler;
    const closing = platform.close();
    release();
    const result = await pending;
    expect(result).toEqual({ status: 200, body: { success: true, value: 'done' } });
    await closing;
    await expect(fetch(`http://127.0.0.1:${address.port}/wps/slow`)).rejects.toThrow();
  });
});
