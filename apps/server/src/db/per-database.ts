/**
 * One value per open database, made the first time it is asked for: prepared statements and
 * the like, built once instead of per request.
 */
import type { Db } from './client';

export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
