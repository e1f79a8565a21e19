// Reads that concurrent calls of one tenant share (DataLoader-style). A token call reads its session
// and account, a balance call the member's wallets: under load many such calls arrive together, and
// each statement costs its own round trip on PostgreSQL and its own pass through kysely and the
// driver on both engines. Calls that ask in the same turn of the event loop are read by one
// statement of a list of keys (db/compiled-once.ts, compiledOnceForLists), sent once that turn's
// input has been handled (setImmediate).
//
// Fresh by construction: a batch's statement starts after every call of the batch has asked, and a
// call that asks once it has started waits for the next batch, so each call sees every write
// committed before it asked — a session ended on another instance is refused at the very next call
// here, batch or not. A reader lives in a tenant's repositories (repositories/index.ts keeps them per
// database and tenant), so two tenants never share a statement; inside a transaction there is no
// batch (its reads must run on its connection, in its order).
import type { Kysely } from 'kysely';
import { MAX_LIST_KEYS, type CompiledOnceForLists } from './compiled-once';
import type { Database } from './schema';

interface Waiting<Input, Value> {
  input: Input;
  callers: { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }[];
}

/** Reads the values of many inputs at once, by each input's key (a missing key: no value). */
export type ReadMany<Input, Value> = (inputs: Input[]) => Promise<Map<string, Value>>;

export class CoalescedRead<Input, Value> {
  private waiting: Map<string, Waiting<Input, Value>> | undefined;

  constructor(
    /** Calls with the same key share one input and one value. */
    private readonly keyOf: (input: Input) => string,
    private readonly readMany: ReadMany<Input, Value>,
    private readonly maxKeys = MAX_LIST_KEYS,
  ) {}

  load(input: Input): Promise<Value | undefined> {
    return new Promise((resolve, reject) => {
      let waiting = this.waiting;
      if (!waiting) {
        waiting = this.waiting = new Map();
        setImmediate(() => this.send());
      }
      const key = this.keyOf(input);
      let entry = waiting.get(key);
      if (!entry) waiting.set(key, (entry = { input, callers: [] }));
      entry.callers.push({ resolve, reject });
      if (waiting.size >= this.maxKeys) this.send();
    });
  }

  private send(): void {
    const batch = this.waiting;
    // Already sent (full before its turn ended): the scheduled send finds nothing, or a newer batch.
    if (!batch) return;
    this.waiting = undefined;
    this.readMany([...batch.values()].map((entry) => entry.input)).then(
      (values) => {
        for (const [key, entry] of batch) for (const caller of entry.callers) caller.resolve(values.get(key));
      },
      (error: unknown) => {
        for (const entry of batch.values()) for (const caller of entry.callers) caller.reject(error);
      },
    );
  }
}

/**
 * One read of a tenant's repositories: shared by the calls of a turn on the database's own
 * executor, run alone inside a transaction.
 */
export function coalescedRead<Input, Value>(
  db: { readonly isTransaction: boolean },
  keyOf: (input: Input) => string,
  readMany: ReadMany<Input, Value>,
): (input: Input) => Promise<Value | undefined> {
  if (db.isTransaction) return async (input) => (await readMany([input])).get(keyOf(input));
  const read = new CoalescedRead(keyOf, readMany);
  return (input) => read.load(input);
}

/**
 * A tenant's row by one key (an id, a node id), shared by the calls of a turn: `list` reads the rows
 * of a list of keys (`compiledOnceForLists` with the merchant code as its one argument) and
 * `keyOf` gives each row's key.
 */
export function coalescedRowByKey<Key extends string | number, Row>(
  db: Kysely<Database>,
  merchantCode: string,
  list: CompiledOnceForLists<[merchantCode: string], Key, Row>,
  keyOf: (row: Row) => Key,
): (key: Key) => Promise<Row | undefined> {
  return coalescedRead(db, String, async (keys: Key[]) => {
    const rows = await list.rows(db, [merchantCode], keys);
    return new Map(rows.map((row) => [String(keyOf(row)), row]));
  });
}
