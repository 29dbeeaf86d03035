/**
 * The composite indexes firestore.indexes.json declares, compared with the ones the live
 * database has (gcloud firestore indexes composite list). Used by the preflight (doctor.ts)
 * and by indexes-ready.ts, which waits for a deploy's new indexes to be built.
 */
import { readFileSync } from 'node:fs'
import { readJson, type Cloud } from './cloud.ts'

interface IndexField {
  fieldPath: string
  order?: string
  arrayConfig?: string
}

export interface DeclaredIndex {
  collectionGroup: string
  queryScope: string
  fields: IndexField[]
}

interface LiveIndex {
  name: string
  queryScope: string
  fields: IndexField[]
  state: string
}

export function readDeclaredIndexes(
  path = new URL('../../firestore.indexes.json', import.meta.url),
): DeclaredIndex[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { indexes: DeclaredIndex[] }).indexes
}

const fieldKey = (field: IndexField) => `${field.fieldPath} ${field.order ?? field.arrayConfig ?? ''}`

function indexKey(collectionGroup: string, queryScope: string, fields: IndexField[]): string {
  // Firestore adds __name__ at the end of every composite index; the declarations leave it out.
  const declared = fields.filter((field) => field.fieldPath !== '__name__')
  return `${collectionGroup}|${queryScope}|${declared.map(fieldKey).join(',')}`
}

/** "posts (tags CONTAINS, date DESCENDING, id ASCENDING)" */
function describeIndex(index: DeclaredIndex): string {
  return `${index.collectionGroup} (${index.fields.map(fieldKey).join(', ')})`
}

/** One sentence per declared index that is missing or not READY; empty when all are ready. */
export async function indexProblems(
  cloud: Cloud,
  project: string,
  declared: DeclaredIndex[],
): Promise<string[]> {
  const live =
    (await readJson<LiveIndex[]>(cloud, 'gcloud', [
      'firestore',
      'indexes',
      'composite',
      'list',
      '--database=(default)',
      `--project=${project}`,
      '--format=json',
    ])) ?? []
  const states = new Map(
    live.map((index) => [
      indexKey(/\/collectionGroups\/([^/]+)\//.exec(index.name)?.[1] ?? '', index.queryScope, index.fields),
      index.state,
    ]),
  )
  return declared.flatMap((index) => {
    const state = states.get(indexKey(index.collectionGroup, index.queryScope, index.fields))
    if (!state)
      return [
        `The index on ${describeIndex(index)} does not exist: deploy firestore.indexes.json (npx firebase deploy --only firestore:indexes).`,
      ]
    return state === 'READY' ? [] : [`The index on ${describeIndex(index)} is ${state}, not READY yet.`]
  })
}
