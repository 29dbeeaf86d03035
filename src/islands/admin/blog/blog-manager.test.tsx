import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { SiteStatus } from '../../../domain/publish.ts'
import { api, ApiError } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { makePost } from '#tests/factories/index.ts'
import { notify } from '../../ui/toast.tsx'
import { BlogManager } from './blog-manager.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('../admin-guard.tsx', () => import('#tests/components/signed-in-admin.tsx'))

const post = makePost({ title: 'Five signs your switchboard needs an upgrade' })
const failed: SiteStatus = {
  state: 'failed',
  live_as_of: null,
  pending_since: '2026-11-20T01:00:00.000Z',
  failure: { at: '2026-11-20T01:01:00.000Z', reason: 'The build ran out of time' },
}
const refusal = new ApiError('internal', 'The post store is not answering', 500)
/** The toast of a failure, as the query client shows it. */
const failureToast = (title: string, description: string) => ({ title, description, variant: 'destructive' })

function renderScreen(
  status: SiteStatus = { ...failed, state: 'live', pending_since: null, failure: null },
  list: typeof api.posts.list = async () => ({ items: [post], next: null }),
) {
  vi.spyOn(api.posts, 'list').mockImplementation(list)
  vi.spyOn(api, 'stats').mockResolvedValue({ posts: 1 } as never)
  vi.spyOn(api.publish, 'status').mockResolvedValue(status)
  const user = userEvent.setup()
  render(<BlogManager />)
  return user
}

async function deleteThePost(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: `Delete ${post.title}` }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' })
  await user.click(within(dialog).getByRole('button', { name: 'Delete post' }))
}

afterEach(() => queryClient.clear())

describe('the blog manager', () => {
  test('a failed read is told in place and toasted once', async () => {
    // A refusal is not retried, so the failure shows at once.
    renderScreen(undefined, () => Promise.reject(new ApiError('forbidden', 'Only admins can see posts', 403)))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error fetching blog posts: Only admins can see posts',
    )
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      failureToast('Error fetching blog posts', 'Only admins can see posts'),
    )
  })

  test('a failed delete is told once, with its title and the API’s message, and the post stays', async () => {
    vi.spyOn(api.posts, 'remove').mockRejectedValue(refusal)
    const user = renderScreen()
    await deleteThePost(user)

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        failureToast('Error deleting post', 'The post store is not answering'),
      ),
    )
    expect(notify).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('article', { name: post.title })).toBeTruthy()
  })

  test('a delete takes the card away and says so', async () => {
    vi.spyOn(api.posts, 'remove').mockResolvedValue()
    const user = renderScreen()
    await screen.findByRole('article', { name: post.title })
    // The reload that follows finds it gone.
    vi.mocked(api.posts.list).mockResolvedValue({ items: [], next: null })
    await deleteThePost(user)

    await waitFor(() => expect(screen.queryByRole('article', { name: post.title })).toBeNull())
    expect(notify).toHaveBeenCalledWith({
      title: 'Post deleted',
      description: `"${post.title}" has been removed from the blog.`,
      variant: 'success',
    })
  })

  test('a failed retry of the publishing is told with its own title', async () => {
    vi.spyOn(api.publish, 'retry').mockRejectedValue(refusal)
    const user = renderScreen(failed)
    await user.click(await screen.findByRole('button', { name: 'Retry publishing' }))

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(failureToast('Retry failed', 'The post store is not answering')),
    )
  })
})
