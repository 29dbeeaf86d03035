import { afterEach, expect, test, vi } from 'vitest'
import { api } from '../../lib/api-client.ts'
import { uploadPhotoOnce } from './photo-upload.ts'

const media = {
  url: '/api/media/gallery/roof.webp',
  width: 960,
  height: 640,
  variants: [{ url: '/api/media/gallery/roof.webp', width: 960, height: 640 }],
}
// Not a format the preparing step reads, so it goes as chosen without a worker.
const file = () => new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })

afterEach(() => vi.restoreAllMocks())

test('a file that reached the server is not sent again; another file, or another purpose, is', async () => {
  const upload = vi.spyOn(api.media, 'upload').mockResolvedValue(media)
  const chosen = file()
  expect(await uploadPhotoOnce(chosen, 'gallery')).toBe(media)
  const progress = vi.fn()
  expect(await uploadPhotoOnce(chosen, 'gallery', progress)).toBe(media)
  expect(progress).toHaveBeenCalledWith({ step: 'uploading', percent: 100 })
  expect(upload).toHaveBeenCalledOnce()
  await uploadPhotoOnce(file(), 'gallery')
  await uploadPhotoOnce(chosen, 'quote')
  expect(upload).toHaveBeenCalledTimes(3)
})

test('a failed upload is not remembered: the next try sends the file', async () => {
  const upload = vi.spyOn(api.media, 'upload').mockRejectedValueOnce(new Error('offline'))
  const chosen = file()
  await expect(uploadPhotoOnce(chosen, 'gallery')).rejects.toThrow('offline')
  upload.mockResolvedValueOnce(media)
  expect(await uploadPhotoOnce(chosen, 'gallery')).toBe(media)
  expect(upload).toHaveBeenCalledTimes(2)
})
