import { Editor } from '@tiptap/core'
import { screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ApiError } from '../../../../lib/api-client.ts'
import { uploadPhoto } from '../../../photos/photo-upload.ts'
import { notify } from '../../../ui/toast.tsx'
import { ALT_MISSING, FILE_MISSING, ImagePanel } from './image-panel.tsx'
import { LINK_REFUSED } from './link-address.ts'
import { LinkPanel } from './link-panel.tsx'
import { postExtensions, postHtmlOf } from './post-schema.ts'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import { description } from '#tests/components/accessible.ts'
import '#tests/components/editor-layout.ts'

vi.mock('../../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('../../../photos/photo-upload.ts', async (actual) => ({
  ...(await actual<typeof import('../../../photos/photo-upload.ts')>()),
  uploadPhoto: vi.fn(),
  loadPhotoPreparation: vi.fn(() => Promise.resolve()),
}))

let editor: Editor
beforeEach(
  () => (editor = new Editor({ extensions: postExtensions(), content: '<p>Read the rebate guide</p>' })),
)
afterEach(() => editor.destroy())

function renderPanel(
  panel: (onClose: () => void) => ReactNode,
  options?: Parameters<typeof userEvent.setup>[0],
) {
  const onClose = vi.fn()
  const { user } = renderWithQueries(panel(onClose), options)
  return { user, onClose }
}

const photo = () => new File(['png'], 'switchboard.png', { type: 'image/png' })

describe('the link panel', () => {
  test('refuses an address the blog does not allow by its field, then links the selected words on Enter', async () => {
    editor.commands.setTextSelection({ from: 10, to: 22 })
    const { user, onClose } = renderPanel((close) => <LinkPanel editor={editor} onClose={close} />)
    const address = screen.getByLabelText('Link address')
    expect(document.activeElement).toBe(address)

    await user.type(address, 'javascript:alert(1){Enter}')
    await waitFor(() => expect(description(address)).toBe(LINK_REFUSED))
    expect(onClose).not.toHaveBeenCalled()

    await user.clear(address)
    await user.type(address, 'www.energy.gov.au/rebates{Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(postHtmlOf(editor)).toContain('<a href="https://www.energy.gov.au/rebates"')
    expect(postHtmlOf(editor)).toContain('>rebate guide</a>')
    expect(notify).not.toHaveBeenCalled()
  })
})

describe('the image panel', () => {
  test('asks for a picture and its description, focusing the picture, and uploads nothing', async () => {
    const { user } = renderPanel((close) => <ImagePanel editor={editor} onClose={close} />)
    await user.click(screen.getByRole('button', { name: 'Insert image' }))

    const picture = screen.getByLabelText('Picture')
    await waitFor(() => expect(description(picture)).toBe(FILE_MISSING))
    expect(description(screen.getByLabelText('Alt text'))).toContain(ALT_MISSING)
    expect(document.activeElement).toBe(picture)
    expect(uploadPhoto).not.toHaveBeenCalled()
  })

  test('refuses a file that is no picture as soon as it is chosen', async () => {
    // As a file dialog showing all files lets one choose.
    const { user } = renderPanel((close) => <ImagePanel editor={editor} onClose={close} />, {
      applyAccept: false,
    })
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await user.upload(screen.getByLabelText('Picture'), text)

    await waitFor(() =>
      expect(description(screen.getByLabelText('Picture'))).toBe(
        'Please upload an image file (JPEG, PNG, etc.)',
      ),
    )
  })

  test('uploads the picture and inserts it with its description and size', async () => {
    vi.mocked(uploadPhoto).mockResolvedValue({
      url: '/api/media/blog/1.webp',
      width: 960,
      height: 540,
    } as never)
    const { user, onClose } = renderPanel((close) => <ImagePanel editor={editor} onClose={close} />)
    await user.upload(screen.getByLabelText('Picture'), photo())
    await user.type(screen.getByLabelText('Alt text'), ' A new switchboard {Enter}')

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(postHtmlOf(editor)).toContain(
      '<img src="/api/media/blog/1.webp" alt="A new switchboard" width="960" height="540"',
    )
  })

  test('a failed upload is told under the picture, not in a toast, and the panel stays open', async () => {
    vi.mocked(uploadPhoto).mockRejectedValue(
      new ApiError('too_large', 'The photo is too large to store', 413),
    )
    const { user, onClose } = renderPanel((close) => <ImagePanel editor={editor} onClose={close} />)
    await user.upload(screen.getByLabelText('Picture'), photo())
    await user.type(screen.getByLabelText('Alt text'), 'A switchboard')
    await user.click(screen.getByRole('button', { name: 'Insert image' }))

    await waitFor(() =>
      expect(description(screen.getByLabelText('Picture'))).toBe('The photo is too large to store'),
    )
    expect(notify).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Insert image' })).toHaveProperty('disabled', false)
  })
})
