// The database engine as the migrations see it: which one it is, and the id columns both engines
// agree on. Migrations import this file and kysely only, never live code (lib/, services/): a
// released migration must keep doing what it did when it shipped. db/connect.ts, which runs them,
// imports it too, so connect → migrations → connect is no cycle.
import type { ColumnDefinitionBuilder } from 'kysely';

export type DialectKind = 'sqlite' | 'postgres';

export interface IdColumns {
  /** The type of an id and of every column that points at one: PostgreSQL bigint, SQLite integer (the rowid). */
  idType: 'bigint' | 'integer';
  /** An id column's constraints: an identity on PostgreSQL, an autoincrementing rowid on SQLite. */
  id: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
}

export function idColumns(dialect: DialectKind): IdColumns {
  return {
    idType: dialect === 'postgres' ? 'bigint' : 'integer',
    id: (col) =>
      dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  };
}
