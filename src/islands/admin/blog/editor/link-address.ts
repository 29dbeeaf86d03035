/**
 * What an admin types into the editor's link field, made into the address the post stores:
 * "example.com" and "www.example.com/x" get https://, an e-mail address gets mailto:, and
 * anything the blog does not allow (domain/post-html.ts) is refused with a message.
 */
import { z } from 'zod'
import { isAllowedPostLink } from '../../../../domain/post-html.ts'

export const LINK_REFUSED =
  'Please enter a web address (https://…), a page of this site (/…) or an e-mail address'

export const LinkAddressSchema = z
  .string()
  .trim()
  .transform((value) => {
    if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) return `mailto:${value}`
    if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#:]|$)/i.test(value)) return `https://${value}`
    return value
  })
  .refine(isAllowedPostLink, LINK_REFUSED)
