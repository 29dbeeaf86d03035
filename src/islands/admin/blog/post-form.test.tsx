import { screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { Post } from '../../../domain/post.ts'
import { api } from '../../../lib/api-client.ts'
import { makePost } from '#tests/factories/index.ts'
import { notify } from '../../ui/toast.tsx'
import { PostForm } from './post-form.tsx'
import { fieldRefusal } from '../../ui/form/use-api-form.ts'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import '#tests/components/editor-layout.ts'
import { description } from '#tests/components/accessible.ts'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))

function renderForm(post?: Post) {
  const onClose = vi.fn()
  const { user } = renderWithQueries(<PostForm post={post} onClose={onClose} />)
  return { user, onClose }
}

const title = () => screen.getByLabelText('Title')
const content = () => screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 })

async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await content())
  await user.keyboard(text)
}

// The editor loads when the form opens; loaded once here, it is there at once in each test.
beforeAll(() => import('./editor/post-content-editor.tsx'))

describe('the post form', () => {
  test("an empty post is refused with 'Missing information' on the title and the content, the title focused", async () => {
    const create = vi.spyOn(api.posts, 'create')
    const { user } = renderForm()
    await content()
    await user.click(screen.getByRole('button', { name: 'Create Post' }))

    const missing = 'Please provide both a title and content for your post'
    await waitFor(() => expect(document.activeElement).toBe(title()))
    expect(description(title())).toBe(missing)
    expect((await content()).getAttribute('aria-invalid')).toBe('true')
    expect(notify).toHaveBeenCalledWith({
      title: 'Missing information',
      description: missing,
      variant: 'destructive',
    })
    expect(create).not.toHaveBeenCalled()
  })

  test('Enter in the title sends the post, shows the busy button, thanks the admin and hands back the saved post', async () => {
    let answer: (post: Post) => void = () => {}
    const create = vi
      .spyOn(api.posts, 'create')
      .mockReturnValue(new Promise<Post>((resolve) => (answer = resolve)))
    const { user, onClose } = renderForm()
    await write(user, 'Why switch')
    await user.type(screen.getByLabelText('Tags'), 'Energy, Hot Water')
    await user.type(title(), 'Heat pumps{Enter}')

    const busy = await screen.findByRole('button', { name: /Saving/ })
    expect(busy).toHaveProperty('disabled', true)
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      title: 'Heat pumps',
      content: '<p>Why switch</p>',
      tags: 'Energy, Hot Water',
      read_time: '5 min read',
      image_url: null,
    })
    const saved = makePost({ title: 'Heat pumps' })
    answer(saved)
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(saved))
    expect(notify).toHaveBeenCalledWith({
      title: 'Post created',
      description: '"Heat pumps" is saved. The public site shows it in a few seconds.',
      variant: 'success',
    })
  })

  test("the API's refusal shows by the field it names, focused, and in one toast; the form keeps what was typed", async () => {
    const message = 'Keep the read time under 30 characters'
    vi.spyOn(api.posts, 'update').mockRejectedValue(fieldRefusal('read_time', message))
    const { user, onClose } = renderForm(makePost({ title: 'Old title', content: '<p>Text</p>' }))
    await content()
    await user.click(screen.getByRole('button', { name: 'Update Post' }))

    const readTime = screen.getByLabelText('Read time')
    await waitFor(() => expect(description(readTime)).toBe(message))
    await waitFor(() => expect(document.activeElement).toBe(readTime))
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({
      title: 'Error updating post',
      description: message,
      variant: 'destructive',
    })
    expect(title()).toHaveProperty('value', 'Old title')
    expect(onClose).not.toHaveBeenCalled()
  })

  test('an image address the API would refuse is marked on the address field before anything is sent', async () => {
    const create = vi.spyOn(api.posts, 'create')
    const { user } = renderForm()
    await write(user, 'Text')
    await user.type(title(), 'A post')
    await user.type(screen.getByLabelText('Image URL'), 'ftp://files.example/a.png')
    await user.click(screen.getByRole('button', { name: 'Create Post' }))

    const problem = 'Please provide an image URL starting with https:// or /'
    await waitFor(() => expect(description(screen.getByLabelText('Image URL'))).toContain(problem))
    expect(document.activeElement).toBe(screen.getByLabelText('Image URL'))
    expect(notify).toHaveBeenCalledWith({
      title: 'Error creating post',
      description: problem,
      variant: 'destructive',
    })
    expect(create).not.toHaveBeenCalled()
  })

  test('the formatting toolbar is one stop on the way to the text: its tools are reached with the arrow keys', async () => {
    const { user } = renderForm()
    const text = await content()
    const tool = (name: string) => screen.getByRole('button', { name })
    screen.getByRole('textbox', { name: /^Slug/ }).focus()

    await user.tab()
    expect(document.activeElement).toBe(tool('Heading'))
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tool('Bold'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tool('Subheading'))

    await user.tab()
    expect(document.activeElement).toBe(text)
    // Back into the toolbar at the tool last used.
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(tool('Subheading'))
  })
})
