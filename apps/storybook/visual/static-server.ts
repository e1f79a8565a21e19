// A small static server for the Storybook build, for the capture run: the build's files under /
// and under /<brand>/ (the address the platform serves each brand at), nothing else.
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * The capture's port: fixed, because stories may show their own address (the referral page's
 * invite link is the page's origin) and a picture must not change with the port. VISUAL_PORT moves it.
 */
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6107);

/** Serves `dir` on 127.0.0.1:`port`. */
export async function serveStatic(
  dir: string,
  brands: readonly string[] = [],
  port = VISUAL_PORT,
): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const parts = normalize(pathname).split(sep).filter(Boolean);
    if (parts.includes('..')) return void response.writeHead(404).end();
    if (brands.includes(parts[0] ?? '')) parts.shift();
    const relative = parts.join('/') || 'index.html';
    const file = join(dir, relative);
    if (!isFile(file)) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `The visual check serves the build on port ${port}, which is taken (set VISUAL_PORT): ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
