/**
 * What the sign-in page tells someone who arrives from an e-mailed link. Firebase's action
 * page (the Auth emulator's locally) confirms the address or sets the new password, then
 * offers the link's continue URL only once that has worked; the continue URL carries
 * `?notice=…`, so the sign-in form can say what just happened instead of looking as if
 * nothing did (issue 28). No account is named, so the notice tells a stranger nothing.
 */
const SIGN_IN_NOTICE_PARAM = 'notice'

export const signInNotices = {
  'email-confirmed': 'Your email address is confirmed. Sign in to continue.',
  'password-changed': 'Your password has been changed. Sign in with your new password.',
} as const

export type SignInNotice = keyof typeof signInNotices

/** The continue URL for an e-mailed link: the sign-in page, with what the link will have done. */
export function signInContinueUrl(
  signInPath: '/login' | '/admin/login',
  notice: SignInNotice,
  origin: string,
): string {
  const url = new URL(signInPath, origin)
  url.searchParams.set(SIGN_IN_NOTICE_PARAM, notice)
  return url.href
}

/** The notice's text for the page's query string, or null when there is none we know. */
export function signInNoticeText(search: string): string | null {
  const notice = new URLSearchParams(search).get(SIGN_IN_NOTICE_PARAM)
  return notice !== null && Object.hasOwn(signInNotices, notice)
    ? signInNotices[notice as SignInNotice]
    : null
}
