import 'astro'

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer down, focus or key inside the island; with 'or-signed-in',
     * at once for someone the stored auth hint names; with 'at-once', on load. Either way a
     * click that lands before the island runs is held and replayed (src/client-directives/interaction.ts).
     */
    'client:interaction'?: boolean | 'or-signed-in' | 'at-once'
  }
}
