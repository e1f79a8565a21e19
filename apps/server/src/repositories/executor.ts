// What a repository runs its queries on: the database or an open transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type Executor = Kysely<Database>;
