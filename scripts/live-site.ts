/**
 * The site the local stack serves. Hosting serves `dist/` (firebase.json); the publish loop
 * builds each new version of the site into a folder of its own under .data/site-builds/ and
 * then points `dist` at it by replacing a symbolic link, one rename, so a request never finds
 * the site half-written or missing. A plain `npm run build` still writes a real `dist/`, which
 * the stack turns into the first such build when it starts.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { root } from './stack.ts'

const siteBuildsDir = join(root, '.data', 'site-builds')
export const liveSite = join(root, 'dist')
/** Builds kept besides the live one: a page still loading from the previous build finds its files. */
const KEEP_PREVIOUS = 2

/** Where the next build is written before it goes live. */
export const stagingDir = join(siteBuildsDir, 'next')

/** A name for a finished build; names sort by age. */
function newBuildName(): string {
  return join(siteBuildsDir, `${Date.now()}-${process.pid}`)
}

/**
 * An empty staging folder for the next build. A folder left by an interrupted build is
 * cleared; anything else in its place is not the builder's to delete, so the build stops there.
 */
export function prepareStaging(): string {
  mkdirSync(siteBuildsDir, { recursive: true })
  if (existsSync(stagingDir)) {
    if (!lstatSync(stagingDir).isDirectory()) {
      throw new Error(`${relative(root, stagingDir)} is in the way of the build (it is not a folder)`)
    }
    rmSync(stagingDir, { recursive: true, force: true })
  }
  return stagingDir
}

/** Before the stack serves: a `dist/` folder from `npm run build` becomes the first build. */
export function prepareLiveSite(): void {
  if (!existsSync(liveSite) || lstatSync(liveSite).isSymbolicLink()) return
  mkdirSync(siteBuildsDir, { recursive: true })
  const first = newBuildName()
  renameSync(liveSite, first)
  symlinkSync(first, liveSite)
}

/** Serves the staged build from now on, in one step, and removes builds older than the kept ones. */
export function goLive(staged = stagingDir): void {
  prepareLiveSite()
  const buildDir = newBuildName()
  renameSync(staged, buildDir)
  const link = `${liveSite}.next`
  rmSync(link, { force: true })
  symlinkSync(buildDir, link)
  renameSync(link, liveSite)
  const live = realpathSync(liveSite)
  const builds = readdirSync(siteBuildsDir)
    .map((name) => join(siteBuildsDir, name))
    .filter((path) => path !== live && path !== stagingDir)
    .sort()
  for (const old of builds.slice(0, Math.max(0, builds.length - KEEP_PREVIOUS))) {
    rmSync(old, { recursive: true, force: true })
  }
}
