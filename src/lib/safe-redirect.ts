/**
 * The page to go to after signing in: a same-origin path from `?redirect=` (never another
 * site: an open redirect would let a phishing link borrow our sign-in page), else `fallback`.
 *
 * The path is checked after the URL parser has read it, since the parser drops `.` and `..`
 * segments and tabs: `/.//evil.example` becomes the path `//evil.example`, which a browser
 * would follow to another host.
 */
export function safeRedirect(
  candidate: string | null | undefined,
  fallback: string,
  origin: string = location.origin,
): string {
  if (!candidate || !candidate.startsWith('/') || candidate.includes('\\')) return fallback
  try {
    const url = new URL(candidate, origin)
    if (url.origin !== origin || url.pathname.startsWith('//')) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
