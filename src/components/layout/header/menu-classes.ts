/**
 * The look of the header's items, mobile first: rows of the full-screen menu below 64rem (`lg`),
 * items of the bar above it. Bar colours come from the --hdr-* properties Header.astro sets for
 * each state; the mobile menu is only open in the solid state, so it reads the same ones.
 */

/** A top-level item: Home, Services, Blog and the others. */
export const topItem =
  'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium whitespace-nowrap text-(--hdr-fg) transition-colors hover:bg-(--hdr-hover) hover:text-(--hdr-strong) aria-[current=page]:bg-(--hdr-current-bg) aria-[current=page]:text-(--hdr-current) lg:w-auto lg:rounded-md lg:px-2 lg:py-2 lg:text-sm xl:px-3'

/** A link inside a group: a service in the mobile menu, an electrical page in both. */
export const subItem =
  'block rounded-lg px-3 py-2.5 text-[0.95rem] text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 lg:py-2 lg:text-sm lg:hover:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-950 dark:aria-[current=page]:text-brand-200 lg:dark:text-slate-200 lg:dark:hover:text-white'

/** A nested group: indented list on mobile, floating card on the bar. */
export const groupCard =
  'mt-1 ml-3 space-y-1 border-l border-slate-200 pl-3 lg:m-0 lg:space-y-0 lg:rounded-2xl lg:border lg:bg-white lg:p-2 lg:shadow-2xl lg:shadow-slate-900/10 dark:border-slate-700 lg:dark:bg-slate-900 lg:dark:shadow-black/40'

/** A mobile button that becomes a compact item on the bar (Log In, Admin Portal, Log Out). */
export const authItem =
  'btn btn-outline w-full lg:w-auto lg:px-3 lg:py-[0.4375rem] lg:whitespace-nowrap lg:text-(--hdr-strong) lg:border-(--hdr-border) lg:bg-transparent lg:hover:bg-(--hdr-hover)'
