/**
 * The soak's dice: a small seeded generator (mulberry32), so a seed gives the same choices on
 * every run. Each virtual client draws from a stream of its own (`fork(name)`), so what one
 * client does never depends on how fast another was answered.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight: `{ browse: 5, enquire: 1 }` browses five times as often. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K
  /** A generator of its own, seeded from this one's seed and `label`. */
  fork(label: string): Random
}

/** 32-bit FNV-1a: turns a label into a seed. */
function hashLabel(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick(items) {
      if (items.length === 0) throw new Error('pick() from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number][]
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [key, weight] of entries) {
        roll -= weight
        if (roll < 0) return key
      }
      return entries[entries.length - 1]![0]
    },
    fork: (label) => createRandom(hashLabel(label, seed)),
  }
  return random
}
