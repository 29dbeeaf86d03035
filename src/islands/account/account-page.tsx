/**
 * /account: a signed-in person's own photos with their state, each deletable, and deleting the
 * whole account (the privacy policy's promise). Without a session it sends the visitor to sign
 * in and back. The API checks every request; this only decides what to show.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useReloadWhenRestored } from '../shared/use-reload-when-restored.ts'
import type { GalleryImage, GalleryStatus } from '../../domain/gallery-image.ts'
import { api } from '../../lib/api-client.ts'
import { currentUser, onSignInChange } from '../../lib/firebase-client.ts'
import { signOut } from '../../lib/session.ts'
import { ReviewPicture } from '../shared/review-picture.tsx'
import { patchLoadedPages, pagedQuery, usePagedList } from '../shared/paged-list.ts'
import { LoadMore } from '../ui/load-more.tsx'
import { IslandRoot } from '../island-root.tsx'
import { notify } from '../ui/toast.tsx'
import { EmailAddress } from '../ui/email-address.tsx'
import { QueryState } from '../ui/query-state.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { ConfirmDialog, useConfirm } from '../ui/confirm-dialog.tsx'
import { Button, buttonClass } from '../ui/button.tsx'

const photoQueries = {
  all: () => ['gallery', 'mine'] as const,
  list: () => pagedQuery(photoQueries.all(), (cursor) => api.gallery.mine({ cursor })),
}

const STATE: Record<GalleryStatus, { label: string; className: string }> = {
  pending: {
    label: 'Waiting for review',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  },
  approved: {
    label: 'In the gallery',
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  },
  rejected: {
    label: 'Not accepted',
    className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  },
}

export default function AccountPage() {
  const [email, setEmail] = useState<string | null>(null)
  const [deleted, setDeleted] = useState(false)
  const [unchecked, setUnchecked] = useState(false)
  // Whose account the page shows; null once it is deleted (the session then ends on purpose).
  const shown = useRef<string | null | undefined>(undefined)
  useReloadWhenRestored()
  useEffect(() => {
    currentUser().then(
      (user) => {
        if (!user) return location.replace(`/login?redirect=${encodeURIComponent('/account')}`)
        shown.current = user.uid
        setEmail(user.email ?? '')
      },
      () => setUnchecked(true),
    )
    // Signed out, or in as someone else, in another tab: every request now carries that person's
    // token, so the page must not go on showing (or offer to delete) the first person's account.
    return onSignInChange((user) => {
      if (shown.current && user?.uid !== shown.current) location.reload()
    })
  }, [])
  return (
    <IslandRoot>
      {deleted ? (
        <div role="status" className="max-w-2xl">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Your account is deleted</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            You are signed out, and your photos waiting for review are deleted. Thank you for sharing your
            work with us.
          </p>
          <a href="/home" className={buttonClass('primary', 'md', 'mt-6')}>
            Back to the home page
          </a>
        </div>
      ) : unchecked ? (
        <p role="alert" className="py-10 text-slate-700 dark:text-slate-300">
          We could not check your session. Please refresh the page.
        </p>
      ) : email === null ? (
        <p role="status" className="flex items-center gap-3 py-10 text-slate-600 dark:text-slate-300">
          <Spinner />
          Checking your session...
        </p>
      ) : (
        <Account
          email={email}
          onDeleted={() => {
            // The list is gone from the page before the session (and the cache) is cleared.
            shown.current = null
            setDeleted(true)
            void signOut().catch(() => {})
          }}
        />
      )}
    </IslandRoot>
  )
}

function Account({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const queryClient = useQueryClient()
  const { query: photos, items } = usePagedList(photoQueries.list())
  const photoList = useRef<HTMLUListElement>(null)

  const removePhoto = useMutation({
    mutationFn: (image: GalleryImage) => api.gallery.removeMine(image.id),
    onSuccess: (_, image) => {
      patchLoadedPages(photoQueries.all(), { removedId: image.id })
      void queryClient.invalidateQueries({ queryKey: photoQueries.all() })
      notify({ title: 'Photo deleted', description: `"${image.title}" is deleted.`, variant: 'success' })
    },
    meta: { errorTitle: 'Error deleting photo' },
  })
  const confirmPhoto = useConfirm({ onConfirm: removePhoto.mutateAsync, close: 'when-settled' })

  const removeAccount = useMutation({
    mutationFn: () => api.profiles.removeMe(),
    // The account is gone on the server; the page says so and ends the browser's session.
    onSuccess: onDeleted,
    meta: { errorTitle: 'Error deleting account' },
  })
  // On success this whole part leaves the page; a failure closes the question.
  const confirmAccount = useConfirm({ onConfirm: () => removeAccount.mutateAsync(), close: 'when-settled' })

  return (
    <div className="space-y-12">
      <p className="text-slate-700 dark:text-slate-300">
        Signed in as{' '}
        <strong className="font-semibold text-slate-900 dark:text-white">
          <EmailAddress email={email} />
        </strong>
      </p>

      <section aria-labelledby="your-photos">
        <h2 id="your-photos" className="text-2xl font-bold text-slate-900 dark:text-white">
          Your photos
        </h2>
        <QueryState
          query={photos}
          loading="Loading your photos..."
          failure="Error fetching your photos"
          empty={
            items.length === 0 && (
              <p className="mt-4 text-slate-600 dark:text-slate-300">
                You have not sent any photos yet. Share one from the{' '}
                <a href="/gallery" className="text-brand-700 dark:text-brand-300 underline">
                  gallery
                </a>
                .
              </p>
            )
          }
        >
          <ul
            ref={photoList}
            className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Your photos"
          >
            {items.map((image) => (
              <li
                key={image.id}
                data-photo={image.title}
                className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <ReviewPicture
                  image={image}
                  sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="flex items-start justify-between gap-3 p-4">
                  <div className="min-w-0">
                    {/* Whole: this is where a sender reads back what they called the photo. */}
                    <p className="font-semibold wrap-anywhere text-slate-900 dark:text-white">
                      {image.title}
                    </p>
                    <span
                      className={`mt-1 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE[image.status].className}`}
                    >
                      {STATE[image.status].label}
                    </span>
                  </div>
                  <Button
                    variant="danger-subtle"
                    size="sm"
                    className="shrink-0"
                    disabled={removePhoto.isPending}
                    aria-label={`Delete ${image.title}`}
                    onClick={() => confirmPhoto.ask(image)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </QueryState>
        <LoadMore query={photos} label="Load more photos" list={photoList} />
      </section>

      <section
        aria-labelledby="delete-account"
        className="rounded-2xl border border-red-200 p-6 dark:border-red-900"
      >
        <h2 id="delete-account" className="text-xl font-bold text-slate-900 dark:text-white">
          Delete your account
        </h2>
        <p className="mt-2 max-w-2xl text-sm text-slate-700 dark:text-slate-300">
          You will no longer be able to sign in, and your photos waiting for review are deleted. Photos
          already in the gallery stay there without your name; delete them above first if you want them gone
          too.
        </p>
        <Button variant="danger" className="mt-4" onClick={() => confirmAccount.ask()}>
          Delete my account
        </Button>
      </section>

      <ConfirmDialog {...confirmPhoto.dialog} title="Delete this photo?" confirmLabel="Delete photo">
        <p>
          &ldquo;{confirmPhoto.item?.title}&rdquo; will be deleted
          {confirmPhoto.item?.status === 'approved' ? ' and leave the gallery' : ''}. This cannot be undone.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        {...confirmAccount.dialog}
        title="Delete your account?"
        confirmLabel={removeAccount.isPending ? 'Deleting...' : 'Delete my account'}
      >
        <p>
          <EmailAddress email={email} /> will no longer be able to sign in. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  )
}
