/**
 * A request's visit on its card: when it is ("Visit: Thu, 3 Dec 2026, 7:00 am to 12:00 pm") with
 * Move visit, or the fields that book or move it, opened here or by choosing Booked as the status.
 */
import { useEffect, useState } from 'react'
import { formatBooking } from '../../../domain/booking.ts'
import type { Enquiry } from '../../../domain/enquiry.ts'
import { Button } from '../../ui/button.tsx'
import { VisitForm, type VisitChange } from './visit-form.tsx'

/** Which visit change is open on a card, shared by its status select and its visit. */
export function useVisitChange() {
  const [change, setChange] = useState<VisitChange | null>(null)
  // Counts the cancels, so the status select goes back to the saved status after each.
  const [cancels, setCancels] = useState(0)
  return {
    change,
    cancels,
    open: (next: VisitChange) => setChange(next),
    /** Another status was chosen: the visit's fields go, the select keeps the new choice. */
    drop: () => setChange(null),
    cancel: () => {
      setChange(null)
      setCancels((count) => count + 1)
    },
  }
}
export type VisitChangeState = ReturnType<typeof useVisitChange>

interface Props {
  enquiry: Enquiry
  visit: VisitChangeState
  onSaved: (updated: Enquiry) => void
}

export const statusSelectId = (enquiry: Pick<Enquiry, 'id'>) => `status-${enquiry.id}`
const moveButtonId = (enquiry: Pick<Enquiry, 'id'>) => `move-visit-${enquiry.id}`

export function EnquiryVisit({ enquiry, visit, onSaved }: Props) {
  // After Cancel or a save the focus goes back where the change was asked for: Move visit, or
  // the status select when there is none yet.
  const [closedHere, setClosedHere] = useState(0)
  // Only when the form closed itself, not when another status was chosen.
  const { id } = enquiry
  useEffect(() => {
    if (closedHere === 0) return
    const target =
      document.getElementById(moveButtonId({ id })) ?? document.getElementById(statusSelectId({ id }))
    target?.focus()
  }, [closedHere, id])

  if (visit.change) {
    return (
      <VisitForm
        key={visit.change}
        enquiry={enquiry}
        change={visit.change}
        onSaved={(updated) => {
          onSaved(updated)
          visit.drop()
          setClosedHere((count) => count + 1)
        }}
        onClose={() => {
          visit.cancel()
          setClosedHere((count) => count + 1)
        }}
      />
    )
  }

  const booking = enquiry.booking
  const booked = enquiry.status === 'booked'
  if (!booking && !booked) return null
  const line = !booking
    ? 'Visit: not set yet'
    : booking.cancelled
      ? `Visit called off: ${formatBooking(booking)}`
      : `Visit: ${formatBooking(booking)}`
  const canMove = booked && booking !== null && !booking.cancelled
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2" data-visit>
      <p
        className={
          booking?.cancelled
            ? 'text-sm text-slate-600 dark:text-slate-400'
            : 'text-sm font-semibold text-slate-900 dark:text-white'
        }
      >
        {line}
      </p>
      {booked && (
        <Button
          id={canMove ? moveButtonId(enquiry) : undefined}
          variant="secondary"
          size="sm"
          onClick={() => visit.open(canMove ? 'move' : 'book')}
        >
          {canMove ? 'Move visit' : 'Set the visit'}
        </Button>
      )}
    </div>
  )
}
