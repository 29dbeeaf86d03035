import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { PhotoThumbnail, PhotoViewer, ViewerImage } from './photo-viewer.tsx'

const PHOTOS = [
  { src: '/media/a.jpg', width: 1200, height: 800 },
  { src: '/media/b.jpg', width: 800, height: 1200 },
  { src: '/media/c.jpg', width: 1600, height: 900 },
]

/** A request's photos as the inbox shows them: thumbnails, and the viewer on the one opened. */
function Photos({ count = PHOTOS.length }: { count?: number }) {
  const photos = PHOTOS.slice(0, count)
  const [viewing, setViewing] = useState<number | null>(null)
  const alt = (index: number) => `Photo ${index + 1} from Lena Fischer`
  const several = photos.length > 1
  const shown = viewing === null ? undefined : photos[viewing]
  return (
    <>
      {photos.map((photo, index) => (
        <PhotoThumbnail key={photo.src} {...photo} alt={alt(index)} onOpen={() => setViewing(index)} />
      ))}
      {viewing !== null && shown && (
        <PhotoViewer
          open
          title={`Photo ${viewing + 1} of ${photos.length} from Lena Fischer`}
          onClose={() => setViewing(null)}
          onPrevious={several ? () => setViewing((viewing + photos.length - 1) % photos.length) : undefined}
          onNext={several ? () => setViewing((viewing + 1) % photos.length) : undefined}
        >
          <ViewerImage {...shown} alt={alt(viewing)} />
        </PhotoViewer>
      )}
    </>
  )
}

async function openSecond() {
  const user = userEvent.setup()
  render(<Photos />)
  const thumbnail = screen.getByRole('button', { name: 'Photo 2 from Lena Fischer' })
  await user.click(thumbnail)
  const viewer = await screen.findByRole('dialog', { name: 'Photo 2 of 3 from Lena Fischer' })
  return { user, thumbnail, viewer }
}

const viewerImage = () => within(screen.getByRole('dialog')).getByRole('img')

describe('PhotoThumbnail', () => {
  test("a button named by the photo's alt text that says it opens a dialog, the photo at its own aspect", () => {
    render(<Photos count={1} />)

    const thumbnail = screen.getByRole('button', { name: 'Photo 1 from Lena Fischer' })
    expect(thumbnail.getAttribute('aria-haspopup')).toBe('dialog')
    expect(thumbnail.style.aspectRatio).toBe('1200 / 800')
    expect(within(thumbnail).getByRole('img').getAttribute('alt')).toBe('Photo 1 from Lena Fischer')
  })
})

describe('PhotoViewer', () => {
  test('opens on the photo chosen, named by its title, the picture with its alt text; the page behind is hidden', async () => {
    const { viewer } = await openSecond()

    expect(viewerImage().getAttribute('alt')).toBe('Photo 2 from Lena Fischer')
    expect(viewerImage().getAttribute('src')).toBe('/media/b.jpg')
    expect(viewer.contains(document.activeElement)).toBe(true)
    expect(screen.queryByRole('button', { name: 'Photo 1 from Lena Fischer' })).toBeNull()
  })

  test('the arrow keys go to the previous and next photo, round from the last to the first', async () => {
    const { user } = await openSecond()

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3 from Lena Fischer' })).not.toBeNull()
    await user.keyboard('{ArrowRight}')
    expect(viewerImage().getAttribute('alt')).toBe('Photo 1 from Lena Fischer')
    await user.keyboard('{ArrowLeft}')
    expect(viewerImage().getAttribute('alt')).toBe('Photo 3 from Lena Fischer')

    // Wherever the focus is inside the viewer.
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Close')
    await user.keyboard('{ArrowLeft}')
    expect(viewerImage().getAttribute('alt')).toBe('Photo 2 from Lena Fischer')
  })

  test('Previous, Next and Close are buttons reached by Tab and pressed with Enter or Space', async () => {
    const { user, thumbnail } = await openSecond()
    const button = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name })

    // The viewer itself has the focus first; Tab goes Close, Previous, Next.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')))
    await user.tab()
    expect(document.activeElement).toBe(button('Close'))
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(button('Next'))
    await user.keyboard('{Enter}')
    expect(viewerImage().getAttribute('alt')).toBe('Photo 3 from Lena Fischer')
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(button('Previous'))
    await user.keyboard(' ')
    expect(viewerImage().getAttribute('alt')).toBe('Photo 2 from Lena Fischer')

    await user.tab({ shift: true })
    expect(document.activeElement).toBe(button('Close'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(thumbnail))
  })

  test('Escape closes it and the focus goes back to the thumbnail that opened it', async () => {
    const { user, thumbnail } = await openSecond()

    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(thumbnail))
  })

  test('one photo: no Previous or Next, and the arrow keys do nothing', async () => {
    const user = userEvent.setup()
    render(<Photos count={1} />)
    await user.click(screen.getByRole('button', { name: 'Photo 1 from Lena Fischer' }))

    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 1 from Lena Fischer' })
    expect(
      within(viewer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close'])
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 1 from Lena Fischer' })).not.toBeNull()
  })
})
