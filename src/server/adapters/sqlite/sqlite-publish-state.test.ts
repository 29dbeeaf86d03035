import { describePublishStateContract } from '../../ports/publish-state.contract.ts'
import { onCleanup, tempDir } from '#tests/helpers/temp.ts'
import { openDatabase } from './database.ts'
import { createSqlitePublishState } from './sqlite-publish-state.ts'

describePublishStateContract('SQLite', async () => {
  const db = openDatabase(tempDir('publish-state'))
  onCleanup(() => db.close())
  return createSqlitePublishState(db)
})
