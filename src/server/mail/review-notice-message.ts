import type { GalleryImage } from '../../domain/gallery-image.ts'
import type { MailMessage } from '../ports/mailer.ts'
import type { EnquiryMailConfig } from '../services/enquiry-mail.ts'
import { businessLook, type MailBusiness } from './mail-content.ts'
import { composeMail } from './render-mail.ts'

/** The notice one admin gets of a photo waiting for review. */
export function reviewNoticeMessage(
  image: GalleryImage,
  sender: string,
  admin: string,
  config: Pick<EnquiryMailConfig, 'siteUrl'>,
  business: MailBusiness,
): Promise<MailMessage> {
  const details = [image.category, image.location].filter(Boolean).join(', ')
  return composeMail(
    { to: admin, subject: `Photo waiting for review: ${image.title}` },
    {
      preview: `${sender} sent "${image.title}". It is not public until an admin approves it.`,
      heading: 'A photo is waiting for review',
      blocks: [
        { kind: 'text', text: `${sender} sent a photo for the gallery: "${image.title}" (${details}).` },
        { kind: 'text', text: 'It is not public until an admin approves it.' },
        { kind: 'button', label: 'Review it', url: `${config.siteUrl}/admin/gallery` },
      ],
    },
    businessLook(config.siteUrl, business),
  )
}
