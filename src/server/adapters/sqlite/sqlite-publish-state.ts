import type { DatabaseSync } from 'node:sqlite'
import { PublishStateSchema, type PublishState } from '../../../domain/publish.ts'
import { stateAfterChange, type PublishStateStore } from '../../ports/publish-state.ts'
import { transaction } from './transaction.ts'

const FIELDS = Object.keys(PublishStateSchema.shape) as (keyof PublishState)[]

/** The publish state as the one row of `publish_state` (migration 2). */
export function createSqlitePublishState(db: DatabaseSync): PublishStateStore {
  const select = db.prepare(`SELECT ${FIELDS.join(', ')} FROM publish_state WHERE id = 1`)
  const read = (): PublishState => PublishStateSchema.parse({ ...select.get() })
  const write = (patch: Partial<PublishState>) => {
    const fields = FIELDS.filter((field) => field in patch)
    if (fields.length === 0) return
    db.prepare(
      `UPDATE publish_state SET ${fields.map((field) => `${field} = ?`).join(', ')} WHERE id = 1`,
    ).run(...fields.map((field) => patch[field] ?? null))
  }

  return {
    async read() {
      return read()
    },
    async update(patch) {
      return transaction(db, () => {
        write(patch)
        return read()
      })
    },
    async recordChange(at) {
      return transaction(db, () => {
        write(stateAfterChange(read(), at))
        return read()
      })
    },
  }
}
