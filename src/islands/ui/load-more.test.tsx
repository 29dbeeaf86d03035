import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { pagedQuery, usePagedList } from '../shared/paged-list.ts'
import { LoadMore, LoadMoreLink, READ_ON_PAGES } from './load-more.tsx'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'

/** For the tests of the button alone. */
const noList = { current: null }

function nextPage(more: boolean, fetching = false) {
  return { hasNextPage: more, isFetchingNextPage: fetching, fetchNextPage: vi.fn(async () => {}) }
}

describe('LoadMore', () => {
  test('shown only while there is more; a click, Enter or Space fetches the next page', async () => {
    const user = userEvent.setup()
    const query = nextPage(true)
    const { rerender } = render(<LoadMore query={query} label="Load more enquiries" list={noList} />)

    await user.click(screen.getByRole('button', { name: 'Load more enquiries' }))
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(query.fetchNextPage).toHaveBeenCalledTimes(3)

    rerender(<LoadMore query={nextPage(false)} label="Load more enquiries" list={noList} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('busy and disabled while the next page loads', async () => {
    const user = userEvent.setup()
    const query = nextPage(true, true)
    render(<LoadMore query={query} label="Load more" list={noList} />)

    const button = screen.getByRole('button', { name: 'Load more' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button).toHaveProperty('disabled', true)
    await user.click(button)
    expect(query.fetchNextPage).not.toHaveBeenCalled()
  })
})

describe('LoadMore and the focus', () => {
  const PAGES = [['Ashfield', 'Burwood'], ['Concord', 'Drummoyne'], ['Enfield']]

  function Suburbs() {
    const list = useRef<HTMLUListElement>(null)
    const { query, items } = usePagedList(
      pagedQuery(['suburbs'], async (cursor) => {
        const page = Number(cursor ?? 0)
        return {
          items: (PAGES[page] ?? []).map((name) => ({ id: name })),
          next: page + 1 < PAGES.length ? String(page + 1) : null,
        }
      }),
    )
    return (
      <>
        <ul ref={list} aria-label="Suburbs">
          {items.map((item) => (
            <li key={item.id}>{item.id}</li>
          ))}
        </ul>
        <LoadMore query={query} label="Load more suburbs" list={list} />
      </>
    )
  }

  const item = (name: string) => screen.getByText(name, { selector: 'li' })

  test('goes to the first item the page brought, also when the button leaves with the last page', async () => {
    const { user } = renderWithQueries(<Suburbs />)
    const button = await screen.findByRole('button', { name: 'Load more suburbs' })

    button.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(item('Concord')))
    // Taken out of the tab order again once the focus moves on.
    await user.tab()
    expect(document.activeElement).toBe(button)
    expect(item('Concord').hasAttribute('tabindex')).toBe(false)

    await user.keyboard(' ')
    await waitFor(() => expect(document.activeElement).toBe(item('Enfield')))
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('LoadMoreLink', () => {
  test('a link to the next static page, which the island turns into a fetch', async () => {
    const user = userEvent.setup()
    const query = nextPage(true)
    render(<LoadMoreLink query={query} href="/blog/page/2" label="Load more posts" busyLabel="Loading..." />)

    const link = screen.getByRole('link', { name: 'Load more posts' })
    expect(link.getAttribute('href')).toBe('/blog/page/2')
    await user.click(link)
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1)
    // The click stayed on this page.
    expect(window.location.pathname).toBe('/')
  })

  test('while loading it says so, is marked disabled, and a second click fetches nothing', async () => {
    const user = userEvent.setup()
    const query = nextPage(true, true)
    render(<LoadMoreLink query={query} href="/blog/page/2" label="Load more posts" busyLabel="Loading..." />)

    const link = screen.getByRole('link', { name: 'Loading...' })
    expect(link.getAttribute('aria-disabled')).toBe('true')
    await user.click(link)
    expect(query.fetchNextPage).not.toHaveBeenCalled()
  })
})

describe('reading on past an empty page', () => {
  const pages = (...counts: number[]) => ({
    pages: counts.map((count) => ({ items: Array(count).fill({}) })),
  })

  test('a search page that came back empty with a cursor fetches the next by itself, busy meanwhile', async () => {
    const query = { ...nextPage(true), data: pages(2, 0), isFetching: false }
    render(<LoadMore query={query} label="Load more posts" list={noList} />)

    await waitFor(() => expect(query.fetchNextPage).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('button', { name: 'Load more posts' }).getAttribute('aria-busy')).toBe('true')
  })

  test('not after a page with items, while a fetch runs, or after a failure (the button retries)', () => {
    const shortPage = { ...nextPage(true), data: pages(1), isFetching: false }
    const fetching = { ...nextPage(true), data: pages(0), isFetching: true }
    const failed = { ...nextPage(true), data: pages(0), isFetching: false, isError: true }
    for (const query of [shortPage, fetching, failed]) {
      const { unmount } = render(<LoadMore query={query} label="Load more posts" list={noList} />)
      expect(query.fetchNextPage).not.toHaveBeenCalled()
      unmount()
    }
  })

  test(`it pauses after ${READ_ON_PAGES} empty pages in a row and asks; a click reads on again`, async () => {
    const user = userEvent.setup()
    const paused = { ...nextPage(true), data: pages(...Array(READ_ON_PAGES).fill(0)), isFetching: false }
    const { rerender } = render(<LoadMore query={paused} label="Load more posts" list={noList} />)

    const button = screen.getByRole('button', { name: 'Keep searching' })
    expect(button.getAttribute('aria-busy')).not.toBe('true')
    expect(paused.fetchNextPage).not.toHaveBeenCalled()
    await user.click(button)
    expect(paused.fetchNextPage).toHaveBeenCalledTimes(1)

    // The page after the click came back empty too: it reads on by itself again.
    const again = { ...nextPage(true), data: pages(...Array(READ_ON_PAGES + 1).fill(0)), isFetching: false }
    rerender(<LoadMore query={again} label="Load more posts" list={noList} />)
    await waitFor(() => expect(again.fetchNextPage).toHaveBeenCalledTimes(1))
  })

  test('an empty page after found items counts from there', () => {
    const query = {
      ...nextPage(true),
      data: pages(0, 0, 3, ...Array(READ_ON_PAGES).fill(0)),
      isFetching: false,
    }
    render(<LoadMoreLink query={query} href="/blog/page/2" label="Load more posts" busyLabel="Loading..." />)
    expect(screen.getByRole('link', { name: 'Keep searching' })).toBeTruthy()
    expect(query.fetchNextPage).not.toHaveBeenCalled()
  })
})
