/**
 * A request's photos in the inbox: the shared private photo grid (thumbnails at their own aspect
 * that open the kit's viewer), fetched with the admin's token.
 */
import type { ImageVariant } from '../../../domain/media.ts'
import { api } from '../../../lib/api-client.ts'
import { PrivatePhotos } from '../../shared/private-photos.tsx'
import { mediaApiPath } from '../../shared/review-picture.tsx'

/** A stored photo's file, from its address (local or bucket) through GET /api/media/*. */
function loadStoredPhoto(url: string): Promise<Blob> {
  const path = mediaApiPath(url)
  return path ? api.media.privateFile(path) : Promise.reject(new Error(`Not a stored photo: ${url}`))
}

export function QuotePhotos({
  photos,
  name,
  numberFrom = 1,
  of = photos.length,
  listLabel = 'Photos',
}: {
  photos: ImageVariant[][]
  name: string
  /** The first photo's number among the request's (photos the customer added later go on from it). */
  numberFrom?: number
  /** How many photos the request has in all. */
  of?: number
  listLabel?: string
}) {
  return (
    <PrivatePhotos
      photos={photos}
      load={loadStoredPhoto}
      label={(index) => `Photo ${numberFrom + index} from ${name}`}
      title={(index) => `Photo ${numberFrom + index} of ${of} from ${name}`}
      listLabel={listLabel}
    />
  )
}
