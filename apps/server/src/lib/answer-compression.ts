// How API answers are compressed, in one place: the compress plugin compresses an answer per
// request, a kept answer (PreparedAnswer) once for all the requests it serves, with the same
// settings and the same choice of encoding from the request's Accept-Encoding.
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** Answers smaller than this gain less than the compression costs. */
export const COMPRESS_THRESHOLD = 1024;

/** In the order preferred when a request accepts both. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Quality 4: most of brotli's gain on JSON at a fraction of the CPU of the default 11. */
export const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};
export const GZIP_OPTIONS: ZlibOptions = { level: 6 };

/** No-preference (`*`) and `x-gzip` count as gzip, as the compress plugin reads them. */
const GZIP_ALIASES = /\*|x-gzip/gu;

/** The encoding to answer a request's Accept-Encoding with, or undefined for the answer as it is. */
export function acceptedEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(GZIP_ALIASES, 'gzip'), [...ANSWER_ENCODINGS]) ?? undefined;
}

export function compressAnswer(encoding: AnswerEncoding, bytes: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
}
