// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { ISLAND_COMMITTED } from '../lib/island-committed.ts'
import hydrateOnInteraction from './interaction.ts'

afterEach(() => document.body.replaceChildren())

/** An island as the build leaves it, a button inside, with the directive on it. */
function staticIsland(name: string) {
  const island = document.body.appendChild(document.createElement('astro-island'))
  const shell = island.appendChild(document.createElement('div'))
  const button = shell.appendChild(document.createElement('button'))
  button.textContent = name
  let clicksHandled = 0
  // What the island's code does with a click, once it runs.
  button.addEventListener('click', () => (clicksHandled += 1))
  void hydrateOnInteraction(async () => async () => {}, { name: 'interaction', value: '' }, island)
  return {
    island,
    button,
    clicksHandled: () => clicksHandled,
    /** React has committed this island's first render (islands/island-shell.tsx). */
    commit: () => shell.dispatchEvent(new Event(ISLAND_COMMITTED, { bubbles: true })),
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve))

test('a tap before the code arrives is held, and replayed once the island has committed', async () => {
  const list = staticIsland('Load more')
  list.button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
  list.button.click()
  await settled()
  expect(list.clicksHandled()).toBe(0)

  list.commit()
  await settled()
  expect(list.clicksHandled()).toBe(1)
})

test("an island waking beside another waits for its own commit, not the other's", async () => {
  const header = staticIsland('Menu')
  const list = staticIsland('Load more')
  header.island.dispatchEvent(new Event('pointerdown'))
  list.button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
  list.button.click()

  header.commit()
  await settled()
  // Replayed now, the click would reach markup whose handlers React has not attached: lost.
  expect(list.clicksHandled()).toBe(0)

  list.commit()
  await settled()
  expect(list.clicksHandled()).toBe(1)
})
