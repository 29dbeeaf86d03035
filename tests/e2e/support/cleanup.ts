import { apiFetch, defaultAdmin } from './accounts'

/**
 * For a test's `finally`: deletes what it made, found by the unique title it gave, however far
 * the test got. Titles that start with `prefix` match, so an edited title ('... (cleaned)') goes too.
 */
export async function deleteGalleryImagesTitled(prefix: string): Promise<void> {
  const admin = await defaultAdmin()
  const { images } = (await (await apiFetch(admin, '/api/gallery/all')).json()) as {
    images: { id: string; title: string }[]
  }
  for (const image of images.filter((candidate) => candidate.title.startsWith(prefix))) {
    await apiFetch(admin, `/api/gallery/${image.id}`, { method: 'DELETE' })
  }
}

/** The same for posts, drafts and scheduled ones included. */
export async function deletePostsTitled(prefix: string): Promise<void> {
  const admin = await defaultAdmin()
  const { posts } = (await (await apiFetch(admin, '/api/posts?status=all')).json()) as {
    posts: { id: string; title: string }[]
  }
  for (const post of posts.filter((candidate) => candidate.title.startsWith(prefix))) {
    await apiFetch(admin, `/api/posts/${post.id}`, { method: 'DELETE' })
  }
}
