import { useEffect } from 'react'

const reloadPage = () => location.reload()

/**
 * Reloads the page when the browser brings it back from its back/forward cache: Back after Log
 * Out (or after someone else signed in) would otherwise show the screen as it was left, with
 * whoever had it open's enquiries, account or one-time password, to the next person at the
 * computer. Reloaded, the page checks the session again as on any visit.
 */
export function useReloadWhenRestored(reload: () => void = reloadPage) {
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reload()
    }
    addEventListener('pageshow', restored)
    return () => removeEventListener('pageshow', restored)
  }, [reload])
}
