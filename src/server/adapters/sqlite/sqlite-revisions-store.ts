import type { DatabaseSync } from 'node:sqlite'
import { RevisionSchema } from '../../../domain/revision.ts'
import type { RevisionsStore } from '../../ports/revisions-store.ts'
import { REVISION_ORDER } from '../page-cursor.ts'
import { fieldsOf, storable } from '../stored-records.ts'
import { conflictOnDuplicate, rowReader, sqliteConnection } from './sqlite-connection.ts'

const toRevision = rowReader(RevisionSchema, { numbers: ['number'], json: ['snapshot'] })

/** The RevisionsStore on the `revisions` table (migration 11), read through `revisions_of_post`. */
export function createSqliteRevisionsStore(db: DatabaseSync): RevisionsStore {
  const { one, run, readPage, insertRow, byId, count } = sqliteConnection(db)

  return {
    async addRevision(revision) {
      storable(RevisionSchema, revision)
      conflictOnDuplicate('A revision with this id already exists', () =>
        insertRow('revisions', fieldsOf(RevisionSchema), revision),
      )
    },
    async getRevision(id) {
      return byId('revisions', id, toRevision)
    },
    async listRevisions(postId, page = {}) {
      return readPage(
        {
          list: 'revisions',
          kind: 'revision',
          schema: RevisionSchema,
          table: 'revisions',
          order: REVISION_ORDER,
          where: [['post_id = ?', [postId]]],
          toRecord: toRevision,
        },
        page,
      )
    },
    async latestRevision(postId) {
      const row = one('SELECT * FROM revisions WHERE post_id = ? ORDER BY number DESC, id LIMIT 1', postId)
      return row ? toRevision(row) : null
    },
    async countRevisions(postId) {
      return count('SELECT count(*) AS n FROM revisions WHERE post_id = ?', postId)
    },
    async pruneRevisions(postId, keep) {
      const { changes } = run(
        `DELETE FROM revisions WHERE post_id = ? AND id NOT IN (
           SELECT id FROM revisions WHERE post_id = ? ORDER BY number DESC, id LIMIT ?)`,
        postId,
        postId,
        Math.max(0, keep),
      )
      return Number(changes)
    },
    async deleteRevisionsOf(postId) {
      return Number(run('DELETE FROM revisions WHERE post_id = ?', postId).changes)
    },
  }
}
