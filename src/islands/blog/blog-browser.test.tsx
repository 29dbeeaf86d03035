import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Page } from '../../domain/page.ts'
import { toListItem, type PostListItem } from '../../domain/post.ts'
import { api } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'
import { makePost } from '#tests/factories/index.ts'
import { BlogBrowser } from './blog-browser.tsx'

const latest = toListItem(makePost({ title: 'Ducted heating for winter' }))
const found = toListItem(makePost({ title: 'Switchboard upgrade in Parramatta' }))
const SEARCH = 'switchboard parramatta'

/** The blog as built (one post), with the API answering each cursor of a search from `pages`. */
function renderBlog(pages: Record<string, () => Promise<Page<PostListItem>>>) {
  const list = vi.spyOn(api.posts, 'list').mockImplementation(async ({ q, cursor } = {}) => {
    if (q === undefined) return { items: [latest], next: null }
    const answer = pages[cursor ?? 'first']
    if (!answer) throw new Error(`no page after ${cursor}`)
    return answer()
  })
  const user = userEvent.setup()
  render(<BlogBrowser firstPage={{ items: [latest], next: null }} total={1} tags={[]} featured={[]} />)
  return { user, list }
}

const search = (user: ReturnType<typeof userEvent.setup>) =>
  user.type(screen.getByRole('searchbox', { name: 'Search articles' }), SEARCH)

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('the blog search', () => {
  test('reads on past empty pages while a cursor remains, never saying nothing was found', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { user, list } = renderBlog({
      first: async () => ({ items: [], next: 'after-1' }),
      'after-1': async () => {
        await held
        return { items: [], next: 'after-2' }
      },
      'after-2': async () => ({ items: [found], next: null }),
    })
    await search(user)

    // The second page is on its way: the list says it is loading, not that nothing matched.
    expect(await screen.findByRole('link', { name: 'Loading more articles...' })).toBeTruthy()
    expect(screen.queryByText('No articles found')).toBeNull()
    expect(screen.queryByText(/articles? found/)).toBeNull()
    release()

    expect(await screen.findByRole('heading', { name: found.title })).toBeTruthy()
    expect(screen.getByText('1 article found')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Load/ })).toBeNull()
    const searches = list.mock.calls.filter(([query]) => query?.q === SEARCH)
    expect(searches.map(([query]) => query?.cursor ?? null)).toEqual([null, 'after-1', 'after-2'])
  })

  test('a short page with items shows them with "Load more", and reads on only when asked', async () => {
    const { user, list } = renderBlog({
      first: async () => ({ items: [found], next: 'after-1' }),
      'after-1': async () => ({ items: [], next: null }),
    })
    await search(user)

    expect(await screen.findByRole('heading', { name: found.title })).toBeTruthy()
    expect(screen.getByText('1+ article found')).toBeTruthy()
    const more = screen.getByRole('link', { name: 'Load more articles' })
    const searches = () => list.mock.calls.filter(([query]) => query?.q === SEARCH).length
    expect(searches()).toBe(1)
    await user.click(more)
    await waitFor(() => expect(screen.queryByRole('link', { name: /Load/ })).toBeNull())
    expect(screen.getByText('1 article found')).toBeTruthy()
    expect(searches()).toBe(2)
  })

  test('"No articles found" once the last page is read and none matched', async () => {
    const { user } = renderBlog({
      first: async () => ({ items: [], next: 'after-1' }),
      'after-1': async () => ({ items: [], next: null }),
    })
    await search(user)

    expect(await screen.findByText('No articles found')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Load/ })).toBeNull()
  })
})
