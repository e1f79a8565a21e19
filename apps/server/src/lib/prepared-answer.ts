// Answers serialised once. A read answered from memory (the game index's pages, the vendor list,
// hot games) spent most of its time in the pipeline around it: the zod check of the whole answer
// against the contract, JSON.stringify and, for revalidated calls, the hash of the ETag — per
// request, for the same answer. A PreparedAnswer does all three once, when the answer is built, and
// registerEndpoint sends its stored JSON as is. Fresh answers keep the route's serialiser.
import { createHash, randomUUID } from 'node:crypto';
import { endpoints, envelopeSchema, type EndpointName, type EndpointValue } from '@portal/contracts';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { COMPRESS_THRESHOLD, compressAnswer, type AnswerEncoding } from './answer-compression';

/** A weak entity tag of a serialised answer (weak: the same answer may go out brotli, gzip or plain). */
export function jsonEtag(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** Each call's success envelope schema, built once (the route's serialiser and PreparedAnswer share it). */
const successSchemas = new Map<EndpointName, z.ZodType>();
export function successSchema(name: EndpointName): z.ZodType {
  let schema = successSchemas.get(name);
  if (!schema) {
    schema = envelopeSchema(endpoints[name].response);
    successSchemas.set(name, schema);
  }
  return schema;
}

/**
 * A success answer of call N checked against its contract and serialised once: a handler returning
 * it has the stored JSON sent as is. Build it where the answer is kept (a cache), never per request.
 */
export class PreparedAnswer<N extends EndpointName = EndpointName> {
  private tag: string | undefined;
  private readonly compressed = new Map<AnswerEncoding, Buffer>();

  private constructor(
    readonly name: N,
    /** The envelope `{ success: true, value }` exactly as the route's serialiser would write it. */
    readonly json: string,
    /**
     * What is sent: for a kept answer its UTF-8 bytes, encoded once (a string costs a pass to
     * measure its byte length and another to encode it on every send: a tenth of a kept page's
     * time with Vietnamese and Thai names); a template's filled answer is sent once, as its string.
     */
    readonly body: Buffer | string,
  ) {}

  /** Its weak entity tag, for `public-revalidate` calls (hashed once, when first asked). */
  get etag(): string {
    return (this.tag ??= jsonEtag(this.json));
  }

  /**
   * What is sent to a request accepting `encoding`: a kept answer's bytes compressed once, on the
   * first such request (the compress plugin would compress them again on every one). Undefined when
   * the answer goes as it is: under the compression threshold, or a template's answer sent once.
   */
  encoded(encoding: AnswerEncoding): Buffer | undefined {
    if (typeof this.body === 'string' || this.body.length < COMPRESS_THRESHOLD) return undefined;
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compressAnswer(encoding, this.body);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }

  /** Validates (encodes) the envelope like the route's serialiser; an answer breaking its contract throws, as there (500). */
  static of<N extends EndpointName>(name: N, value: EndpointValue<N> | null): PreparedAnswer<N> {
    const json = validatedJson(name, value);
    return new PreparedAnswer(name, json, Buffer.from(json, 'utf8'));
  }

  /** @internal A template's filled answer: its JSON is the validated template's with a string put in. */
  static filled<N extends EndpointName>(name: N, json: string): PreparedAnswer<N> {
    return new PreparedAnswer(name, json, json);
  }
}

function validatedJson<N extends EndpointName>(name: N, value: EndpointValue<N> | null): string {
  const endpoint = endpoints[name];
  const result = successSchema(name).safeEncode({ success: true, value });
  if (result.error)
    throw new ResponseSerializationError(endpoint.method, endpoint.path, { cause: result.error as never });
  return JSON.stringify(result.data);
}

/**
 * An answer of call N validated and serialised once with one plain string field left open: the
 * status answer, the same for every visitor of a tenant but for the visitor's own IP. The field
 * must be a plain `z.string()` of the contract (any string passes it, so filling it in keeps the
 * answer valid); `fill` writes the string into the stored JSON, escaped by JSON.stringify.
 */
export class PreparedTemplate<N extends EndpointName = EndpointName> {
  private constructor(
    readonly name: N,
    private readonly before: string,
    private readonly after: string,
  ) {}

  /** `build(hole)` returns the answer with `hole` where the open field goes (exactly once). */
  static of<N extends EndpointName>(name: N, build: (hole: string) => EndpointValue<N> | null): PreparedTemplate<N> {
    const hole = `\u0000open-field:${randomUUID()}\u0000`;
    const json = validatedJson(name, build(hole));
    const parts = json.split(JSON.stringify(hole));
    if (parts.length !== 2) throw new Error(`the open field of a ${name} template must appear exactly once`);
    return new PreparedTemplate(name, parts[0]!, parts[1]!);
  }

  fill(text: string): PreparedAnswer<N> {
    return PreparedAnswer.filled(this.name, this.before + JSON.stringify(text) + this.after);
  }
}
