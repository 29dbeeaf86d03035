import 'astro'

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer down, focus or key inside the island (src/client-directives/interaction.ts). */
    'client:interaction'?: boolean
  }
}
