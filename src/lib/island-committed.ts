/**
 * Raised inside its island by every island's shell once React has committed its first render
 * (islands/island-shell.tsx); it bubbles to the island's `<astro-island>`, so an island that
 * hydrates beside another waits for its own commit, not the other's. Astro hydrates React islands inside `startTransition`, so the
 * hydration is still under way when Astro's `hydrate()` resolves; `client:interaction` waits for
 * this before it replays a click it held, or the click can land on markup whose handlers React
 * has not attached yet and be lost (client-directives/interaction.ts).
 */
export const ISLAND_COMMITTED = 'harbourline:island-committed'
