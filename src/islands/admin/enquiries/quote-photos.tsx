/**
 * A quote request's private photos in the inbox: thumbnails at their own aspect that open the
 * kit's photo viewer, with Previous and Next between them.
 */
import { useEffect, useRef, useState } from 'react'
import type { ImageVariant } from '../../../domain/media.ts'
import { mediaApiPath, useAuthorizedSrc } from '../../shared/review-picture.tsx'
import { PhotoThumbnail, PhotoViewer, ViewerImage } from '../../ui/photo-viewer.tsx'
import { Spinner } from '../../ui/spinner.tsx'

/**
 * A request's photos, each whole at its own aspect, opening in the kit's viewer. They are private,
 * so fetched with the admin's token and shown from object URLs that go when they are no longer
 * shown (useAuthorizedSrc); nothing opens in a new tab.
 */
export function QuotePhotos({
  photos,
  name,
  numberFrom = 1,
  of = photos.length,
  listLabel = 'Photos',
}: {
  photos: ImageVariant[][]
  name: string
  /** The first photo's number among the request's (photos the customer added later go on from it). */
  numberFrom?: number
  /** How many photos the request has in all. */
  of?: number
  listLabel?: string
}) {
  const [viewing, setViewing] = useState<number | null>(null)
  const [closedOn, setClosedOn] = useState<{ index: number } | null>(null)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const label = (index: number) => `Photo ${numberFrom + index} from ${name}`
  const several = photos.length > 1

  // The viewer gives the focus back to the thumbnail that opened it a moment after it closes
  // (later on a busy machine); after Previous or Next the photo last seen is the one to come back
  // to, so the focus is put there for a few frames, until the viewer's own restore has run.
  // Each close is a new object, so closing twice on the same photo runs this again.
  useEffect(() => {
    if (closedOn === null) return
    const target = thumbnails.current[closedOn.index]
    let frames = 0
    let frame = 0
    const settle = () => {
      const active = document.activeElement
      // Only from where the viewer leaves it (the opener, or nowhere), never from where a person moved it.
      const leftByViewer = active === document.body || thumbnails.current.some((t) => t === active)
      if (active !== target && leftByViewer) target?.focus()
      if (++frames < 30) frame = requestAnimationFrame(settle)
    }
    frame = requestAnimationFrame(settle)
    return () => cancelAnimationFrame(frame)
  }, [closedOn])

  return (
    <>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label={listLabel}>
        {photos.map((variants, index) => (
          <li key={variants[0]?.url ?? index} className="max-w-full">
            <PrivatePhoto
              variants={variants}
              label={label(index)}
              onOpen={() => setViewing(index)}
              thumbnailRef={(element) => {
                thumbnails.current[index] = element
              }}
            />
          </li>
        ))}
      </ul>
      {viewing !== null && photos[viewing] && (
        <PhotoViewer
          open
          title={`Photo ${numberFrom + viewing} of ${of} from ${name}`}
          onClose={() => {
            setClosedOn({ index: viewing })
            setViewing(null)
          }}
          onPrevious={several ? () => setViewing((viewing + photos.length - 1) % photos.length) : undefined}
          onNext={several ? () => setViewing((viewing + 1) % photos.length) : undefined}
        >
          <FullPhoto key={viewing} variants={photos[viewing]} label={label(viewing)} />
        </PhotoViewer>
      )}
    </>
  )
}

const bySize = (variants: ImageVariant[]) => [...variants].sort((a, b) => a.width - b.width)

/** A request's photo as a thumbnail: the smallest stored size, whole. */
function PrivatePhoto({
  variants,
  label,
  onOpen,
  thumbnailRef,
}: {
  variants: ImageVariant[]
  label: string
  onOpen: () => void
  thumbnailRef: (element: HTMLButtonElement | null) => void
}) {
  const small = bySize(variants)[0]!
  const src = useAuthorizedSrc(mediaApiPath(small.url))
  const box = 'h-28 rounded-lg sm:h-36'
  const aspect = { aspectRatio: `${small.width} / ${small.height}` }
  if (src === null)
    return <div aria-hidden="true" className={`${box} bg-slate-200 dark:bg-slate-800`} style={aspect} />
  if (src === 'failed')
    return (
      <div
        className={`${box} flex items-center justify-center bg-slate-100 p-2 text-center text-xs dark:bg-slate-800`}
        style={aspect}
      >
        {label}: could not load
      </div>
    )
  return (
    <PhotoThumbnail
      ref={thumbnailRef}
      src={src}
      alt={label}
      width={small.width}
      height={small.height}
      onOpen={onOpen}
      className={box}
    />
  )
}

/** The photo in the viewer: the largest stored size up to 1600 pixels wide. */
function FullPhoto({ variants, label }: { variants: ImageVariant[]; label: string }) {
  const sorted = bySize(variants)
  const large = sorted.filter((variant) => variant.width <= 1600).pop() ?? sorted[0]!
  const src = useAuthorizedSrc(mediaApiPath(large.url))
  if (src === null) return <Spinner className="size-8 text-white" />
  if (src === 'failed') return <p className="text-white">{label}: could not load</p>
  return <ViewerImage src={src} alt={label} width={large.width} height={large.height} />
}
