/**
 * The gallery's upload button. The island hydrates on the visitor's first interaction
 * (client:interaction), so the Firebase SDK loads only for someone reaching for the button;
 * until the session is known the stored hint picks the label (before hydration through the
 * header's script, see `data-auth`), and a click waits for the real answer. The API checks every
 * upload again (DESIGN.md section 4).
 */
import { Lock, UploadIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { notices } from '../../domain/messages.ts'
import { readAuthHint } from '../../lib/auth-hint.ts'
import { withIslandRoot } from '../island-root.tsx'
import { notify } from '../ui/toast.tsx'
import type { Uploader } from './upload-session.ts'
import { Button } from '../ui/button.tsx'

type Session = typeof import('./upload-session.ts')

/**
 * The dialog's code (its fields, react-hook-form, the upload) loads when a signed-in uploader
 * first opens it: a visitor who is told to sign in never downloads it.
 */
const loadDialog = () => import('./upload-dialog.tsx')
const UploadDialog = lazy(() => loadDialog().then((module) => ({ default: module.UploadDialog })))

/** The API's answer to an unconfirmed account (server policy UNVERIFIED_UPLOAD), word for word. */
const UNVERIFIED_UPLOAD = 'Please confirm your email address before uploading photos'

export const UploadButton = withIslandRoot(Upload)

/** `brand`: the business's name as its settings give it, for the dialog's consent sentence. */
function Upload({ brand }: { brand: string }) {
  // null: not known yet. The first render matches the static HTML (a visitor's button).
  const [uploader, setUploader] = useState<Uploader | null>(null)
  // null until first opened: the dialog is never in the static HTML, whose build-time date and
  // category list could not match the browser's.
  const [open, setOpen] = useState<boolean | null>(null)
  const [checking, setChecking] = useState(false)
  const session = useRef<Promise<Session> | null>(null)

  const [mounted, setMounted] = useState(false)

  useEffect(() => {
    setMounted(true)
    let stop: (() => void) | undefined
    let cancelled = false
    const loading = import('./upload-session.ts')
    session.current = loading
    loading
      .then((module) => {
        if (!cancelled) stop = module.watchUploader(setUploader)
      })
      .catch((error: unknown) => console.error('Could not load the sign-in code', error))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  async function start() {
    // A click replayed as the island hydrates may come before the effect above has run.
    session.current ??= import('./upload-session.ts')
    setChecking(true)
    try {
      const module = await session.current
      let who = await module.resolveUploader()
      if (who.kind === 'unverified') who = await module.recheckVerification()
      setUploader(who)
      if (who.kind === 'guest') notify({ ...notices.authenticationRequired, variant: 'destructive' })
      else if (who.kind === 'unverified')
        notify({ title: 'Please confirm your email', description: UNVERIFIED_UPLOAD, variant: 'destructive' })
      else {
        // The button stays busy until the dialog's code is here, so it opens drawn, not empty.
        await loadDialog()
        setOpen(true)
      }
    } catch (error) {
      notify({
        title: 'Upload failed',
        description: 'Could not check your sign-in. Please try again.',
        variant: 'destructive',
      })
      console.error('Could not check the session before uploading', error)
    } finally {
      setChecking(false)
    }
  }

  const signedIn = uploader ? uploader.kind !== 'guest' : mounted && Boolean(readAuthHint())
  // Both labels stay in the button, as in the static HTML, with one hidden: until the island
  // runs (it hydrates on the first interaction) the header's script picks the one the stored
  // hint names (data-auth), then React does. Swapping the label's nodes at mount instead lost a
  // click held down while the island hydrated: the pressed node was gone when the button came up.
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant={signedIn ? 'accent' : 'on-dark'}
        onClick={() => void start()}
        aria-haspopup="dialog"
        aria-busy={checking}
      >
        <span
          data-auth="guest"
          hidden={mounted ? signedIn : undefined}
          className="inline-flex items-center gap-2"
        >
          <Lock className="size-5 shrink-0" />
          Must Be Logged In To Upload
        </span>
        <span
          data-auth="user admin"
          hidden={mounted ? !signedIn : true}
          className="inline-flex items-center gap-2"
        >
          <UploadIcon className="size-5 shrink-0" />
          Upload Photo
        </span>
      </Button>
      {!signedIn && (
        // The way on for a visitor: the toast the button gives (SPEC.md section 6) has no link.
        <p data-auth="guest" className="text-sm text-slate-200">
          <a href="/login?redirect=/gallery" className="font-semibold text-white underline">
            Sign in
          </a>{' '}
          or{' '}
          <a href="/register" className="font-semibold text-white underline">
            create an account
          </a>{' '}
          to share a photo of the work we did for you.
        </p>
      )}
      {uploader?.kind === 'unverified' && (
        <p className="text-sm text-slate-200">
          Confirm your email address ({uploader.email}) to share photos: open the link we sent you.
        </p>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <UploadDialog open={open} onClose={() => setOpen(false)} brand={brand} />
        </Suspense>
      )}
    </div>
  )
}
