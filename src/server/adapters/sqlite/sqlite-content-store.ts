import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite'
import type { z } from 'zod'
import { AppError } from '../../../domain/api-error.ts'
import {
  EnquiryMailSchema,
  EnquirySchema,
  mailDueAt,
  OPEN_STATUSES,
  type Enquiry,
  type EnquiryKind,
  type EnquiryMail,
  type EnquiryNote,
  type EnquiryService,
  type EnquiryStatus,
  type QuoteDetails,
} from '../../../domain/enquiry.ts'
import {
  GalleryCategorySchema,
  GalleryImageSchema,
  type GalleryCategory,
  type GalleryImage,
  type GalleryStatus,
} from '../../../domain/gallery-image.ts'
import type { ImageVariant } from '../../../domain/media.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageRequest } from '../../../domain/page.ts'
import { PostSchema, type Post } from '../../../domain/post.ts'
import { LAST_ADMIN_REMOVAL, ProfileSchema, type Profile } from '../../../domain/profile.ts'
import { markupFree, matchesSearch } from '../../../domain/search.ts'
import type {
  ContentStore,
  EnquiryUpdate,
  GalleryImageUpdate,
  PostUpdate,
} from '../../ports/content-store.ts'
import { decodeCursor, encodeCursor, type SortValue } from '../page-cursor.ts'
import { readable, storable } from '../stored-records.ts'
import { createSqliteUploadLedger } from './sqlite-upload-ledger.ts'
import { transaction } from './transaction.ts'

type Row = Record<string, SQLInputValue>

const SQLITE_CONSTRAINT_UNIQUE = 2067
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode
  return code === SQLITE_CONSTRAINT_UNIQUE || code === SQLITE_CONSTRAINT_PRIMARYKEY
}

/** Turns SQLite's unique-constraint failure into the `conflict` every adapter reports. */
function conflictOnDuplicate<T>(message: string, work: () => T): T {
  try {
    return work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', message, { cause: error })
    throw error
  }
}

const json = (value: unknown) => JSON.stringify(value)
const parseList = <T>(value: unknown): T[] => JSON.parse(String(value)) as T[]
const text = (value: unknown) => String(value)
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value))

function toPost(row: Row): Post {
  return {
    id: text(row.id),
    slug: text(row.slug),
    title: text(row.title),
    content: text(row.content),
    excerpt: text(row.excerpt),
    date: text(row.date),
    read_time: text(row.read_time),
    image_url: nullableText(row.image_url),
    image_variants: parseList<ImageVariant>(row.image_variants),
    category: nullableText(row.category),
    tags: parseList<string>(row.tags),
    featured: row.featured === 1,
    updated_at: text(row.updated_at),
  }
}

function toGalleryImage(row: Row): GalleryImage {
  return {
    id: text(row.id),
    title: text(row.title),
    description: nullableText(row.description),
    category: text(row.category),
    image_url: text(row.image_url),
    image_variants: parseList<ImageVariant>(row.image_variants),
    location: nullableText(row.location),
    tags: parseList<string>(row.tags),
    date: text(row.date),
    author_id: nullableText(row.author_id),
    status: text(row.status) as GalleryStatus,
    position: row.position === null || row.position === undefined ? null : Number(row.position),
    created_at: text(row.created_at),
  }
}

function toProfile(row: Row): Profile {
  return {
    id: text(row.id),
    email: text(row.email),
    is_admin: row.is_admin === 1,
    created_at: text(row.created_at),
  }
}

function toEnquiry(row: Row): Enquiry {
  return {
    id: text(row.id),
    kind: text(row.kind) as EnquiryKind,
    name: text(row.name),
    phone: nullableText(row.phone),
    email: text(row.email),
    service: nullableText(row.service) as EnquiryService | null,
    message: text(row.message),
    created_at: text(row.created_at),
    status: text(row.status) as EnquiryStatus,
    status_changed_at: nullableText(row.status_changed_at),
    notes: JSON.parse(text(row.notes)) as EnquiryNote[],
    quote:
      row.quote === null || row.quote === undefined ? null : (JSON.parse(text(row.quote)) as QuoteDetails),
    mail: row.mail === null || row.mail === undefined ? null : (JSON.parse(text(row.mail)) as EnquiryMail),
  }
}

