/**
 * Reading a rendered component as assistive technology does, for component tests (*.test.tsx).
 */

/** What a screen reader reads after a control's name: the hint and error lines it names. */
export function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}
