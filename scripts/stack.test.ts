/**
 * The local stack's process group (scripts/stack.ts) with a stand-in for the firebase CLI that
 * does what the real one did in issue 27: it starts a worker in its process group that ignores
 * SIGINT (as functionsEmulatorRuntime ignores the first one), and leaves it behind when it exits.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { startProcessGroup } from './stack.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  vi.restoreAllMocks()
})

/** The stand-in CLI: prints its worker's pid, then exits on SIGINT or with `crash`. */
function standInCli(crash: boolean): string {
  const worker = `process.on('SIGINT', () => {}); setInterval(() => {}, 1000)`
  return `
    const { spawn } = require('node:child_process')
    // The handler goes first: the test stops the CLI as soon as it reads the worker's pid, and a
    // SIGINT before it would end the CLI by the signal (exit code 1), not by its own exit(0).
    process.on('SIGINT', () => process.exit(0))
    const worker = spawn(process.execPath, ['-e', ${JSON.stringify(worker)}], { stdio: 'ignore' })
    console.log('worker ' + worker.pid)
    setInterval(() => {}, 1000)
    ${crash ? "setTimeout(() => { console.error('Error: An unexpected error has occurred.'); process.exit(2) }, 300)" : ''}
  `
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function start(crash: boolean) {
  const folder = mkdtempSync(join(tmpdir(), 'stack-group-'))
  folders.push(folder)
  const logFile = join(folder, 'cli.log')
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const cli = startProcessGroup([process.execPath, '-e', standInCli(crash)], {
    logFile,
    name: 'the stand-in CLI',
  })
  let worker = 0
  await vi.waitFor(() => {
    worker = Number(/worker (\d+)/.exec(readFileSync(logFile, 'utf8'))?.[1])
    expect(worker).toBeGreaterThan(0)
  })
  expect(isRunning(worker)).toBe(true)
  return { cli, worker, warn, logFile }
}

test('stopping the CLI leaves no worker of its process group behind', async () => {
  const { cli, worker, warn } = await start(false)
  expect(await cli.stop()).toBe(0)
  expect(isRunning(worker)).toBe(false)
  expect(warn).toHaveBeenCalledWith(
    'the stand-in CLI left processes behind when they stopped; they are ended now.',
  )
})

test('a CLI that stops by itself says why in one line, and leaves no worker behind', async () => {
  const { cli, worker } = await start(true)
  expect(await cli.failed).toBe(
    'the stand-in CLI stopped by themselves (exit code 2): Error: An unexpected error has occurred.',
  )
  expect(await cli.exited).toBe(2)
  expect(isRunning(worker)).toBe(false)
})
