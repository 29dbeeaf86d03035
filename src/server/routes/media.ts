import { Hono, type Context } from 'hono'
import { AppError } from '../../domain/api-error.ts'
import { MAX_UPLOAD_BYTES, MediaPurposeSchema, uploadMessages } from '../../domain/media.ts'
import type { AppEnv } from '../app-env.ts'
import { limitBody } from '../middleware/body.ts'
import type { Services } from '../services/services.ts'

export const MEDIA_PATH = '/api/media'
/** Room for the multipart framing and the purpose field around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024
const NOT_MULTIPART = 'Send the image as multipart/form-data with a "file" field'
const UNREADABLE_FORM = 'The upload could not be read. Please try again.'

/**
 * /api/media: POST an image (multipart: file, purpose gallery|blog|quote) to get its URLs; GET
 * serves stored files (the local adapter's; in production the bucket serves public ones): public
 * files to anyone, private ones (photos waiting for review or rejected, quote requests' photos)
 * to admins and their signed-in uploader.
 */
export function mediaRoutes({ media }: Services, clientIp: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .post(
      '/',
      // Anyone may upload a quote request's photo, so who may upload what is decided with the purpose.
      async (_, next) => {
        media.admit()
        await next()
      },
      limitBody(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, uploadMessages.tooLarge),
      async (c) => {
        const type = c.req.header('content-type') ?? ''
        if (!type.toLowerCase().startsWith('multipart/form-data')) {
          throw new AppError('unsupported_media_type', NOT_MULTIPART)
        }
        let form: FormData
        try {
          form = await c.req.formData()
        } catch {
          throw new AppError('validation_failed', UNREADABLE_FORM)
        }
        const purpose = MediaPurposeSchema.safeParse(form.get('purpose'))
        if (!purpose.success) {
          throw new AppError('validation_failed', purpose.error.issues[0]?.message ?? UNREADABLE_FORM, {
            issues: [{ path: 'purpose', message: purpose.error.issues[0]?.message ?? UNREADABLE_FORM }],
          })
        }
        const file = form.get('file')
        if (!(file instanceof File) || file.size === 0) {
          throw new AppError('validation_failed', uploadMessages.missing, {
            issues: [{ path: 'file', message: uploadMessages.missing }],
          })
        }
        if (file.size > MAX_UPLOAD_BYTES) throw new AppError('too_large', uploadMessages.tooLarge)
        const bytes = new Uint8Array(await file.arrayBuffer())
        return c.json(await media.upload(c.var.actor, purpose.data, bytes, clientIp(c)), 201)
      },
    )
    .get('/*', async (c) => {
      const key = c.req.path.slice(MEDIA_PATH.length + 1)
      const stored = await media.read(c.var.actor, key)
      if (!stored) throw new AppError('not_found', 'This image does not exist')
      return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': stored.contentType,
        // Keys are never reused (time and random in the name), so a public file can be cached
        // for good; a private one is personal and may change visibility, so no cache keeps it.
        'Cache-Control':
          stored.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      })
    })
}
