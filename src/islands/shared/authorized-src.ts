/**
 * A private file as an <img src>: the API serves it only to a caller who proves who they are (an
 * admin's or uploader's token, a status page's link), which a plain src cannot send. The file
 * is fetched with those credentials and shown from an object URL while it is on screen.
 */
import { useEffect, useState } from 'react'
import { api } from '../../lib/api-client.ts'

/** Fetches a private file at `path` with the caller's credentials. */
export type PrivateFileLoader = (path: string) => Promise<Blob>

/**
 * What to put in `src` for a private file at `path`: an object URL of the file as `load`
 * fetched it (by default with the signed-in person's token, for /api/media paths), 'failed',
 * or null while loading. Nothing is fetched for a null path. `load` must keep its identity
 * between renders (a module function, or one memoised on what it closes over).
 */
export function useAuthorizedSrc(
  path: string | null,
  load: PrivateFileLoader = api.media.privateFile,
): string | 'failed' | null {
  const [src, setSrc] = useState<string | 'failed' | null>(null)
  useEffect(() => {
    if (!path) return
    let objectUrl: string | undefined
    let current = true
    setSrc(null)
    load(path).then(
      (blob) => {
        if (!current) return
        objectUrl = URL.createObjectURL(blob)
        setSrc(objectUrl)
      },
      () => current && setSrc('failed'),
    )
    // The object URL lives as long as it is shown.
    return () => {
      current = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [path, load])
  return path ? src : null
}
