import { useQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { meQuery } from '../admin-guard.tsx'

/**
 * An account made with a password someone else chose (the set-up page's, or the one an admin
 * typed on Create Admin) is asked, where every admin lands, to choose its own. The server says
 * until when (GET /api/profiles/me); Change Password asks it again once the password is changed.
 */
export function GivenPasswordNotice({ uid }: { uid: string }) {
  // The guard has just read it: kept until Change Password invalidates it.
  const me = useQuery({ ...meQuery(uid), staleTime: Infinity })
  if (!me.data?.password_given) return null
  return (
    <div
      role="note"
      aria-labelledby="given-password-heading"
      className="mb-8 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <KeyRound className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <h2 id="given-password-heading" className="font-semibold">
          Choose your own password
        </h2>
        <p className="mt-1 text-sm">
          This account still has the password it was made with: the one the set-up page showed, or the one
          typed for you on Create Admin. Change it with Change Password above, so that only you know it.
        </p>
      </div>
    </div>
  )
}
