/**
 * What the soak saw: every request's route, answer and time, kept small (counts and latencies
 * per route), plus the requests that matter one by one: those that got no answer, those answered
 * 5xx, and those answered with a status their action did not expect.
 */

/** Why a request got no HTTP answer: the stack reset, refused or never answered it. */
export type NoAnswer = 'reset' | 'refused' | 'timeout' | 'closed' | 'error'

export interface Outcome {
  /** `METHOD /path/:param`: the route, not the URL, so a route's requests add up. */
  route: string
  /** Which virtual client sent it. */
  client: string
  /** The HTTP status, or why there was none. `cut off` is an upload the client broke off on purpose. */
  answer: number | NoAnswer | 'cut off'
  ms: number
  /** Statuses this action may get; anything else is a surprise (reported, not a failure). */
  expected: readonly number[]
  /** When it was sent (ISO), and a few words on the answer or the error, for the report. */
  at: string
  detail?: string
}

export interface RouteFigures {
  route: string
  requests: number
  byAnswer: Record<string, number>
  p50Ms: number
  p99Ms: number
  maxMs: number
}

/** A kind of problem on a route, counted, with its first occurrence. */
export interface Incident {
  route: string
  answer: string
  count: number
  first: { at: string; client: string; detail?: string }
  expected?: readonly number[]
}

/** The nearest-rank percentile of `values` (0 for none). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

const round = (ms: number) => Math.round(ms * 10) / 10

export function createRecorder() {
  const latencies = new Map<string, number[]>()
  const answers = new Map<string, Map<string, number>>()
  const failures = new Map<string, Incident>()
  const surprises = new Map<string, Incident>()

  const note = (into: Map<string, Incident>, outcome: Outcome, withExpected: boolean) => {
    const answer = String(outcome.answer)
    const key = `${outcome.route} ${answer}`
    const found = into.get(key)
    if (found) {
      found.count++
      return
    }
    into.set(key, {
      route: outcome.route,
      answer,
      count: 1,
      first: {
        at: outcome.at,
        client: outcome.client,
        ...(outcome.detail ? { detail: outcome.detail } : {}),
      },
      ...(withExpected ? { expected: outcome.expected } : {}),
    })
  }

  return {
    record(outcome: Outcome): void {
      const counts = answers.get(outcome.route) ?? new Map<string, number>()
      answers.set(outcome.route, counts)
      const answer = String(outcome.answer)
      counts.set(answer, (counts.get(answer) ?? 0) + 1)
      if (typeof outcome.answer === 'number') {
        const times = latencies.get(outcome.route) ?? []
        latencies.set(outcome.route, times)
        times.push(outcome.ms)
      }
      if (outcome.answer === 'cut off') return
      if (typeof outcome.answer !== 'number' || outcome.answer >= 500) note(failures, outcome, false)
      else if (!outcome.expected.includes(outcome.answer)) note(surprises, outcome, true)
    },

    /** Every route, busiest first. */
    routes(): RouteFigures[] {
      return [...answers.entries()]
        .map(([route, counts]) => {
          const times = latencies.get(route) ?? []
          return {
            route,
            requests: [...counts.values()].reduce((sum, count) => sum + count, 0),
            byAnswer: Object.fromEntries([...counts.entries()].sort(([a], [b]) => a.localeCompare(b))),
            p50Ms: round(percentile(times, 50)),
            p99Ms: round(percentile(times, 99)),
            maxMs: round(times.reduce((max, ms) => Math.max(max, ms), 0)),
          }
        })
        .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route))
    },

    /** Requests by answer over every route. */
    totals(): { requests: number; byAnswer: Record<string, number> } {
      const byAnswer = new Map<string, number>()
      for (const counts of answers.values()) {
        for (const [answer, count] of counts) byAnswer.set(answer, (byAnswer.get(answer) ?? 0) + count)
      }
      return {
        requests: [...byAnswer.values()].reduce((sum, count) => sum + count, 0),
        byAnswer: Object.fromEntries([...byAnswer.entries()].sort(([a], [b]) => a.localeCompare(b))),
      }
    },

    /** Requests that got no answer or a 5xx: each fails the soak. */
    failures: (): Incident[] => [...failures.values()],
    /** Answers outside what their action expected: reported, not failing. */
    surprises: (): Incident[] => [...surprises.values()],
  }
}

export type Recorder = ReturnType<typeof createRecorder>
