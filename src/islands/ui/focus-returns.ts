import { useCallback, useLayoutEffect, useRef, type Ref } from 'react'

/**
 * Gives the focus back to a control that had it when it was disabled (a button while it is busy,
 * the inbox's status while it saves), unless something else has taken it meanwhile. Chromium
 * moves the focus of a control that becomes disabled to the page itself, a frame later, so a
 * keyboard or screen-reader user would find themselves back at the top of the page after each
 * save. Returns the ref to put on the control, which also sets the `ref` it was given.
 */
export function useFocusReturnsWhenEnabled<T extends HTMLElement>(
  disabled: boolean | undefined,
  given?: Ref<T>,
): (node: T | null) => void | (() => void) {
  const element = useRef<T | null>(null)
  const hadFocus = useRef(false)
  useLayoutEffect(() => {
    const control = element.current
    if (!control) return
    // Run as the change is committed: the focus has not left a newly disabled control yet.
    if (disabled) {
      hadFocus.current = hadFocus.current || document.activeElement === control
      return
    }
    const lost = document.activeElement === null || document.activeElement === document.body
    if (hadFocus.current && lost) control.focus()
    hadFocus.current = false
  }, [disabled])
  return useCallback(
    (node: T | null) => {
      element.current = node
      if (typeof given === 'function') return given(node)
      if (given) given.current = node
    },
    [given],
  )
}
