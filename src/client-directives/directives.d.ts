import 'astro'

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer down, focus or key inside the island; with 'or-signed-in',
     * at once for someone the stored auth hint names (src/client-directives/interaction.ts).
     */
    'client:interaction'?: boolean | 'or-signed-in'
  }
}
