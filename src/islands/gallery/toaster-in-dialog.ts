import { TOASTER_ID } from '../ui/toast.tsx'

/**
 * Keeps the page's toaster inside an open modal <dialog> until the returned function puts it
 * back. Everything outside a modal dialog is inert and under its backdrop, so a toast left there
 * would be neither seen nor announced. The toaster mounts itself with the page's first toast
 * (ui/toaster.tsx), which may come while the dialog is open: its arrival is watched for.
 */
export function keepToasterInside(dialog: HTMLDialogElement): () => void {
  const adopt = () => {
    const host = document.getElementById(TOASTER_ID)
    if (host && host.parentElement !== dialog) dialog.append(host)
  }
  adopt()
  const arrivals = new MutationObserver(adopt)
  arrivals.observe(document.body, { childList: true })
  return () => {
    arrivals.disconnect()
    const host = document.getElementById(TOASTER_ID)
    if (host && host.parentElement !== document.body) document.body.append(host)
  }
}
