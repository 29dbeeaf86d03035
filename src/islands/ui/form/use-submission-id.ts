/**
 * The name a public form gives what it sends (`submission_id`, domain/enquiry.ts): the same
 * while the same words are sent again, as after an answer that never arrived, so the server
 * stores them once; a new one once the words change or were received.
 */
import { useRef } from 'react'

export function useSubmissionId() {
  const last = useRef<{ words: string; id: string | undefined } | null>(null)
  return {
    /** The id for sending `words`; undefined where the browser cannot make one (not HTTPS). */
    for(words: unknown): string | undefined {
      const text = JSON.stringify(words)
      if (last.current?.words !== text) last.current = { words: text, id: globalThis.crypto?.randomUUID?.() }
      return last.current.id
    },
    /** The words arrived: whatever is sent next is new. */
    received() {
      last.current = null
    },
  }
}
