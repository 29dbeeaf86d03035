import type { APIRequestContext, Page } from '@playwright/test'
import { demoPhotos, demoPosts } from '../../../scripts/demo-content'
import { slugFromTitle } from '../../../src/domain/post'

/** Slugs of the demo posts every test stack starts with; no test changes or deletes them. */
export const seededPostSlugs = new Set(demoPosts.map((post) => slugFromTitle(post.title)))
/** Titles of the demo gallery photos. */
export const seededPhotoTitles = new Set(demoPhotos.map((photo) => photo.title))

/**
 * Narrows the live lists the page loads (/api/posts, /api/gallery) to the demo content, for a
 * test that checks pages as a whole while the 'content' project adds and deletes its own posts
 * and photos: the test then sees the same records from start to end.
 */
export async function showOnlySeededContent(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/posts',
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { posts: { slug: string }[] }
      await route.fulfill({
        response,
        json: { ...body, posts: body.posts.filter((post) => seededPostSlugs.has(post.slug)) },
      })
    },
  )
  await page.route(
    (url) => url.pathname === '/api/gallery',
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { images: { title: string }[] }
      await route.fulfill({
        response,
        json: { ...body, images: body.images.filter((image) => seededPhotoTitles.has(image.title)) },
      })
    },
  )
}

interface WithMedia {
  image_url: string | null
  image_variants: { url: string }[]
}
const mediaOf = (record: WithMedia) =>
  [record.image_url, ...record.image_variants.map((variant) => variant.url)].filter(
    (url): url is string => url !== null,
  )

/** Paths of every media file the demo posts and photos use. */
export async function seededMediaPaths(request: APIRequestContext): Promise<Set<string>> {
  const posts = (
    (await (await request.get('/api/posts')).json()) as { posts: (WithMedia & { slug: string })[] }
  ).posts
  const images = (
    (await (await request.get('/api/gallery')).json()) as { images: (WithMedia & { title: string })[] }
  ).images
  return new Set(
    [
      ...posts.filter((post) => seededPostSlugs.has(post.slug)).flatMap(mediaOf),
      ...images.filter((image) => seededPhotoTitles.has(image.title)).flatMap(mediaOf),
    ].map((url) => new URL(url, 'http://origin').pathname),
  )
}
