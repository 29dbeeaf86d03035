import type { GalleryImage } from '../../domain/gallery-image.ts'
import { mailBusinessFrom } from '../mail/mail-content.ts'
import { reviewNoticeMessage } from '../mail/review-notice-message.ts'
import type { ProfilesStore } from '../ports/profiles-store.ts'
import type { SettingsStore } from '../ports/settings-store.ts'
import type { MailSetup } from './enquiry-mail.ts'
import type { Logger } from '../ports/logger.ts'

/**
 * Tells every admin by e-mail that a photo is waiting for review, one message each (no admin
 * sees the others' addresses). A convenience on top of the review queue, which is the record
 * (the dashboard counts what waits): a notice that cannot be sent is logged, not retried.
 */
export function createReviewNotice({
  profiles,
  settings,
  mail,
  logger,
}: {
  profiles: ProfilesStore
  /** The business's name and phone the notice is sent in, as saved. */
  settings: SettingsStore
  mail: MailSetup | undefined
  logger: Logger
}) {
  return {
    async photoWaiting(image: GalleryImage, sender: string): Promise<void> {
      if (!mail) return
      const [admins, business] = await Promise.all([profiles.listAdmins(), mailBusinessFrom(settings)])
      const results = await Promise.allSettled(
        admins.map(async (admin) =>
          mail.mailer.send(await reviewNoticeMessage(image, sender, admin.email, mail.config, business)),
        ),
      )
      const failed = results.filter((result) => result.status === 'rejected').length
      if (failed > 0)
        logger.warn(
          `The review notice of photo ${image.id} reached ${admins.length - failed} of ${admins.length} admins`,
        )
    },
  }
}

export type ReviewNotice = ReturnType<typeof createReviewNotice>
