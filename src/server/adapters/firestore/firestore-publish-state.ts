import type { Firestore } from 'firebase-admin/firestore'
import { EMPTY_PUBLISH_STATE, PublishStateSchema, type PublishState } from '../../../domain/publish.ts'
import { stateAfterChange, type PublishStateStore } from '../../ports/publish-state.ts'

/** The publish state as one document, `meta/publish`, beside `meta/admins`. */
export function createFirestorePublishState(db: Firestore): PublishStateStore {
  const ref = db.collection('meta').doc('publish')
  const fromData = (data: unknown): PublishState =>
    PublishStateSchema.parse({ ...EMPTY_PUBLISH_STATE, ...(data as object | undefined) })
  const only = (patch: Partial<PublishState>) =>
    Object.fromEntries(
      Object.entries(patch).filter(([field]) => field in PublishStateSchema.shape),
    ) as Partial<PublishState>

  return {
    async read() {
      return fromData((await ref.get()).data())
    },
    async update(patch) {
      return db.runTransaction(async (tx) => {
        const next = { ...fromData((await tx.get(ref)).data()), ...only(patch) }
        tx.set(ref, next)
        return next
      })
    },
    async recordChange(at) {
      return db.runTransaction(async (tx) => {
        const current = fromData((await tx.get(ref)).data())
        const next = { ...current, ...stateAfterChange(current, at) }
        tx.set(ref, next)
        return next
      })
    },
  }
}
