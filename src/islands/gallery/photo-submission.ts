/**
 * Sending a photo for the gallery: the photo is prepared and goes up first (uploadPhoto, with
 * progress over both steps), then the submission
 * (POST /api/gallery/submissions), which waits in the review queue. A file that reached the
 * server is not sent again when only the submission needs a retry (uploadOnce).
 */
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { api } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'
import { uploadPhoto, type PhotoProgress } from '../shared/photo-upload.ts'
import { galleryQueries } from './gallery-queries.ts'
import { toSubmission, uploadOnce, type UploadDraft, type UploadedPhoto } from './upload-form.ts'

export function usePhotoSubmission() {
  /** Which step the photo is at, and how far both steps are, 0 to 100. */
  const [progress, setProgress] = useState<PhotoProgress>({ step: 'preparing', percent: 0 })
  const uploaded = useRef<UploadedPhoto | null>(null)
  const mutation = useMutation({
    mutationFn: async ({ file, draft }: { file: File; draft: UploadDraft }) => {
      setProgress({ step: 'preparing', percent: 0 })
      const photo = await uploadOnce(file, uploaded.current, (chosen) =>
        uploadPhoto(chosen, 'gallery', setProgress),
      )
      uploaded.current = photo
      setProgress({ step: 'uploading', percent: 100 })
      return api.gallery.submit(toSubmission(draft, photo.media))
    },
    onSuccess: () => {
      uploaded.current = null
      void queryClient.invalidateQueries({ queryKey: galleryQueries.all() })
    },
  })
  return { submit: mutation.mutateAsync, busy: mutation.isPending, progress }
}
