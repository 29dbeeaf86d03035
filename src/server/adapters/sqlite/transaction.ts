import type { DatabaseSync } from 'node:sqlite'

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE takes the write lock up front, so a
 * read-then-write inside cannot race another connection). Rolls back on any throw.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
