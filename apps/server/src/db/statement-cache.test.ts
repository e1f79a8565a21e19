import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

describe('cacheStatements', () => {
  it('compiles a text once, and hands a busy statement out again only as a fresh one', () => {
    const db = cacheStatements(new SQLite(':memory:'), 2);
    db.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const first = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(first);
    const iterator = first.iterate();
    iterator.next();
    // A streamed query holds its statement: the same text meanwhile gets its own, with right answers.
    const meanwhile = db.prepare('select n from t order by n');
    expect(meanwhile).not.toBe(first);
    expect(meanwhile.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...iterator]).toEqual([{ n: 2 }, { n: 3 }]);
    // Beyond its size the least recently used text is compiled again.
    db.prepare('select 1');
    db.prepare('select 2');
    expect(db.prepare('select n from t order by n')).not.toBe(first);
    db.close();
  });
});
