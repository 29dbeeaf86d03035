/**
 * A set of private photos (a request's, on its status page): thumbnails at their own aspect that
 * open the kit's photo viewer, with Previous and Next between them. Each file is fetched with
 * the caller's credentials (`load`) and shown from an object URL while it is on screen
 * (useAuthorizedSrc); nothing opens in a new tab.
 */
import { useEffect, useRef, useState } from 'react'
import type { ImageVariant } from '../../domain/media.ts'
import { PhotoThumbnail, PhotoViewer, ViewerImage } from '../ui/photo-viewer.tsx'
import { useAuthorizedSrc, type PrivateFileLoader } from './authorized-src.ts'

interface Props {
  /** Each photo's stored widths; their urls are the paths `load` fetches. */
  photos: ImageVariant[][]
  load: PrivateFileLoader
  /** A photo's alt text: "Photo 2 you sent". */
  label: (index: number) => string
  /** The viewer's title: "Photo 2 of 3 you sent". */
  title: (index: number, count: number) => string
  /** The list's name. */
  listLabel: string
}

export function PrivatePhotos({ photos, load, label, title, listLabel }: Props) {
  const [viewing, setViewing] = useState<number | null>(null)
  const [closedOn, setClosedOn] = useState<{ index: number } | null>(null)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const several = photos.length > 1

  // The viewer gives the focus back to the thumbnail that opened it a moment after it closes;
  // after Previous or Next the photo last seen is the one to come back to, so the focus is put
  // there for a few frames, until the viewer's own restore has run.
  useEffect(() => {
    if (closedOn === null) return
    const target = thumbnails.current[closedOn.index]
    let frames = 0
    let frame = 0
    const settle = () => {
      const active = document.activeElement
      const leftByViewer = active === document.body || thumbnails.current.some((t) => t === active)
      if (active !== target && leftByViewer) target?.focus()
      if (++frames < 30) frame = requestAnimationFrame(settle)
    }
    frame = requestAnimationFrame(settle)
    return () => cancelAnimationFrame(frame)
  }, [closedOn])

  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-3" aria-label={listLabel}>
        {photos.map((variants, index) => (
          <li key={variants[0]?.url ?? index} className="max-w-full">
            <Thumbnail
              variants={variants}
              load={load}
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
          title={title(viewing, photos.length)}
          onClose={() => {
            setClosedOn({ index: viewing })
            setViewing(null)
          }}
          onPrevious={several ? () => setViewing((viewing + photos.length - 1) % photos.length) : undefined}
          onNext={several ? () => setViewing((viewing + 1) % photos.length) : undefined}
        >
          <FullPhoto key={viewing} variants={photos[viewing]} load={load} label={label(viewing)} />
        </PhotoViewer>
      )}
    </>
  )
}

const bySize = (variants: ImageVariant[]) => [...variants].sort((a, b) => a.width - b.width)

/** A photo as a thumbnail: the smallest stored size, whole. */
function Thumbnail({
  variants,
  load,
  label,
  onOpen,
  thumbnailRef,
}: {
  variants: ImageVariant[]
  load: PrivateFileLoader
  label: string
  onOpen: () => void
  thumbnailRef: (element: HTMLButtonElement | null) => void
}) {
  const small = bySize(variants)[0]
  const src = useAuthorizedSrc(small?.url ?? null, load)
  const box = 'h-28 rounded-lg sm:h-36'
  const aspect = small ? { aspectRatio: `${small.width} / ${small.height}` } : undefined
  if (!small || src === 'failed')
    return (
      <div
        className={`${box} flex max-w-full items-center justify-center bg-slate-100 p-2 text-center text-xs dark:bg-slate-800`}
        style={aspect}
      >
        {label}: could not load
      </div>
    )
  if (src === null)
    return <div aria-hidden="true" className={`${box} bg-slate-200 dark:bg-slate-800`} style={aspect} />
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
function FullPhoto({
  variants,
  load,
  label,
}: {
  variants: ImageVariant[]
  load: PrivateFileLoader
  label: string
}) {
  const sorted = bySize(variants)
  const large = sorted.filter((variant) => variant.width <= 1600).pop() ?? sorted[0]
  const src = useAuthorizedSrc(large?.url ?? null, load)
  if (!large || src === 'failed') return <p className="text-white">{label}: could not load</p>
  return <ViewerImage src={src} alt={label} width={large.width} height={large.height} />
}
