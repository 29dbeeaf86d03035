/**
 * The hosts other than the site's that `urls` load from, each once, in order. Public media is
 * served from the Storage bucket's host in production (bucket-media-store.ts) and from the
 * site itself locally, so a page that shows media on its first screen preconnects only where it
 * has to: the browser then opens that connection while the HTML still downloads, instead of
 * after it has found the first image.
 */
export function otherOrigins(urls: readonly (string | null | undefined)[]): string[] {
  const origins = new Set<string>()
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue
    try {
      origins.add(new URL(url).origin)
    } catch {
      // Not a URL a browser could load: nothing to connect to.
    }
  }
  return [...origins]
}

/** How many of a listing's pictures can be on its first screen (a wide window's first row). */
export const FIRST_SCREEN_IMAGES = 4
