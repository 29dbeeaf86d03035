/**
 * One thread's share of the critical-CSS pass (critical-css.ts): it asks for pages a batch at a
 * time, inlines each page's critical rules in place and says how many it changed. Pulling
 * batches, rather than a fixed half each, keeps every core busy to the end when one thread is
 * slowed (the machine's other work, a run of pages unlike the ones before).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { createBeasties, inlineCriticalCss } from './critical-css.ts'

/** From the thread to the pass: ready for more pages, with how many it changed so far. */
export interface WorkerRequest {
  changed: number
}

/** From the pass to the thread: the next pages (absolute paths), or none: it is done. */
export interface WorkerBatch {
  files: string[]
}

export interface WorkerSetup {
  siteDir: string
}

const port = parentPort
if (port) {
  const { siteDir } = workerData as WorkerSetup
  const beasties = createBeasties(siteDir)
  let changed = 0
  port.on('message', ({ files }: WorkerBatch) => {
    if (files.length === 0) {
      port.close()
      return
    }
    void (async () => {
      for (const file of files) {
        const html = await readFile(file, 'utf8')
        const next = await inlineCriticalCss(html, beasties)
        if (next === html) continue
        await writeFile(file, next)
        changed += 1
      }
      port.postMessage({ changed } satisfies WorkerRequest)
    })()
  })
  port.postMessage({ changed } satisfies WorkerRequest)
}
