import { useQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { meQuery } from '../admin-guard.tsx'
import { DashboardNote } from './dashboard-note.tsx'

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
    <DashboardNote
      id="given-password-heading"
      icon={<KeyRound className="size-5" />}
      title="Choose your own password"
    >
      This account still has the password it was made with: the one the set-up page showed, or the one typed
      for you on Create Admin. Change it with Change Password above, so that only you know it.
    </DashboardNote>
  )
}
