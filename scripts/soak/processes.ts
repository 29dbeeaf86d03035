/**
 * The local stack's processes, read from /proc: with-stack (or `npm start`'s serve.ts), which
 * runs MailDev, the publish hook and the jobs itself; the firebase CLI (Auth, Functions and
 * Hosting emulators); the function workers it starts, one per request in flight; and the site
 * rebuilds (astro build) that come and go. The soak watches them during the run and reads their
 * memory at the end.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

export interface ProcessInfo {
  pid: number
  /** R, S, D...; Z for a process that has ended and waits for its parent to read its exit. */
  state: string
  ppid: number
  pgid: number
  /** Clock ticks after boot: with the pid, tells a process from a later one that reuses the pid. */
  startTicks: number
  command: string
  rssKiB: number
  peakRssKiB: number
}

/** The fields of /proc/<pid>/stat we read; the command name may hold spaces and parentheses. */
export function parseStat(text: string): { state: string; ppid: number; pgid: number; startTicks: number } {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  // After the name: state(3) ppid(4) pgrp(5) ... starttime(22), numbered as in proc(5).
  return {
    state: fields[0]!,
    ppid: Number(fields[1]),
    pgid: Number(fields[2]),
    startTicks: Number(fields[19]),
  }
}

/** VmRSS and VmHWM of /proc/<pid>/status, in KiB (0 when absent, as for a zombie). */
export function parseStatusMemory(text: string): { rssKiB: number; peakRssKiB: number } {
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0)
  return { rssKiB: kib('VmRSS'), peakRssKiB: kib('VmHWM') }
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
    return { pid, ...stat, command, ...parseStatusMemory(readFileSync(`/proc/${pid}/status`, 'utf8')) }
  } catch {
    return null // it ended while we read
  }
}

function readProcesses(): ProcessInfo[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((info): info is ProcessInfo => info !== null)
}

/**
 * The stack: the roots, everything descended from them, and what is left of their children's
 * process groups (the CLI's function workers stay in its group when their parent goes).
 * `exclude` and its descendants (the soak itself) are left out.
 */
export function stackProcesses(
  all: readonly ProcessInfo[],
  roots: readonly number[],
  exclude: number,
): ProcessInfo[] {
  const children = new Map<number, ProcessInfo[]>()
  for (const info of all) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info])
  const found = new Map<number, ProcessInfo>()
  const visit = (info: ProcessInfo) => {
    if (info.pid === exclude || found.has(info.pid)) return
    found.set(info.pid, info)
    for (const child of children.get(info.pid) ?? []) visit(child)
  }
  for (const root of roots) {
    const info = all.find((candidate) => candidate.pid === root)
    if (info) visit(info)
  }
  // The groups the stack's parts lead (the CLI's), not one the soak itself runs in.
  const ownGroup = all.find((info) => info.pid === exclude)?.pgid
  const groups = new Set(
    [...found.values()]
      .filter((info) => info.pid === info.pgid && !roots.includes(info.pid) && info.pgid !== ownGroup)
      .map((info) => info.pgid),
  )
  for (const info of all) if (groups.has(info.pgid)) visit(info)
  return [...found.values()].sort((a, b) => a.pid - b.pid)
}

/** What a stack process is, from its command line. */
export function roleOf(command: string): string {
  if (/with-stack\.ts/.test(command)) return 'with-stack (MailDev, publish hook, jobs)'
  if (/scripts\/serve\.ts/.test(command)) return 'npm start (MailDev, publish hook, jobs)'
  if (/functionsEmulatorRuntime/.test(command)) return 'function worker'
  if (/firebase-tools\/lib\/bin\/firebase\.js/.test(command)) return 'firebase CLI (auth, functions, hosting)'
  if (/\bastro\b.*\bbuild\b/.test(command)) return 'site rebuild (astro build)'
  if (/esbuild/.test(command)) return 'esbuild service'
  if (/java\b/.test(command)) return 'java emulator'
  return command.split(' ').slice(0, 2).join(' ').slice(0, 80)
}

/** Processes that end by design: a site rebuild and whatever it started. */
function isTransient(info: ProcessInfo, all: readonly ProcessInfo[]): boolean {
  const byPid = new Map(all.map((candidate) => [candidate.pid, candidate]))
  for (let at: ProcessInfo | undefined = info; at; at = byPid.get(at.ppid)) {
    if (/\bastro\b.*\bbuild\b/.test(at.command) || /esbuild/.test(at.command)) return true
    if (at.ppid <= 1) break
  }
  return false
}

interface Socket {
  localPort: number
  remotePort: number
  /** The kernel's state: 01 established, 0A listening. */
  state: string
  inode: string
}

