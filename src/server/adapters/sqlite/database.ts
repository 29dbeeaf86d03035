import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { migrate } from './migrations.ts'

export const DATABASE_FILE = 'content.sqlite'

/**
 * Opens (creating if needed) the content database in `dataDir` and migrates it. WAL lets the
 * API read while a write is in progress; busy_timeout makes a second writer wait instead of
 * failing at once.
 */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true })
  return openDatabaseFile(join(dataDir, DATABASE_FILE))
}

/** Same as openDatabase, for an exact file path (or ':memory:'). */
export function openDatabaseFile(path: string): DatabaseSync {
  const db = new DatabaseSync(path)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  db.exec('PRAGMA busy_timeout = 5000')
  migrate(db)
  return db
}
