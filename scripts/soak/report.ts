/**
 * The soak's figures and verdict: bench/soak.json (everything) and bench/soak.md (tables), and
 * the reasons it fails, one line each. Pure functions of what the run collected, so the
 * verdict's rules are tested without a stack.
 */
import type { ExitedProcess, ProcessInfo } from './processes.ts'
import { roleOf } from './processes.ts'
import type { Incident, RouteFigures } from './recorder.ts'

export interface Rebuilds {
  hookCalls: number
  published: number
  skipped: number
  failed: number
  /** Seconds each published rebuild took. */
  seconds: number[]
  failures: string[]
}

/** The publish hook's timed lines (`--- <ISO time> <what>`) from `since` on. */
export function parsePublishLog(text: string, since: string): Rebuilds {
  const rebuilds: Rebuilds = { hookCalls: 0, published: 0, skipped: 0, failed: 0, seconds: [], failures: [] }
  for (const line of text.split('\n')) {
    const event = /^--- (\S+) (.*)$/.exec(line)
    if (!event || event[1]! < since) continue
    const what = event[2]!
    if (what.startsWith('Hook called')) rebuilds.hookCalls++
    else if (what.startsWith('Nothing to publish')) rebuilds.skipped++
    else if (what.startsWith('Published')) {
      rebuilds.published++
      const seconds = /in ([\d.]+) s/.exec(what)?.[1]
      if (seconds) rebuilds.seconds.push(Number(seconds))
    } else if (what.startsWith('Publishing failed')) {
      rebuilds.failed++
      rebuilds.failures.push(`${event[1]} ${what}`)
    }
  }
  return rebuilds
}

export interface ProcessMemory {
  pid: number
  role: string
  rssMiB: number
  peakRssMiB: number
}

export function memoryOf(processes: readonly ProcessInfo[]): ProcessMemory[] {
  const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10
  return processes.map((info) => ({
    pid: info.pid,
    role: roleOf(info.command),
    rssMiB: mib(info.rssKiB),
    peakRssMiB: mib(info.peakRssKiB),
  }))
}

/** The stack every half minute: memory by kind of process, and connections held by port. */
export interface Sample {
  seconds: number
  rssMiB: Record<string, number>
  connections: Record<string, number>
}

/** RSS summed by kind of process (the function workers together). */
export function rssByRole(processes: readonly ProcessInfo[]): Record<string, number> {
  const sums: Record<string, number> = {}
  for (const info of processes) {
    const role = roleOf(info.command)
    sums[role] = Math.round(((sums[role] ?? 0) + info.rssKiB / 1024) * 10) / 10
  }
  return sums
}

