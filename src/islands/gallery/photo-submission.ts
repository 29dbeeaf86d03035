/**
 * Sending a photo for the gallery: the file goes up first (with progress), then the submission
 * (POST /api/gallery/submissions), which waits in the review queue. A file that reached the
 * server is not sent again when only the submission needs a retry (uploadOnce).
 */
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { api } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'
import { galleryQueries } from './gallery-queries.ts'
import { toSubmission, uploadOnce, type UploadDraft, type UploadedPhoto } from './upload-form.ts'

export function usePhotoSubmission() {
  /** How much of the file has gone up, 0 to 100. */
  const [progress, setProgress] = useState(0)
  const uploaded = useRef<UploadedPhoto | null>(null)
  const mutation = useMutation({
    mutationFn: async ({ file, draft }: { file: File; draft: UploadDraft }) => {
      setProgress(0)
      const photo = await uploadOnce(file, uploaded.current, (chosen) =>
        api.media.upload(chosen, 'gallery', (fraction) => setProgress(Math.round(fraction * 100))),
      )
      uploaded.current = photo
      setProgress(100)
      return api.gallery.submit(toSubmission(draft, photo.media))
    },
    onSuccess: () => {
      uploaded.current = null
      void queryClient.invalidateQueries({ queryKey: galleryQueries.all() })
    },
  })
  return { submit: mutation.mutateAsync, busy: mutation.isPending, progress }
}
