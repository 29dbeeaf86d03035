import { describePublishStateContract } from '../../ports/publish-state.contract.ts'
import { createMemoryPublishState } from './memory-publish-state.ts'

describePublishStateContract('Memory', async () => createMemoryPublishState())
