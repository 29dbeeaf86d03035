import { readFileSync } from 'node:fs'

/** A file of tests/fixtures (made by scripts/make-fixtures.ts), as bytes. */
export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)))
}
