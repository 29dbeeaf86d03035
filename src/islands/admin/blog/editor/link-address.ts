/**
 * What an admin types into the editor's link field, made into the address the post stores:
 * "example.com" and "www.example.com/x" get https://, an e-mail address gets mailto:, and
 * anything the blog does not allow (domain/post-html.ts) is refused with a message.
 */
import { isAllowedPostLink } from '../../../../domain/post-html.ts'

export const LINK_REFUSED =
  'Please enter a web address (https://…), a page of this site (/…) or an e-mail address'

export type LinkAddress = { href: string } | { problem: string }

export function linkAddress(typed: string): LinkAddress {
  const value = typed.trim()
  if (value === '') return { problem: LINK_REFUSED }
  let href = value
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) href = `mailto:${value}`
  else if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#:]|$)/i.test(value)) href = `https://${value}`
  return isAllowedPostLink(href) ? { href } : { problem: LINK_REFUSED }
}
