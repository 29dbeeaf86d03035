/**
 * A search box's text and the search it asks for. As you type, the search follows the trimmed
 * text once typing pauses, so each key does not ask the API again; on submit (the inbox's
 * Search button), it changes only when the form is sent, or at once when the box is cleared.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

/** How long typing pauses before the search follows it. */
export const SEARCH_DELAY_MS = 250

export type SearchMode = 'as-you-type' | 'on-submit'

export function useSearch(mode: SearchMode = 'as-you-type') {
  const [text, setTypedText] = useState('')
  const [searched, setSearched] = useState('')
  /** On a pre-rendered page: the box, whose text typed before the island ran is taken over. */
  const inputRef = useRef<HTMLInputElement>(null)

  const setText = useCallback(
    (next: string) => {
      setTypedText(next)
      if (mode === 'on-submit' && next === '') setSearched('')
    },
    [mode],
  )

  useEffect(() => {
    const typed = inputRef.current?.value
    if (typed) setTypedText(typed)
  }, [])

  useEffect(() => {
    if (mode === 'on-submit') return
    const timer = setTimeout(() => setSearched(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, mode])

  return {
    text,
    inputRef,
    /** The box's new text (its `onValue`); the same function on every render. */
    setText,
    /** The search to ask for; undefined for none. */
    searched: searched || undefined,
    submit: () => setSearched(text.trim()),
  }
}
