/**
 * Loads the Firebase SDK once the visitor reaches for the form (a pointer, focus or key in it),
 * and from then on keeps the header's hint in step with the real session. Someone the stored
 * hint says is signed in gets the real session checked at once, so the hint is put right
 * (DESIGN.md section 4); a visitor's page stays light until used.
 */
import { useEffect, type RefObject } from 'react'
import { readAuthHint } from '../../lib/auth-hint.ts'
import { loadSignIn } from './load-sign-in.ts'

const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const

export function useSignInOnFirstUse(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const form = formRef.current
    const start = () => {
      for (const type of FIRST_USE) form?.removeEventListener(type, start)
      loadSignIn()
        .then((auth) => {
          if (!cancelled) stop = auth.watchSession()
        })
        .catch(() => {
          // Offline: the submit handler reports it when it tries again.
        })
    }
    if (readAuthHint()) start()
    else for (const type of FIRST_USE) form?.addEventListener(type, start, { passive: true })
    return () => {
      cancelled = true
      for (const type of FIRST_USE) form?.removeEventListener(type, start)
      stop?.()
    }
  }, [formRef])
}
