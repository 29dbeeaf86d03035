/** Temporary, for admin/posts only (rewritten there for issue 12): the spinner is in the kit now. */
export { LoadingState, Spinner } from '../ui/spinner.tsx'
