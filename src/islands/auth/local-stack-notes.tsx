/**
 * Only in the local stack: no e-mail leaves the machine, the Auth emulator keeps the links,
 * so the cards offer them here. Without the exact link (not found), the emulator's whole list.
 */
import { useId, type SubmitEvent } from 'react'
import { authEmulatorUrl, firebaseConfig } from '../../lib/firebase-config.ts'
import { Button } from '../ui/button.tsx'
import { Input } from '../ui/field.tsx'

const allLinks = () => `${authEmulatorUrl}/emulator/v1/projects/${firebaseConfig.projectId}/oobCodes`
const noteClass = 'mt-3 rounded-md border border-dashed border-emerald-400 p-2 dark:border-emerald-700'

export function LocalConfirmationNote({ link }: { link: string | null }) {
  return (
    <p className={noteClass}>
      Local stack:{' '}
      <a
        href={link ?? allLinks()}
        className="font-semibold underline underline-offset-2"
        data-local-confirmation-link
      >
        open the confirmation link from the Auth emulator
      </a>
    </p>
  )
}

/**
 * The emulator's reset link applies the password given in it and then leads to the sign-in
 * page, as Firebase's reset page would.
 */
export function LocalResetNote({ link }: { link: string | null }) {
  const id = useId()
  if (!link) {
    return (
      <p className={noteClass}>
        Local stack: the Auth emulator lists every link it kept at{' '}
        <a href={allLinks()} className="font-semibold underline underline-offset-2">
          its list of links
        </a>
        .
      </p>
    )
  }
  const open = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = new FormData(event.currentTarget).get('new-password')
    location.assign(`${link}&newPassword=${encodeURIComponent(String(password ?? ''))}`)
  }
  return (
    <form onSubmit={open} aria-label="Local stack: open the reset link" className={`${noteClass} space-y-2`}>
      <label htmlFor={id} className="block">
        Local stack: the Auth emulator kept the link. New password
      </label>
      <Input id={id} name="new-password" type="password" autoComplete="new-password" required minLength={8} />
      <Button type="submit" variant="secondary">
        Open the reset link
      </Button>
    </form>
  )
}
