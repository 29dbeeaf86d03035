/**
 * `client:interaction`: hydrates an island when the visitor first reaches for it (pointer
 * down, focus, a key), not when the page loads. Until then the island is the static HTML the
 * build rendered, so a page with a heavy island (React, the API client) ships almost no
 * JavaScript before anyone touches it (issue 11's budgets; docs/decisions/019-pagination.md).
 *
 * A click on a button (or a link marked `data-island-action`, such as "Load more", which works
 * as a plain link without JavaScript) that lands before the code has arrived is held and
 * replayed on the same element once the island runs, so the first tap is not lost. Other links
 * navigate at once. Two things an island must not do for that to hold: disable its buttons
 * until it runs (a disabled button gets no click to hold), or swap the nodes inside a button
 * when it mounts (a press that spans the mount then ends on a node that is gone, and the browser
 * sends no click). gallery.spec.ts and quote-request.spec.ts press before the island runs.
 *
 * An address that already asks for what the static HTML cannot show hydrates at once: a
 * filtered view (?tag=, ?category=, ?q=) of a list, a sign-in form filled in from the
 * landing page's panel (?email=), a sign-in page reached from an e-mailed link (?notice=, lib/sign-in-notice.ts), a quote request for a chosen service (?service=), or the password reset of the admin portal (?for=admin). With the value 'or-signed-in' the island also hydrates at once
 * for someone the stored auth hint names: the sign-in form then checks the real session and puts
 * a stale hint right (DESIGN.md section 4), as it did when it hydrated on load.
 *
 * With 'at-once' the island hydrates on load, as `client:load` would, but keeps the hold: a form
 * that the build rendered (the admin sign-in) submits natively, as a GET of its own page, if it
 * is sent between the page's first paint and React's handlers (the admin sign-in that came back
 * to /admin/login?email=... without signing in).
 */
import type { ClientDirective } from 'astro'
import { readAuthHint } from '../lib/auth-hint.ts'
import { ISLAND_COMMITTED } from '../lib/island-committed.ts'
import { wantStyles } from '../lib/styles-wanted.ts'

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const
const STATEFUL_PARAMS = ['tag', 'category', 'q', 'email', 'for', 'service', 'notice']

const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  let held: HTMLElement | null = null
  let started = false

  const hold = (event: Event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(
      'button, label, [role="button"], a[data-island-action]',
    )
    if (!target || !island.contains(target)) return
    held = target
    event.preventDefault()
    event.stopPropagation()
  }

  const start = async () => {
    if (started) return
    started = true
    for (const type of TRIGGERS) island.removeEventListener(type, start)
    // React hydrates in a transition: `hydrate()` returns before the handlers are attached.
    const committed = new Promise((resolve) =>
      island.addEventListener(ISLAND_COMMITTED, resolve, { once: true }),
    )
    const hydrate = await load()
    await hydrate()
    await committed
    island.removeEventListener('click', hold, true)
    // The island's handlers are attached now; the held element is the same DOM node.
    if (held?.isConnected) held.click()
    held = null
  }

  island.addEventListener('click', hold, true)
  for (const type of TRIGGERS) island.addEventListener(type, start, { passive: true })
  const params = new URLSearchParams(location.search)
  const signedIn = options.value === 'or-signed-in' && readAuthHint() !== null
  if (options.value === 'at-once' || signedIn || STATEFUL_PARAMS.some((name) => params.has(name))) {
    // It will draw what the static HTML did not hold, so the rules inline may not cover it.
    wantStyles()
    void start()
  }
}

export default hydrateOnInteraction
