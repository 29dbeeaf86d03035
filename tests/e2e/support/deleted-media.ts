import { apiFetch, defaultAdmin } from './accounts'

/**
 * Screens such as /admin/gallery, /gallery and /blog list every record, and tests running at
 * the same time delete their own records, so a page can ask for the picture of a record that
 * was deleted after the list arrived: a 404 for that file is the deletion, not a fault of the
 * page. A 404 for a file that a live record still refers to is a fault, and still fails.
 */
const MEDIA_NOT_FOUND = [
  /^HTTP 404 for GET (\S+\/api\/media\/\S+)$/,
  /^console\.error: Failed to load resource: the server responded with a status of 404.*\(at (\S+\/api\/media\/\S+)\)$/,
]

function mediaPath(problem: string): string | undefined {
  for (const pattern of MEDIA_NOT_FOUND) {
    const url = pattern.exec(problem)?.[1]
    if (url) return new URL(url).pathname
  }
  return undefined
}

/** Every stored record that can point at a media file, as JSON text, read as an admin. */
async function liveRecordsText(): Promise<string> {
  const admin = await defaultAdmin()
  const bodies = await Promise.all(
    ['/api/gallery/all', '/api/posts'].map(async (path) => {
      const response = await apiFetch(admin, path)
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
      return response.text()
    }),
  )
  return bodies.join('\n')
}

/** `problems` without the 404s of media files that no live record refers to any more. */
export async function withoutDeletedMedia(problems: string[]): Promise<string[]> {
  if (!problems.some((problem) => mediaPath(problem))) return problems
  const live = await liveRecordsText()
  return problems.filter((problem) => {
    const path = mediaPath(problem)
    return !path || live.includes(path)
  })
}
