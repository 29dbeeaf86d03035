import { useEffect, type RefObject } from 'react'

/**
 * Keeps the keyboard's place in a list whose items can leave it: when the element that had the
 * focus inside `container` is removed (its item deleted, approved out of a queue, filtered out by
 * a new status), the focus goes to the container instead of falling to the top of the page. The
 * container needs `tabIndex={-1}` and a name.
 *
 * The item may leave while a confirm dialog has the focus: the dialog gives the focus back to
 * what opened it only if that is still there, so the dialog's own removal is watched as well.
 */
export function useFocusKeptIn(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = container.current
    if (!list) return
    let last: Element | null = null
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target !== list) last = event.target
    }
    const check = () => {
      const lost = document.activeElement === null || document.activeElement === document.body
      if (last && !last.isConnected && lost) {
        last = null
        list.focus({ preventScroll: true })
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(list, { childList: true, subtree: true })
    // Dialogs are drawn at the end of the body: one closing is a change of the body's children.
    observer.observe(document.body, { childList: true })
    list.addEventListener('focusin', remember)
    return () => {
      observer.disconnect()
      list.removeEventListener('focusin', remember)
    }
  }, [container])
}
