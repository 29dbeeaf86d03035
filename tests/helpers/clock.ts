/** A clock that moves a minute per reading, so the order of writes is observable in what they store. */
export function steppingClock(start = Date.UTC(2026, 0, 15, 9)): () => Date {
  let minutes = 0
  return () => new Date(start + minutes++ * 60_000)
}
