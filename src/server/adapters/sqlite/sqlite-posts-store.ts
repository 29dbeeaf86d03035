import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { PostSchema, type Post, type PostStatus } from '../../../domain/post.ts'
import type { PostsStore, PostUpdate } from '../../ports/posts-store.ts'
import { POST_ORDER } from '../page-cursor.ts'
import { fieldsOf, readable, storable } from '../stored-records.ts'
import {
  conflictOnDuplicate,
  json,
  merged,
  nullableText,
  rowReader,
  sqliteConnection,
  updatableColumns,
  type Row,
} from './sqlite-connection.ts'

const readPost = rowReader(PostSchema, {
  nullable: ['image_url', 'category', 'status', 'publish_at'],
  flags: ['featured'],
  json: ['image_variants', 'tags'],
})
/** A post as stored; one written before drafts has no status and was published. */
const toPost = (row: Row): Post => ({
  ...readPost(row),
  status: (nullableText(row.status) ?? 'published') as PostStatus,
})

const POST_COLUMNS = updatableColumns(PostSchema)

const SLUG_TAKEN = 'A post with this slug already exists'

/** The PostsStore on the `posts` table of a database opened with openDatabase(). */
export function createSqlitePostsStore(db: DatabaseSync): PostsStore {
  const { all, one, run, readPage, cachedPage, updateRow, insertRow, byId, count } = sqliteConnection(db)
  const getPost = (id: string) => byId('posts', id, toPost)

  return {
    async listPosts({ tag, q, status = 'published', ...request } = {}) {
      const where: [string, SQLInputValue[]][] = []
      if (status !== 'all') where.push(['status = ?', [status]])
      if (tag !== undefined)
        where.push(['EXISTS (SELECT 1 FROM json_each(posts.tags) WHERE value = ?)', [tag]])
      if (q !== undefined)
        where.push(['search_match(?, title, excerpt, category, tags, markup_free(content))', [q]])
      const spec = {
        list: 'posts',
        kind: 'post',
        schema: PostSchema,
        table: 'posts',
        order: POST_ORDER,
        where,
        toRecord: toPost,
      }
      return cachedPage(JSON.stringify(['posts', status, tag, q, request.cursor, request.limit]), () =>
        readPage(spec, request),
      )
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
      const rows = all(
        `SELECT * FROM posts
         WHERE status = 'published' AND id <> ? AND EXISTS (
           SELECT 1 FROM json_each(posts.tags) AS tag WHERE tag.value IN (SELECT value FROM json_each(?))
         )
         ORDER BY date DESC, id LIMIT ?`,
        excludeId,
        json(tags),
        limit,
      )
      return readable('post', PostSchema, rows, toPost)
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
    async createPost(post) {
      storable(PostSchema, post)
      conflictOnDuplicate(SLUG_TAKEN, () => insertRow('posts', fieldsOf(PostSchema), post))
      return getPost(post.id) as Post
    },
    async updatePost(id, update: PostUpdate) {
      const current = getPost(id)
      if (!current) return null
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
