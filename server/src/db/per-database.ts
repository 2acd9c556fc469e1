import type { Db } from './client';

/** A WeakMap's value for `db`, made by `create` the first time (what a module keeps per database: its prepared statements). */
export function perDatabase<Value>(map: WeakMap<Db, Value>, db: Db, create: () => Value): Value {
  const value = map.get(db) ?? create();
  map.set(db, value);
  return value;
}