function toCategory(row: Row): GalleryCategory {
  return { name: text(row.name), position: Number(row.position), created_at: text(row.created_at) }
}

/** `current` with the defined fields of `update`: the record an update would leave. */
function merged<T extends object>(current: T, update: Partial<T>): T {
  const changes = Object.entries(update).filter(([, value]) => value !== undefined)
  return { ...current, ...Object.fromEntries(changes) }
}

const ENQUIRY_STATUS = EnquirySchema.pick({ status: true, status_changed_at: true })

/** Column values for SQLite: lists as JSON, booleans as 0/1. */
function toColumn(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (Array.isArray(value)) return json(value)
  return value as SQLInputValue
}

const POST_COLUMNS = [
  'slug',
  'title',
  'content',
  'excerpt',
  'read_time',
  'image_url',
  'image_variants',
  'category',
  'tags',
  'featured',
  'updated_at',
] as const
const GALLERY_COLUMNS = [
  'title',
  'description',
  'category',
  'image_url',
  'image_variants',
  'location',
  'tags',
  'date',
  'author_id',
  'status',
  'position',
] as const

/** A list's order: columns with their direction. Only ascending columns may hold NULL (it sorts first). */
type SortOrder = readonly (readonly [column: string, direction: 'ASC' | 'DESC'])[]

const POST_ORDER: SortOrder = [
  ['date', 'DESC'],
  ['id', 'ASC'],
]
/** Unpositioned images first (NULL sorts first), newest first; then by position. */
const GALLERY_ORDER: SortOrder = [
  ['position', 'ASC'],
  ['date', 'DESC'],
  ['created_at', 'DESC'],
  ['id', 'ASC'],
]
const NEWEST_FIRST: SortOrder = [
  ['created_at', 'DESC'],
  ['id', 'ASC'],
]

/** The condition "comes after `key` in `order`", with its parameters. */
function afterKey(order: SortOrder, key: readonly SortValue[]): [string, SQLInputValue[]] {
  const [[column, direction], ...rest] = order as [SortOrder[number], ...SortOrder]
  const [value, ...restKey] = key
  const later =
    value === null
      ? [direction === 'ASC' ? `${column} IS NOT NULL` : '0', []]
      : [`${column} ${direction === 'ASC' ? '>' : '<'} ?`, [value]]
  if (rest.length === 0) return later as [string, SQLInputValue[]]
  const same = value === null ? [`${column} IS NULL`, []] : [`${column} = ?`, [value]]
  const [restSql, restParams] = afterKey(rest, restKey)
  return [
    `(${later[0] as string} OR (${same[0] as string} AND ${restSql}))`,
    [...(later[1] as SQLInputValue[]), ...(same[1] as SQLInputValue[]), ...restParams],
  ]
}

/** What one list query selects: its table, order, conditions and how a row reads. */
interface ListSpec<T> {
  list: string
  kind: string
  schema: z.ZodType<T>
  table: string
  order: SortOrder
  where: [string, SQLInputValue[]][]
  toRecord: (row: Row) => T
}

