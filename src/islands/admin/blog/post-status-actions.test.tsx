import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { Post } from '../../../domain/post.ts'
import { api } from '../../../lib/api-client.ts'
import { makePost } from '#tests/factories/index.ts'
import { notify } from '../../ui/toast.tsx'
import { PostForm } from './post-form.tsx'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import '#tests/components/editor-layout.ts'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

function renderForm(post?: Post) {
  const onClose = vi.fn()
  const { user } = renderWithQueries(<PostForm post={post} onClose={onClose} />)
  return { user, onClose }
}

const buttons = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== 'Close form' && !name?.startsWith('Upload'))
const content = () => screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 })
const answerWith = (post: Post) => vi.spyOn(api.posts, 'update').mockResolvedValue(post)

beforeAll(() => import('./editor/post-content-editor.tsx'))

describe("the editor's status controls", () => {
  test('each status offers its own actions, after Cancel; the status is shown', async () => {
    renderForm()
    await content()
    expect(buttons().slice(-4)).toEqual(['Cancel', 'Save draft', 'Schedule', 'Create Post'])
    expect(screen.getByText('New post')).toBeTruthy()
  })

  test.each([
    ['draft', ['Save draft', 'Schedule', 'Publish'], 'Draft'],
    ['published', ['Unpublish', 'Update Post'], 'Published'],
  ] as const)('a %s post: %j', async (status, actions, shown) => {
    renderForm(makePost({ status }))
    await content()
    expect(buttons().slice(-actions.length)).toEqual(actions)
    expect(screen.getByText(shown)).toBeTruthy()
  })

  test('a scheduled post shows when, on Sydney time, with Cancel schedule and Publish now', async () => {
    renderForm(makePost({ status: 'scheduled', publish_at: '2099-02-01T20:00:00.000Z' }))
    await content()
    expect(buttons().slice(-3)).toEqual(['Cancel schedule', 'Publish now', 'Schedule'])
    expect(screen.getByText('Scheduled for Mon, 2 Feb 2099, 7:00 am')).toBeTruthy()
    expect(screen.getByLabelText('Publish date')).toHaveProperty('value', '2099-02-02')
    expect(screen.getByLabelText('Publish time')).toHaveProperty('value', '07:00')
  })

  test('Save draft sends a draft and says only admins can see it', async () => {
    const create = vi
      .spyOn(api.posts, 'create')
      .mockImplementation(async (sent) => makePost({ title: sent.title, status: 'draft' }))
    const { user, onClose } = renderForm()
    await user.click(await content())
    await user.keyboard('Notes')
    await user.type(screen.getByLabelText('Title'), 'Heat pumps')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(create.mock.calls[0]?.[0]).toMatchObject({ status: 'draft', publish_at: null })
    expect(notify).toHaveBeenCalledWith({
      title: 'Draft saved',
      description: '"Heat pumps" is saved as a draft: only admins can see it.',
      variant: 'success',
    })
  })

  test('Schedule sends the Sydney time in UTC; without a time still to come it is refused by the date', async () => {
    const post = makePost({ status: 'draft' })
    const update = answerWith({ ...post, status: 'scheduled', publish_at: '2099-06-01T21:00:00.000Z' })
    const { user, onClose } = renderForm(post)
    await content()
    await user.click(screen.getByRole('button', { name: 'Schedule' }))
    const date = screen.getByLabelText('Publish date')
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'))
    expect(update).not.toHaveBeenCalled()

    await user.type(date, '2099-06-02')
    await user.type(screen.getByLabelText('Publish time'), '07:00')
    await user.click(screen.getByRole('button', { name: 'Schedule' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(update.mock.calls[0]?.[1]).toMatchObject({
      status: 'scheduled',
      publish_at: '2099-06-01T21:00:00.000Z',
    })
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Post scheduled',
      description: `"${post.title}" goes live on Tue, 2 June 2099, 7:00 am (Sydney time).`,
      variant: 'success',
    })
  })

  test.each([
    ['published', 'Unpublish', 'Post unpublished'],
    ['scheduled', 'Cancel schedule', 'Schedule cancelled'],
  ] as const)('a %s post: %s makes it a draft again', async (status, action, toast) => {
    const post = makePost({ status, publish_at: status === 'scheduled' ? '2099-02-01T20:00:00.000Z' : null })
    const update = answerWith({ ...post, status: 'draft', publish_at: null })
    const { user, onClose } = renderForm(post)
    await content()
    await user.click(screen.getByRole('button', { name: action }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(update.mock.calls[0]?.[1]).toMatchObject({ status: 'draft', publish_at: null })
    expect(vi.mocked(notify).mock.calls[0]?.[0]).toMatchObject({ title: toast })
  })

  test('Publish puts a draft on the site', async () => {
    const post = makePost({ status: 'draft' })
    const update = answerWith({ ...post, status: 'published' })
    const { user, onClose } = renderForm(post)
    await content()
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(update.mock.calls[0]?.[1]).toMatchObject({ status: 'published', publish_at: null })
    expect(vi.mocked(notify).mock.calls[0]?.[0]).toMatchObject({ title: 'Post published' })
  })
})
