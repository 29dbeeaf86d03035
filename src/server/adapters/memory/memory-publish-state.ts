import { EMPTY_PUBLISH_STATE, type PublishState } from '../../../domain/publish.ts'
import { stateAfterChange, type PublishStateStore } from '../../ports/publish-state.ts'

/** The publish state in this process's memory: for an API with no site to publish (serve-node, tests). */
export function createMemoryPublishState(): PublishStateStore {
  let state: PublishState = { ...EMPTY_PUBLISH_STATE }
  return {
    async read() {
      return { ...state }
    },
    async update(patch) {
      state = { ...state, ...patch }
      return { ...state }
    },
    async recordChange(at) {
      state = { ...state, ...stateAfterChange(state, at) }
      return { ...state }
    },
  }
}
