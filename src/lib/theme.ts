/**
 * The colour theme: 'light', 'dark' or 'system' (the default), stored under one key
 * (DESIGN.md section 5). ThemeInit.astro reads the same key before first paint; keep them in step.
 */
export const THEME_STORAGE_KEY = 'vite-ui-theme'
/** Dispatched on window whenever the choice changes, here or in another tab. */
export const THEME_CHANGED_EVENT = 'theme:changed'

export type ThemeChoice = 'light' | 'dark' | 'system'

const isChoice = (value: unknown): value is ThemeChoice =>
  value === 'light' || value === 'dark' || value === 'system'

const prefersDark = () => matchMedia('(prefers-color-scheme: dark)')

/** The stored choice, or 'system' when none is stored or storage is unavailable. */
export function readTheme(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    return isChoice(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

/** Puts the `dark` class and the matching `color-scheme` on <html>. */
export function applyTheme(choice: ThemeChoice = readTheme()): void {
  const dark = choice === 'dark' || (choice === 'system' && prefersDark().matches)
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

/** Stores and applies a choice at once, then tells the page. */
export function setTheme(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // Private modes may refuse storage; the choice still applies to this page.
  }
  applyTheme(choice)
  dispatchEvent(new CustomEvent(THEME_CHANGED_EVENT, { detail: choice }))
}

/**
 * Keeps the page in step with the OS preference (while the choice is 'system') and with
 * choices made in other tabs. Call once per page.
 */
export function watchTheme(): void {
  prefersDark().addEventListener('change', () => applyTheme())
  addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== THEME_STORAGE_KEY) return
    const choice = readTheme()
    applyTheme(choice)
    dispatchEvent(new CustomEvent(THEME_CHANGED_EVENT, { detail: choice }))
  })
}