export interface SoakFindings {
  failures: Incident[]
  exited: ExitedProcess[]
  rebuilds: Rebuilds | null
  /** Set when with-stack stopped the soak because the stack went down, or setup failed. */
  stopped?: string
  requests: number
  /** A stack log line that explains exits (a reload, a failed request), when one was found. */
  exitHint?: string
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** Why the soak fails, one line each; empty when it passes. */
export function verdictReasons(findings: SoakFindings): string[] {
  const reasons: string[] = []
  if (findings.stopped) reasons.push(findings.stopped)
  for (const failure of findings.failures) {
    const what = /^\d+$/.test(failure.answer)
      ? `answered ${failure.answer}`
      : `got no answer (${failure.answer})`
    reasons.push(
      `${failure.count} × ${failure.route} ${what}; first at ${failure.first.at} by ${failure.first.client}${failure.first.detail ? `: ${failure.first.detail}` : ''}`,
    )
  }
  for (const gone of findings.exited) {
    reasons.push(
      `stack process ${gone.pid} (${gone.role}) exited during the run, between ${gone.lastSeen} and ${gone.goneBy}${findings.exitHint ? `; the stack's log: ${findings.exitHint}` : ''}`,
    )
  }
  if (findings.rebuilds && findings.rebuilds.failed > 0) {
    reasons.push(
      `${plural(findings.rebuilds.failed, 'site rebuild')} failed; first: ${findings.rebuilds.failures[0]}`,
    )
  }
  if (findings.requests === 0 && !findings.stopped) reasons.push('the soak sent no requests')
  return reasons
}

export interface SoakReport {
  date: string
  command: string
  seed: number
  tag: string
  minutes: number
  ranSeconds: number
  clients: Record<string, Record<string, number>>
  machine: {
    cpu: string
    cores: number
    memoryGiB: number
    node: string
    loadBefore: number
    loadAfter: number
  }
  totals: { requests: number; byAnswer: Record<string, number> }
  routes: RouteFigures[]
  keepAliveRetries: number
  rebuilds: Rebuilds | null
  publishAtEnd: string
  processes: ProcessMemory[]
  /** Connections the stack's servers still held once the soak had closed its own, by port. */
  connectionsAtEnd: Record<string, number>
  samples: Sample[]
  exited: ExitedProcess[]
  failures: Incident[]
  surprises: Incident[]
  verdict: { passed: boolean; reasons: string[] }
}

const answers = (byAnswer: Record<string, number>) =>
  Object.entries(byAnswer)
    .map(([answer, count]) => `${answer} × ${count}`)
    .join(', ')

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

export function renderMarkdown(report: SoakReport): string {
  const { totals, rebuilds } = report
  const count = (test: (answer: string) => boolean) =>
    Object.entries(totals.byAnswer)
      .filter(([answer]) => test(answer))
      .reduce((sum, [, n]) => sum + n, 0)
  const status = (answer: string) => (/^\d+$/.test(answer) ? Number(answer) : null)
  const totalRss = report.processes.reduce((sum, info) => sum + info.rssMiB, 0)
  const workers = report.processes.filter((info) => info.role === 'function worker')
  const lines = [
    '# Soak: the local stack under a mix of visitors, users and admins',
    '',
    `Measured ${report.date} by \`${report.command}\` (scripts/soak.ts): ${report.ranSeconds} s of traffic (${report.minutes} min asked), seed ${report.seed}, run tag \`${report.tag}\`.`,
    '',
    `Machine: ${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; 1-minute load average ${report.machine.loadBefore} before, ${report.machine.loadAfter} after. Shared with other work: latencies vary with it.`,
    '',
    `Clients: ${Object.keys(report.clients).sort().join(', ')}, all at once, each choosing its next action from its own seeded stream and pausing a person's moment between actions. Every local caller shares one address, so the enquiry, quote and visitors' upload limits are used up within minutes: their 429s are expected.`,
    '',
    `## Verdict: ${report.verdict.passed ? 'passed' : 'FAILED'}`,
    '',
    ...(report.verdict.reasons.length
      ? report.verdict.reasons.map((reason) => `- ${reason}`)
      : ['Every request got an answer, none a 5xx, and no stack process exited.']),
    '',
    '## Summary',
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Requests | ${totals.requests} (${(totals.requests / Math.max(1, report.ranSeconds)).toFixed(1)}/s) |`,
    `| 2xx / 3xx | ${count((a) => (status(a) ?? 0) >= 200 && (status(a) ?? 0) < 400)} |`,
    `| 4xx (of which 429) | ${count((a) => (status(a) ?? 0) >= 400 && (status(a) ?? 0) < 500)} (${totals.byAnswer['429'] ?? 0}) |`,
    `| 5xx | ${count((a) => (status(a) ?? 0) >= 500)} |`,
    `| No answer (reset, refused, time-out) | ${count((a) => status(a) === null && a !== 'cut off')} |`,
    `| Uploads cut off on purpose | ${totals.byAnswer['cut off'] ?? 0} |`,
    `| Answers their action did not expect (not failing) | ${report.surprises.reduce((sum, s) => sum + s.count, 0)} |`,
    `| GETs sent again after a keep-alive reset | ${report.keepAliveRetries} |`,
    `| Site rebuilds | ${rebuilds ? `${rebuilds.published} published, ${rebuilds.skipped} skipped (nothing new), ${rebuilds.failed} failed, from ${rebuilds.hookCalls} hook calls; ${rebuilds.seconds.length ? `median ${median(rebuilds.seconds)} s, longest ${Math.max(...rebuilds.seconds)} s` : 'no build times'}` : 'publish log not found'} |`,
    `| Publish state at the end | ${report.publishAtEnd} |`,
    `| Stack processes at the end | ${report.processes.length} (${workers.length} function workers), RSS ${totalRss.toFixed(0)} MiB in all |`,
    `| Stack processes that exited during the run | ${report.exited.length} |`,
    `| Connections the stack still held at the end, by port | ${Object.entries(report.connectionsAtEnd)
      .map(([port, count]) => `${port}: ${count}`)
      .join(', ')} |`,
    '',
    '## Requests by route',
    '',
    'Latency from the client, in ms, over answered requests; a route with a body of its own kind (oversized, malformed) is listed apart.',
    '',
    '| Route | Requests | Answers | p50 | p99 | max |',
    '| --- | --- | --- | --- | --- | --- |',
    ...report.routes.map((r) => {
      // A route of deliberate cut-offs has no answer to time.
      const timed = Object.keys(r.byAnswer).some((answer) => /^\d+$/.test(answer))
      const ms = (value: number) => (timed ? String(value) : '—')
      return `| \`${cell(r.route)}\` | ${r.requests} | ${answers(r.byAnswer)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} |`
    }),
    '',
    '## Memory of each stack process at the end',
    '',
    'RSS and peak RSS (VmHWM, the most the process ever held) from /proc, for every process under the stack (with-stack runs MailDev, the publish hook and the jobs itself).',
    '',
    '| PID | Process | RSS MiB | Peak RSS MiB |',
    '| --- | --- | --- | --- |',
    ...report.processes.map((p) => `| ${p.pid} | ${cell(p.role)} | ${p.rssMiB} | ${p.peakRssMiB} |`),
    '',
  ]
  if (report.samples.length > 0) {
    const roles = [...new Set(report.samples.flatMap((sample) => Object.keys(sample.rssMiB)))].sort()
    const ports = Object.keys(report.samples[0]!.connections)
    lines.push(
      '## Over time',
      '',
      'Every half minute: RSS in MiB summed by kind of process (all function workers together), and the connections the stack held on each port.',
      '',
      `| s | ${roles.map(cell).join(' | ')} | ${ports.map((port) => `conns :${port}`).join(' | ')} |`,
      `| ${['---', ...roles, ...ports].map(() => '---').join(' | ')} |`,
      ...report.samples.map(
        (sample) =>
          `| ${sample.seconds} | ${roles.map((role) => sample.rssMiB[role] ?? '—').join(' | ')} | ${ports.map((port) => sample.connections[port] ?? 0).join(' | ')} |`,
      ),
      '',
    )
  }
  if (report.surprises.length > 0) {
    lines.push(
      '## Answers their action did not expect',
      '',
      'Not failures (no 5xx, no lost request), but each is a question: the first of each kind.',
      '',
    )
    for (const s of report.surprises)
      lines.push(
        `- ${s.count} × \`${s.route}\` answered ${s.answer} (expected ${s.expected?.join(' or ')}); first at ${s.first.at} by ${s.first.client}: ${s.first.detail ?? ''}`,
      )
    lines.push('')
  }
  lines.push('## What each client did', '', '| Client | Actions |', '| --- | --- |')
  for (const [client, done] of Object.entries(report.clients).sort(([a], [b]) => a.localeCompare(b))) {
    const byCount = Object.fromEntries(Object.entries(done).sort(([, a], [, b]) => b - a))
    lines.push(`| ${client} | ${answers(byCount)} |`)
  }
  lines.push('')
  return lines.join('\n')
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}
