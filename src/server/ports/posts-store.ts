import type { Page, PageRequest } from '../../domain/page.ts'
import type { Post, PostStatus } from '../../domain/post.ts'

/** Fields of a post that can change after creation (id never does; date when it is published). */
export type PostUpdate = Partial<Omit<Post, 'id'>>

/** Paging, cursors and search as content-stores.ts describes them. */
export interface PostQuery extends PageRequest {
  /** Only posts with this tag (exact match). */
  tag?: string
  /** Words in the title, excerpt, category, tags or text. */
  q?: string
  /** Posts in this state, or 'all'; published (what the site shows) when absent. */
  status?: PostStatus | 'all'
}

/**
 * Where the blog's posts live; conventions in content-stores.ts. Every adapter passes
 * `describePostsStoreContract` (posts-store.contract.ts).
 */
export interface PostsStore {
  /** One page of posts, newest `date` first (ties by id); only published ones unless `status` says. */
  listPosts(query?: PostQuery): Promise<Page<Post>>
  /** The post with this id, or null. */
  getPost(id: string): Promise<Post | null>
  /** The post with this slug, whatever its status, or null. */
  getPostBySlug(slug: string): Promise<Post | null>
  /**
   * Up to `limit` published posts other than `excludeId` that share at least one of `tags`
   * (exact, case-sensitive match), newest first. [] when `tags` is empty.
   */
  listRelatedPosts(excludeId: string, tags: readonly string[], limit: number): Promise<Post[]>
  /** Up to `limit` scheduled posts whose `publish_at` is at or before `dueBy`, earliest first (ties by id). */
  listPostsDue(dueBy: string, limit: number): Promise<Post[]>
  /**
   * Every post, whatever its status, whose image, widths or text name a file called one of
   * `names` (domain/media-files.ts), and possibly a few others: the caller checks each. Reads
   * only those posts, however many there are.
   */
  listPostsShowingFiles(names: readonly string[]): Promise<Post[]>
  /** Stores a new post and returns it. Throws `conflict` when the slug is taken; nothing is written then. */
  createPost(post: Post): Promise<Post>
  /**
   * Changes the given fields and returns the post as stored, or null when no post has this id,
   * or when `onlyIf` is given and says no of the post as it is at the moment of the write (read
   * and written in one step: the scheduled publish's guard against a post changed meanwhile).
   * Throws `conflict` when the new slug belongs to another post; nothing is written then.
   */
  updatePost(id: string, update: PostUpdate, onlyIf?: (current: Post) => boolean): Promise<Post | null>
  /** Removes the post; false when there was none. */
  deletePost(id: string): Promise<boolean>
  /** How many posts there are, counted by the database (never by reading the records). */
  countPosts(): Promise<number>
}
