/**
 * Says that something is about to draw what the page's inline rules may not cover, before the
 * visitor has touched the page: the deferred stylesheet loader (build/critical-css.ts) then
 * fetches the whole stylesheet at once, as it does at a first touch. `client:interaction` says
 * it for an island the address wakes at once (a sign-in page's notice, a filtered list), which
 * would otherwise draw unstyled until a first tap. Both an event on `window`, for a loader
 * already listening, and an attribute on `<html>`, which the loader (the last script of the
 * body) reads when it runs, in case the island woke first.
 */
export const STYLES_WANTED = 'harbourline:styles-wanted'
export const STYLES_WANTED_ATTRIBUTE = 'data-styles-wanted'

export function wantStyles(): void {
  document.documentElement.setAttribute(STYLES_WANTED_ATTRIBUTE, '')
  dispatchEvent(new Event(STYLES_WANTED))
}
