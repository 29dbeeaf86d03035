import type { DatabaseSync } from 'node:sqlite'
import { fileNamesOf, urlsOfPost } from '../../../domain/media-files.ts'
import { PostSchema, type Post } from '../../../domain/post.ts'
import type { PostsStore, PostUpdate } from '../../ports/posts-store.ts'
import { POST_ORDER } from '../page-cursor.ts'
import { fieldsOf, readable, storable } from '../stored-records.ts'
import {
  conflictOnDuplicate,
  equalTo,
  json,
  merged,
  rowReader,
  sqliteConnection,
  updatableColumns,
} from './sqlite-connection.ts'

/** A post as stored (the drafts migration gave every older post the status published). */
const toPost = rowReader(PostSchema, {
  nullable: ['image_url', 'category', 'publish_at'],
  flags: ['featured'],
  json: ['image_variants', 'tags'],
})

const POST_COLUMNS = updatableColumns(PostSchema)

const SLUG_TAKEN = 'A post with this slug already exists'

const HAS_TAG = 'EXISTS (SELECT 1 FROM json_each(posts.tags) WHERE value = ?)'
const SHARES_A_TAG = `EXISTS (
  SELECT 1 FROM json_each(posts.tags) AS tag WHERE tag.value IN (SELECT value FROM json_each(?))
)`

/** How the lists of posts read, newest first. */
const POST_LIST = {
  list: 'posts',
  kind: 'post',
  schema: PostSchema,
  table: 'posts',
  order: POST_ORDER,
  toRecord: toPost,
}

/** The PostsStore on the `posts` table of a database opened with openDatabase(). */
export function createSqlitePostsStore(db: DatabaseSync): PostsStore {
  const { all, one, run, readPage, cachedPage, updateRow, insertRow, byId, count, rowsContaining } =
    sqliteConnection(db)
  const getPost = (id: string) => byId('posts', id, toPost)

  return {
    async listPosts({ tag, q, status = 'published', ...request } = {}) {
      const where = equalTo({ status: status === 'all' ? undefined : status })
      if (tag !== undefined) where.push([HAS_TAG, [tag]])
      if (q !== undefined)
        where.push(['search_match(?, title, excerpt, category, tags, markup_free(content))', [q]])
      const key = JSON.stringify(['posts', status, tag, q, request.cursor, request.limit])
      return cachedPage(key, () => readPage({ ...POST_LIST, where }, request))
    },
    async getPost(id) {
      return getPost(id)
    },
    async getPostBySlug(slug) {
      const row = one('SELECT * FROM posts WHERE slug = ?', slug)
      return row ? toPost(row) : null
    },
    async listRelatedPosts(excludeId, tags, limit) {
      if (tags.length === 0 || limit <= 0) return []
      const where = equalTo({ status: 'published' })
      where.push(['id <> ?', [excludeId]], [SHARES_A_TAG, [json(tags)]])
      return readPage({ ...POST_LIST, where }, { limit }).items
    },
    async listPostsDue(dueBy, limit) {
      if (limit <= 0) return []
      const rows = all(
        `SELECT * FROM posts WHERE status = 'scheduled' AND publish_at <= ? ORDER BY publish_at, id LIMIT ?`,
        dueBy,
        limit,
      )
      return readable('post', PostSchema, rows, toPost)
    },
    async listPostsShowingFiles(names) {
      const wanted = new Set(names)
      const rows = rowsContaining('posts', ['image_url', 'image_variants', 'content'], names)
      return readable('post', PostSchema, rows, toPost).filter((post) =>
        fileNamesOf(urlsOfPost(post)).some((name) => wanted.has(name)),
      )
    },
    async createPost(post) {
      storable(PostSchema, post)
      conflictOnDuplicate(SLUG_TAKEN, () => insertRow('posts', fieldsOf(PostSchema), post))
      return getPost(post.id) as Post
    },
    async updatePost(id, update: PostUpdate, onlyIf) {
      // Read, checked and written with no await between: one step for this database's one writer.
      const current = getPost(id)
      if (!current || (onlyIf && !onlyIf(current))) return null
      storable(PostSchema, merged(current, update))
      const found = conflictOnDuplicate(SLUG_TAKEN, () => updateRow('posts', POST_COLUMNS, id, update))
      return found ? getPost(id) : null
    },
    async deletePost(id) {
      return run('DELETE FROM posts WHERE id = ?', id).changes > 0
    },
    async countPosts() {
      return count('SELECT count(*) AS n FROM posts')
    },
  }
}