/** The lines of /proc/net/tcp (and tcp6), parsed. */
function parseTcpTable(text: string): Socket[] {
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length > 9)
    .map((fields) => ({
      localPort: parseInt(fields[1]!.split(':')[1]!, 16),
      remotePort: parseInt(fields[2]!.split(':')[1]!, 16),
      state: fields[3]!,
      inode: fields[9]!,
    }))
}

function sockets(): Socket[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) => {
    try {
      return parseTcpTable(readFileSync(table, 'utf8'))
    } catch {
      return []
    }
  })
}

/**
 * Connections open to each port, counted on the server's side: what a server still holds when
 * its callers are done (a proxy that never ends a forwarded request shows here).
 */
export function openConnections(ports: readonly number[]): Record<string, number> {
  const all = sockets()
  return Object.fromEntries(
    ports.map((port) => [
      String(port),
      all.filter((socket) => socket.localPort === port && socket.state === '01').length,
    ]),
  )
}

/** The process listening on a local TCP port (from /proc/net/tcp and each process's sockets). */
function listenerOf(port: number): number | null {
  const inodes = new Set(
    sockets()
      .filter((socket) => socket.localPort === port && socket.state === '0A')
      .map((socket) => socket.inode),
  )
  if (inodes.size === 0) return null
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      for (const fd of readdirSync(`/proc/${name}/fd`)) {
        const link = readlinkSync(`/proc/${name}/fd/${fd}`)
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? '')) return Number(name)
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return null
}

/**
 * Where the stack starts: with-stack.ts or serve.ts when the soak runs under one (its parent),
 * else the process serving Hosting's port and its parent when that is serve.ts.
 */
export function findStackRoots(hostingPort: number): number[] {
  const parent = readProcess(process.ppid)
  if (parent && /with-stack\.ts|scripts\/serve\.ts/.test(parent.command)) return [parent.pid]
  const listener = listenerOf(hostingPort)
  if (listener === null) return []
  const owner = readProcess(readProcess(listener)?.ppid ?? 0)
  return owner && /scripts\/serve\.ts/.test(owner.command) ? [owner.pid] : [listener]
}

/** Files a process has open whose path matches `pattern` (the stack's logs). */
export function openFiles(pid: number, pattern: RegExp): string[] {
  try {
    return readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`)
        } catch {
          return ''
        }
      })
      .filter((path) => pattern.test(path))
  } catch {
    return []
  }
}

export interface ExitedProcess {
  pid: number
  role: string
  command: string
  lastSeen: string
  goneBy: string
}

/**
 * Watches the stack's processes: every one there at the first look (but a rebuild) must still be
 * there at each look, and so must a function worker the emulator starts later (it ends one only
 * when its request failed or the functions were reloaded). Other processes that come later are
 * not watched: a rebuild's, seen between fork and exec with its parent's command line, would
 * look like a second with-stack. A process that has ended but not been reaped (a zombie, with
 * no command line) counts as gone.
 */
export function watchProcesses(
  roots: readonly number[],
  {
    everyMs = 2000,
    exclude = process.pid,
    read = readProcesses,
  }: { everyMs?: number; exclude?: number; read?: () => ProcessInfo[] } = {},
) {
  const watched = new Map<string, { info: ProcessInfo; lastSeen: string }>()
  const exited: ExitedProcess[] = []
  const key = (info: ProcessInfo) => `${info.pid}:${info.startTicks}`
  let current: ProcessInfo[] = []

  const look = () => {
    const now = new Date().toISOString()
    const all = read()
    current = stackProcesses(all, roots, exclude).filter((info) => info.state !== 'Z' && info.state !== 'X')
    const present = new Set(current.map(key))
    for (const [id, seen] of watched) {
      if (present.has(id)) continue
      watched.delete(id)
      exited.push({
        pid: seen.info.pid,
        role: roleOf(seen.info.command),
        command: seen.info.command,
        lastSeen: seen.lastSeen,
        goneBy: now,
      })
    }
    for (const info of current) {
      const id = key(info)
      if (isTransient(info, all)) watched.delete(id)
      else if (first || watched.has(id) || roleOf(info.command) === 'function worker') {
        watched.set(id, { info, lastSeen: now })
      }
    }
    first = false
  }
  let first = true
  look()
  const timer = setInterval(look, everyMs)
  return {
    /** Looks once more and stops watching; what was there at that last look. */
    stop(): ProcessInfo[] {
      clearInterval(timer)
      look()
      return current
    },
    exited: (): ExitedProcess[] => [...exited],
    /** What was there at the last look. */
    current: (): ProcessInfo[] => current,
    /** Looks now, between the regular looks. */
    look,
  }
}
