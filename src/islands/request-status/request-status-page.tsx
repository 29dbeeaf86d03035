/**
 * /request-status: a customer's own page for their request, opened with the link from our
 * e-mails (`#<id>.<key>`; `?stop` opens it on the offer to stop the e-mails). It reads the
 * request with the link and shows what they sent, where it stands and the visit; while it is
 * open they can add a message or photos, or cancel it. The API checks the link on every call.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { LINK_EXPIRED, LINK_NOT_FOUND } from '../../domain/request-status.ts'
import { ApiError, describeApiError } from '../../lib/api-client.ts'
import { withIslandRoot } from '../island-root.tsx'
import { QueryState } from '../ui/query-state.tsx'
import { LoadingState } from '../ui/spinner.tsx'
import { linkFromHash } from './request-status-format.ts'
import { RequestDetails } from './request-details.tsx'
import { requestStatusQuery } from './request-status-query.ts'
import { PageTitle, type Phone } from './request-status-parts.tsx'

interface Props {
  phone: Phone
}

export default withIslandRoot(StatusPage)

interface Opened {
  link: string
  stop: boolean
}

/** The link and the offer the address holds; read after hydration (the page is prerendered). */
function useOpenedLink(): Opened | null {
  const [opened, setOpened] = useState<Opened | null>(null)
  useEffect(() => {
    const read = () =>
      setOpened({
        link: linkFromHash(location.hash),
        stop: new URLSearchParams(location.search).has('stop'),
      })
    read()
    // Another link pasted into the same tab changes only the fragment.
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  return opened
}

function StatusPage({ phone }: Props) {
  const opened = useOpenedLink()
  if (opened === null) return <LoadingState label="Opening your request..." />
  if (opened.link === '') return <LinkProblem message={LINK_NOT_FOUND} phone={phone} />
  return <RequestView key={opened.link} link={opened.link} stopOffer={opened.stop} phone={phone} />
}

function RequestView({ link, stopOffer, phone }: { link: string; stopOffer: boolean; phone: Phone }) {
  const query = useQuery(requestStatusQuery(link))
  return (
    <QueryState
      query={query}
      loading="Opening your request..."
      failure={(error) => <LinkProblem message={problemText(error)} phone={phone} />}
    >
      {query.data && <RequestDetails request={query.data} link={link} stopOffer={stopOffer} phone={phone} />}
    </QueryState>
  )
}

/** What a refused link is told: wrong, expired, too many tries (the API's words), or offline. */
function problemText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'not_found') return LINK_NOT_FOUND
  if (error instanceof ApiError && error.code === 'gone') return LINK_EXPIRED
  return describeApiError(error)
}

function LinkProblem({ message, phone }: { message: string; phone: Phone }) {
  return (
    <div className="max-w-2xl">
      <PageTitle>Your request</PageTitle>
      <p role="alert" className="mt-4 text-lg text-slate-800 dark:text-slate-200">
        {message}
      </p>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        Call us on{' '}
        <a href={phone.href} className="text-brand-700 dark:text-brand-300 font-semibold underline">
          {phone.display}
        </a>
        .
      </p>
    </div>
  )
}
