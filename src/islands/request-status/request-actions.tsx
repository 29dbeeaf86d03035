/** What the customer can do to the whole request: cancel it, and stop its e-mails. */
import { useEffect, useRef } from 'react'
import type { CustomerRequest } from '../../domain/request-status.ts'
import { api } from '../../lib/api-client.ts'
import { Button } from '../ui/button.tsx'
import { ConfirmDialog, useConfirm } from '../ui/confirm-dialog.tsx'
import { useRequestChange } from './request-status-query.ts'

const EMAILS_STOPPED = 'We will not e-mail you about this request again.'

/** "Cancel this request", asked first; the page then shows it cancelled. */
export function CancelRequest({ link, reference }: { link: string; reference: string }) {
  const cancel = useRequestChange(link, api.requestStatus.cancel, 'Request not cancelled')
  const confirm = useConfirm({ onConfirm: () => cancel.mutate() })
  return (
    <>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Cancel it here and we will not go ahead with it.
      </p>
      <Button
        variant="danger-subtle"
        className="mt-3"
        pending={cancel.isPending}
        onClick={() => confirm.ask()}
      >
        Cancel this request
      </Button>
      <ConfirmDialog {...confirm.dialog} title="Cancel this request?" confirmLabel="Yes, cancel it">
        We will stop work on {reference}. To start again, call us or send a new request.
      </ConfirmDialog>
    </>
  )
}

/**
 * "Stop e-mails about this request", or that they are stopped. `prominent`: the page was opened
 * from an e-mail's opt-out link, so the offer leads the page.
 */
export function StopEmails({
  link,
  request,
  prominent = false,
}: {
  link: string
  request: CustomerRequest
  prominent?: boolean
}) {
  const stop = useRequestChange(link, api.requestStatus.stopEmails, 'E-mails not stopped')
  const stopped = useRef<HTMLParagraphElement>(null)
  // The button is gone once they are stopped: the focus goes to the line that says so.
  const stoppedNow = stop.isSuccess && request.emails_stopped
  useEffect(() => {
    if (stoppedNow) stopped.current?.focus()
  }, [stoppedNow])
  const box = prominent
    ? 'mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950'
    : 'mt-10'
  return (
    <section aria-labelledby="request-emails" className={box}>
      <h2 id="request-emails" className="text-xl font-semibold text-slate-900 dark:text-white">
        E-mails about this request
      </h2>
      {request.emails_stopped ? (
        <p
          ref={stopped}
          tabIndex={-1}
          role="status"
          className="mt-2 text-slate-800 focus:outline-hidden dark:text-slate-200"
        >
          {EMAILS_STOPPED}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            We e-mail you when it moves on, with booking times and a reminder. This page keeps working either
            way.
          </p>
          <Button
            variant={prominent ? 'primary' : 'secondary'}
            className="mt-3"
            pending={stop.isPending}
            onClick={() => stop.mutate()}
          >
            Stop e-mails about this request
          </Button>
        </>
      )}
    </section>
  )
}
