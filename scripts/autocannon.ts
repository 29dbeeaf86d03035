/** autocannon (the benchmarks' load generator), typed: it ships no types; only these fields are read. */
import { createRequire } from 'node:module'

export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p99: number; average: number; max: number }
  throughput: { average: number }
  non2xx: number
  errors: number
  timeouts: number
}

export type Autocannon = (options: {
  url: string
  connections: number
  duration: number
}) => Promise<AutocannonResult>

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