/** The ContentStore on a node:sqlite database opened with openDatabase(). */
export function createSqliteContentStore(db: DatabaseSync): ContentStore {
  const statements = new Map<string, StatementSync>()
  /** Prepared once per distinct SQL text and reused. */
  const sql = (source: string): StatementSync => {
    let statement = statements.get(source)
    if (!statement) {
      statement = db.prepare(source)
      statements.set(source, statement)
    }
    return statement
  }
  const all = (source: string, ...params: SQLInputValue[]) => sql(source).all(...params) as Row[]
  const one = (source: string, ...params: SQLInputValue[]) => sql(source).get(...params) as Row | undefined
  /** Every write goes through here, so the list cache below knows this connection changed data. */
  let ownWrites = 0
  const run = (source: string, ...params: SQLInputValue[]) => {
    ownWrites++
    return sql(source).run(...params)
  }

  // Search is the domain's rule (domain/search.ts), so both adapters find exactly the same items.
  db.function('markup_free', { deterministic: true }, (html) => markupFree(String(html)))
  db.function('search_match', { deterministic: true, varargs: true }, (query, ...fields) =>
    matchesSearch(
      String(query),
      fields.map((field) => (field === null ? null : String(field))),
    )
      ? 1
      : 0,
  )

  /** One page of a list: the rows after the cursor's key, one more read to know if a next page exists. */
  function readPage<T>(spec: ListSpec<T>, request: PageRequest): Page<T> {
    const limit = Math.min(request.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
    const conditions = [...spec.where]
    if (request.cursor)
      conditions.push(afterKey(spec.order, decodeCursor(spec.list, request.cursor, spec.order.length)))
    const where =
      conditions.length > 0 ? `WHERE ${conditions.map(([condition]) => condition).join(' AND ')}` : ''
    const orderBy = spec.order.map(([column, direction]) => `${column} ${direction}`).join(', ')
    const rows = all(
      `SELECT * FROM ${spec.table} ${where} ORDER BY ${orderBy} LIMIT ?`,
      ...conditions.flatMap(([, params]) => params),
      limit + 1,
    )
    const kept = rows.slice(0, limit)
    const last = kept.at(-1)
    const next =
      rows.length > limit && last
        ? encodeCursor(
            spec.list,
            spec.order.map(([column]) => (last[column] ?? null) as SortValue),
          )
        : null
    return { items: readable(spec.kind, spec.schema, kept, spec.toRecord), next }
  }

  /**
   * Public pages are read far more often than written, so the most recent ones are kept, frozen,
   * until the data changes: a write on this connection, or one by another connection or
   * process, which SQLite reports through PRAGMA data_version. Callers get the same object
   * until then, which also lets the API reuse its serialised response (routes/cached-json.ts).
   */
  const pageCache = new Map<string, Page<unknown>>()
  let cachedVersion = ''
  const MAX_CACHED_PAGES = 200
  const dataVersion = () => `${ownWrites}:${String(one('PRAGMA data_version')?.data_version)}`
  function cachedPage<T>(key: string, load: () => Page<T>): Page<T> {
    const version = dataVersion()
    if (version !== cachedVersion || pageCache.size >= MAX_CACHED_PAGES) {
      pageCache.clear()
      cachedVersion = version
    }
    const hit = pageCache.get(key)
    if (hit) return hit as Page<T>
    const loaded = load()
    const page = Object.freeze({
      items: Object.freeze(loaded.items.map((item) => Object.freeze(item))) as T[],
      next: loaded.next,
    })
    pageCache.set(key, page)
    return page
  }

  /** UPDATE of the given columns only; the column names come from a fixed list, never from input. */
  function updateRow(
    table: string,
    columns: readonly string[],
    id: string,
    update: Record<string, unknown>,
  ): boolean {
    const keys = columns.filter((column) => update[column] !== undefined)
    if (keys.length === 0) return one(`SELECT 1 AS found FROM ${table} WHERE id = ?`, id) !== undefined
    const assignments = keys.map((key) => `${key} = ?`).join(', ')
    const result = run(
      `UPDATE ${table} SET ${assignments} WHERE id = ?`,
      ...keys.map((key) => toColumn(update[key])),
      id,
    )
    return result.changes > 0
  }

  const getPost = (id: string) => {
    const row = one('SELECT * FROM posts WHERE id = ?', id)
    return row ? toPost(row) : null
  }
  const getGalleryImage = (id: string) => {
    const row = one('SELECT * FROM gallery_images WHERE id = ?', id)
    return row ? toGalleryImage(row) : null
  }
  const getProfile = (id: string) => {
    const row = one('SELECT * FROM profiles WHERE id = ?', id)
    return row ? toProfile(row) : null
  }
  const getEnquiry = (id: string) => {
    const row = one('SELECT * FROM enquiries WHERE id = ?', id)
    return row ? toEnquiry(row) : null
  }
  const countAdmins = () => Number(one('SELECT count(*) AS n FROM profiles WHERE is_admin = 1')?.n ?? 0)

  return {
    ...createSqliteUploadLedger(db),
    async listPosts({ tag, q, ...request } = {}) {
      const where: [string, SQLInputValue[]][] = []
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
      return cachedPage(JSON.stringify(['posts', tag, q, request.cursor, request.limit]), () =>
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
         WHERE id <> ? AND EXISTS (
           SELECT 1 FROM json_each(posts.tags) AS tag WHERE tag.value IN (SELECT value FROM json_each(?))
         )
         ORDER BY date DESC, id LIMIT ?`,
        excludeId,
        json(tags),
        limit,
      )
      return readable('post', PostSchema, rows, toPost)
    },
    async createPost(post) {
      storable(PostSchema, post)
      conflictOnDuplicate('A post with this slug already exists', () =>
        run(
          `INSERT INTO posts (id, slug, title, content, excerpt, date, read_time, image_url, image_variants,
             category, tags, featured, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,

          post.id,
          post.slug,
          post.title,
          post.content,
          post.excerpt,
          post.date,
          post.read_time,
          post.image_url,
          json(post.image_variants),
          post.category,
          json(post.tags),
          post.featured ? 1 : 0,
          post.updated_at,
        ),
      )
      return getPost(post.id) as Post
    },
    async updatePost(id, update: PostUpdate) {
      const current = getPost(id)
      if (!current) return null
      storable(PostSchema, merged(current, update))
      const found = conflictOnDuplicate('A post with this slug already exists', () =>
        updateRow('posts', POST_COLUMNS, id, update),
      )
      return found ? getPost(id) : null
    },
    async deletePost(id) {
      return run('DELETE FROM posts WHERE id = ?', id).changes > 0
    },

    async listGalleryImages({ status, category, q, author, ...request } = {}) {
      const where: [string, SQLInputValue[]][] = []
      if (status !== undefined) where.push(['status = ?', [status]])
      if (author !== undefined) where.push(['author_id = ?', [author]])
      if (category !== undefined) where.push(['category = ?', [category]])
      if (q !== undefined) where.push(['search_match(?, title, description, location, category, tags)', [q]])
      const spec = {
        list: 'gallery',
        kind: 'gallery image',
        schema: GalleryImageSchema,
        table: 'gallery_images',
        order: GALLERY_ORDER,
        where,
        toRecord: toGalleryImage,
      }
      const key = JSON.stringify(['gallery', status, category, q, author, request.cursor, request.limit])
      return cachedPage(key, () => readPage(spec, request))
    },
    async getGalleryImage(id) {
      return getGalleryImage(id)
    },
    async createGalleryImage(image) {
      storable(GalleryImageSchema, image)
      conflictOnDuplicate('An image with this id already exists', () =>
        run(
          `INSERT INTO gallery_images (id, title, description, category, image_url, image_variants, location,
             tags, date, author_id, status, position, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,

          image.id,
          image.title,
          image.description,
          image.category,
          image.image_url,
          json(image.image_variants),
          image.location,
          json(image.tags),
          image.date,
          image.author_id,
          image.status,
          image.position,
          image.created_at,
        ),
      )
      return getGalleryImage(image.id) as GalleryImage
    },
    async updateGalleryImage(id, update: GalleryImageUpdate) {
      const current = getGalleryImage(id)
      if (!current) return null
      storable(GalleryImageSchema, merged(current, update))
      return updateRow('gallery_images', GALLERY_COLUMNS, id, update) ? getGalleryImage(id) : null
    },
    async deleteGalleryImage(id) {
      return run('DELETE FROM gallery_images WHERE id = ?', id).changes > 0
    },
    async setGalleryOrder(ids) {
      transaction(db, () => {
        const known = Number(
          one(
            'SELECT count(*) AS n FROM gallery_images WHERE id IN (SELECT value FROM json_each(?))',
            json(ids),
          )?.n ?? 0,
        )
        if (known !== ids.length) {
          throw new AppError('not_found', 'Some of these images no longer exist. Refresh and try again.')
        }
        // The listed images go just before the first positioned image that is not listed.
        const first = one(
          `SELECT min(position) AS position FROM gallery_images
           WHERE position IS NOT NULL AND id NOT IN (SELECT value FROM json_each(?))`,
          json(ids),
        )?.position
        const start = (first === null || first === undefined ? ids.length : Number(first)) - ids.length
        ids.forEach((id, index) =>
          run('UPDATE gallery_images SET position = ? WHERE id = ?', start + index, id),
        )
      })
    },
    async listGalleryCategories() {
      const rows = all('SELECT * FROM gallery_categories ORDER BY position, name')
      return readable('gallery category', GalleryCategorySchema, rows, toCategory)
    },
    async createGalleryCategory(category) {
      storable(GalleryCategorySchema, category)
      // The column's NOCASE folds ASCII letters only; Firestore's key folds every letter.
      const name = category.name.toLowerCase()
      if (all('SELECT name FROM gallery_categories').some((row) => text(row.name).toLowerCase() === name)) {
        throw new AppError('conflict', 'A category with this name already exists')
      }
      conflictOnDuplicate('A category with this name already exists', () =>
        run(
          'INSERT INTO gallery_categories (name, position, created_at) VALUES (?, ?, ?)',

          category.name,
          category.position,
          category.created_at,
        ),
      )
      return toCategory(one('SELECT * FROM gallery_categories WHERE name = ?', category.name) as Row)
    },

    async getProfile(id) {
      return getProfile(id)
    },
    async ensureProfile(profile) {
      // Read first: this runs on every signed-in request and almost always finds the row as it is.
      const existing = getProfile(profile.id)
      if (existing && existing.email === profile.email) return existing
      storable(ProfileSchema, existing ? { ...existing, email: profile.email } : profile)
      run(
        `INSERT INTO profiles (id, email, is_admin, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET email = excluded.email`,
        profile.id,
        profile.email,
        profile.is_admin ? 1 : 0,
        profile.created_at,
      )
      return getProfile(profile.id) as Profile
    },
    async listProfiles(request = {}) {
      return readPage(
        {
          list: 'profiles',
          kind: 'profile',
          schema: ProfileSchema,
          table: 'profiles',
          order: NEWEST_FIRST,
          where: [],
          toRecord: toProfile,
        },
        request,
      )
    },
    async setAdmin(id, isAdmin) {
      return transaction(db, () => {
        const profile = getProfile(id)
        if (!profile) return null
        if (profile.is_admin && !isAdmin && countAdmins() <= 1) {
          throw new AppError('forbidden', LAST_ADMIN_REMOVAL)
        }
        run('UPDATE profiles SET is_admin = ? WHERE id = ?', isAdmin ? 1 : 0, id)
        return { ...profile, is_admin: isAdmin }
      })
    },
    async countAdmins() {
      return countAdmins()
    },
    async listAdmins() {
      return readable('profile', ProfileSchema, all('SELECT * FROM profiles WHERE is_admin = 1'), toProfile)
    },
    async deleteProfile(id) {
      return transaction(db, () => {
        const profile = getProfile(id)
        if (!profile) return false
        if (profile.is_admin && countAdmins() <= 1) throw new AppError('forbidden', LAST_ADMIN_REMOVAL)
        run('DELETE FROM profiles WHERE id = ?', id)
        return true
      })
    },
    async claimFirstAdmin(profile) {
      return transaction(db, () => {
        if (countAdmins() > 0) return null
        storable(ProfileSchema, profile)
        run(
          `INSERT INTO profiles (id, email, is_admin, created_at) VALUES (?, ?, 1, ?)
           ON CONFLICT (id) DO UPDATE SET email = excluded.email, is_admin = 1`,
          profile.id,
          profile.email,
          profile.created_at,
        )
        return getProfile(profile.id)
      })
    },

    async createEnquiry(enquiry) {
      storable(EnquirySchema, enquiry)
      conflictOnDuplicate('An enquiry with this id already exists', () =>
        run(
          `INSERT INTO enquiries (id, kind, name, phone, email, service, message, created_at, status,
             status_changed_at, notes, quote, mail, mail_due)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          enquiry.id,
          enquiry.kind,
          enquiry.name,
          enquiry.phone,
          enquiry.email,
          enquiry.service,
          enquiry.message,
          enquiry.created_at,
          enquiry.status,
          enquiry.status_changed_at,
          json(enquiry.notes),
          enquiry.quote === null ? null : json(enquiry.quote),
          enquiry.mail === null ? null : JSON.stringify(enquiry.mail),
          mailDueAt(enquiry.mail),
        ),
      )
      return getEnquiry(enquiry.id) as Enquiry
    },
    async getEnquiry(id) {
      return getEnquiry(id)
    },
    async listEnquiries({ status, kind, q, ...request } = {}) {
      const where: [string, SQLInputValue[]][] = []
      if (status === 'open')
        where.push([`status IN (${OPEN_STATUSES.map(() => '?').join(', ')})`, [...OPEN_STATUSES]])
      else if (status !== undefined) where.push(['status = ?', [status]])
      if (kind !== undefined) where.push(['kind = ?', [kind]])
      // The columns of enquirySearchFields (domain/enquiry.ts).
      if (q !== undefined) {
        where.push([
          "search_match(?, name, email, phone, message, quote ->> '$.suburb', quote ->> '$.address')",
          [q],
        ])
      }
      return readPage(
        {
          list: 'enquiries',
          kind: 'enquiry',
          schema: EnquirySchema,
          table: 'enquiries',
          order: NEWEST_FIRST,
          where,
          toRecord: toEnquiry,
        },
        request,
      )
    },
    async updateEnquiry(id, update: EnquiryUpdate) {
      storable(ENQUIRY_STATUS, update)
      const changed = run(
        'UPDATE enquiries SET status = ?, status_changed_at = ? WHERE id = ?',
        update.status,
        update.status_changed_at,
        id,
      )
      return changed.changes > 0 ? getEnquiry(id) : null
    },
    async addEnquiryNote(id, note) {
      return transaction(db, () => {
        const enquiry = getEnquiry(id)
        if (!enquiry) return null
        const notes = storable(EnquirySchema.shape.notes, [...enquiry.notes, note])
        run('UPDATE enquiries SET notes = ? WHERE id = ?', json(notes), id)
        return { ...enquiry, notes }
      })
    },
    async deleteEnquiry(id) {
      return run('DELETE FROM enquiries WHERE id = ?', id).changes > 0
    },
    async listEnquiriesCreatedBefore(createdBefore, limit) {
      const rows = all(
        'SELECT * FROM enquiries WHERE created_at < ? ORDER BY created_at, id LIMIT ?',
        createdBefore,
        limit,
      )
      return readable('enquiry', EnquirySchema, rows, toEnquiry)
    },
    async listEnquiriesWithMailDue(dueBy, limit) {
      const rows = all(
        'SELECT * FROM enquiries WHERE mail_due IS NOT NULL AND mail_due <= ? ORDER BY mail_due, id LIMIT ?',
        dueBy,
        limit,
      )
      return readable('enquiry', EnquirySchema, rows, toEnquiry)
    },
    async updateEnquiryMail(id, expectedNextAttempt, mail) {
      storable(EnquiryMailSchema, mail)
      // The row's mail_due is the pending send's next_attempt_at: comparing it is the claim.
      const changed = run(
        'UPDATE enquiries SET mail = ?, mail_due = ? WHERE id = ? AND mail_due = ?',
        JSON.stringify(mail),
        mailDueAt(mail),
        id,
        expectedNextAttempt,
      )
      return changed.changes > 0 ? getEnquiry(id) : null
    },

    async countContent() {
      const count = (source: string) => Number(one(source)?.n ?? 0)
      const images = all('SELECT status, count(*) AS n FROM gallery_images GROUP BY status')
      const images_in = (status: GalleryStatus) => Number(images.find((row) => row.status === status)?.n ?? 0)
      return {
        posts: count('SELECT count(*) AS n FROM posts'),
        gallery: {
          approved: images_in('approved'),
          pending: images_in('pending'),
          rejected: images_in('rejected'),
        },
        enquiries: {
          total: count('SELECT count(*) AS n FROM enquiries'),
          open: count(
            `SELECT count(*) AS n FROM enquiries WHERE status IN (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`,
          ),
        },
        profiles: { total: count('SELECT count(*) AS n FROM profiles'), admins: countAdmins() },
      }
    },
  }
}
