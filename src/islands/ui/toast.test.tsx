import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { notify, notifyAfterRedirect, showPendingToast, TOASTER_ID } from './toast.tsx'

/** The toaster's live region: sonner's section, which screen readers read politely. */
function liveRegion(): HTMLElement {
  const region = document.getElementById(TOASTER_ID)?.querySelector<HTMLElement>('[aria-live]')
  if (!region) throw new Error('The toaster has no live region')
  return region
}

const toasts = () => Array.from(liveRegion().querySelectorAll<HTMLElement>('[data-sonner-toast]'))

async function shown(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = toasts().find((item) => item.textContent?.includes(title))
    if (!toast) throw new Error(`No toast says "${title}"`)
    return toast
  })
}

beforeAll(() => {
  // jsdom has no matchMedia; sonner asks it whether the page prefers a dark theme.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
})

afterEach(async () => {
  const { toast } = await import('sonner')
  act(() => toast.dismiss())
  // Sonner unmounts a dismissed toast on a timer; one left running past the last test fires
  // after jsdom is gone ("window is not defined"). Each test ends with its toasts gone.
  if (document.getElementById(TOASTER_ID)) await waitFor(() => expect(toasts()).toHaveLength(0))
  sessionStorage.clear()
})

describe('notify', () => {
  test('shows the title and the text in a polite live region, mounted on first use', async () => {
    expect(document.getElementById(TOASTER_ID)).toBeNull()

    notify({ title: 'Post created', description: 'It is live on the blog.', variant: 'success' })

    const toast = await shown('Post created')
    expect(liveRegion().getAttribute('aria-live')).toBe('polite')
    expect(toast.textContent).toContain('It is live on the blog.')
    expect(toast.getAttribute('data-type')).toBe('success')
  })

  test('a destructive toast looks destructive; a new toast replaces the one showing', async () => {
    notify({ title: 'Saved' })
    await shown('Saved')

    notify({ title: 'Could not delete', description: 'You are offline.', variant: 'destructive' })

    const toast = await shown('Could not delete')
    expect(toast.getAttribute('data-type')).toBe('error')
    await waitFor(() => expect(toasts().filter((t) => t.dataset.removed !== 'true')).toHaveLength(1))
  })

  test('a toast can be closed from the keyboard', async () => {
    const user = userEvent.setup()
    notify({ title: 'Message sent' })
    const toast = await shown('Message sent')

    within(toast).getByRole('button', { name: /close/i }).focus()
    await user.keyboard('{Enter}')

    await waitFor(() => expect(toasts().filter((t) => t.dataset.removed !== 'true')).toHaveLength(0))
  })
})

describe('notifyAfterRedirect', () => {
  test('the next page shows the toast once', async () => {
    notifyAfterRedirect({ title: 'Access Denied', description: 'Admins only.', variant: 'destructive' })

    showPendingToast()
    const toast = await shown('Access Denied')
    expect(toast.textContent).toContain('Admins only.')
    expect(sessionStorage.length).toBe(0)
  })
})
