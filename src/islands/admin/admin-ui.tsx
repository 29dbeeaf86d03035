/** Temporary, for admin/posts only (rewritten there for issue 12): the kit replaced this file. */
export { AdminPageHeading } from './shared/page-heading.tsx'
