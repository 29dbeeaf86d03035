/**
 * Photos shown whole: a thumbnail at the photo's own aspect that opens it, and a modal viewer
 * (React Aria, as dialog.tsx) with the whole photo, Previous and Next among its set (also the
 * arrow keys) and Close (also Escape). Focus moves into the viewer and back to a thumbnail after;
 * the page does not change and nothing opens in a new tab. What the picture is (an object URL
 * of a private file, say) is the caller's: the viewer only lays it out.
 */
import type { KeyboardEvent, ReactNode, Ref } from 'react'
import { ChevronLeft, ChevronRight, X, type LucideIcon } from 'lucide-react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from './button.tsx'
import { Spinner } from './spinner.tsx'

export interface PhotoThumbnailProps {
  /** The image's address; the thumbnail is drawn at `width` by `height`'s aspect. */
  src: string
  alt: string
  width: number
  height: number
  onOpen: () => void
  ref?: Ref<HTMLButtonElement>
  className?: string
}

/**
 * A photo as a button that opens the viewer: the whole photo at its own aspect, as tall as
 * `className` says (h-28 by default), never cropped. Its name is the photo's alt text.
 */
export function PhotoThumbnail({
  src,
  alt,
  width,
  height,
  onOpen,
  ref,
  className = 'h-28',
}: PhotoThumbnailProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      className={`focus-visible:ring-brand-500 block max-w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden dark:bg-slate-800 ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <img src={src} alt={alt} width={width} height={height} className="size-full object-contain" />
    </button>
  )
}

export interface PhotoViewerProps {
  open: boolean
  onClose: () => void
  /** Names the viewer: "Photo 2 of 3 from Lena Fischer". */
  title: string
  /** Go to the previous or next photo of the set (round from the last to the first); left out for one photo. */
  onPrevious?: () => void
  onNext?: () => void
  /** The photo (a `ViewerImage`, or a placeholder while it loads). */
  children: ReactNode
}

export function PhotoViewer({ open, onClose, title, onPrevious, onNext, children }: PhotoViewerProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft' && onPrevious) onPrevious()
    else if (event.key === 'ArrowRight' && onNext) onNext()
    else return
    event.preventDefault()
  }
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/85 p-2 sm:p-6"
    >
      <Modal className="flex max-h-full w-full max-w-6xl flex-col">
        {/* The arrow keys go from photo to photo wherever the focus is in the viewer, the
            dialog itself included (React Aria focuses it on opening). */}
        <div className="flex max-h-full min-h-0 flex-col" onKeyDown={onKeyDown}>
          <AriaDialog className="flex max-h-full min-h-0 flex-col gap-3 focus:outline-hidden">
            <div className="flex items-center justify-between gap-3 text-white">
              <Heading slot="title" className="min-w-0 text-base font-semibold wrap-anywhere">
                {title}
              </Heading>
              <ViewerButton onClick={onClose} icon={X}>
                Close
              </ViewerButton>
            </div>
            <div className="flex min-h-0 flex-1 items-center justify-center">{children}</div>
            {(onPrevious || onNext) && (
              <div className="flex justify-center gap-3">
                <ViewerButton onClick={onPrevious} icon={ChevronLeft}>
                  Previous
                </ViewerButton>
                <ViewerButton onClick={onNext} icon={ChevronRight} iconAfter>
                  Next
                </ViewerButton>
              </div>
            )}
          </AriaDialog>
        </div>
      </Modal>
    </ModalOverlay>
  )
}

/** The viewer's buttons on its dark backdrop: Close, Previous and Next. */
function ViewerButton({
  onClick,
  icon: Icon,
  iconAfter = false,
  children,
}: {
  onClick: (() => void) | undefined
  icon: LucideIcon
  iconAfter?: boolean
  children: string
}) {
  const icon = <Icon aria-hidden className="size-4" />
  return (
    <Button variant="on-dark" size="sm" onClick={onClick} icon={iconAfter ? undefined : icon}>
      {children}
      {iconAfter && icon}
    </Button>
  )
}

/**
 * The whole photo inside the viewer: as large as the screen allows, at its own aspect. While
 * its file is on its way (`src` null, a private photo fetched with a token) a spinner holds the
 * height the photo will take, so Close and the arrows do not move under a click when it arrives.
 */
export function ViewerImage({
  src,
  alt,
  width,
  height,
}: {
  src: string | null
  alt: string
  width: number
  height: number
}) {
  const fit = 'max-h-[calc(100dvh-9rem)] max-w-full rounded-lg bg-slate-900'
  if (src === null) {
    return (
      <div
        role="status"
        aria-label={`Loading ${alt}`}
        className={`flex items-center justify-center ${fit}`}
        style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, ${width}px)` }}
      >
        <Spinner className="size-8 text-white" />
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={`block h-auto w-auto object-contain ${fit}`}
    />
  )
}
