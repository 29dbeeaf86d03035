/** The drawn marks of the social networks the footer links to (SocialMark.astro), as SVG inner markup. */
const marks = new Map<string, string>([
  [
    'Facebook',
    '<rect x="3" y="3" width="18" height="18" rx="5"/><path d="M15.5 8H14a2 2 0 0 0-2 2v11M9 13h6"/>',
  ],
  [
    'Instagram',
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
  ],
  [
    'LinkedIn',
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 11v6M8 7.5v.01M12 17v-6M12 14a3 3 0 0 1 6 0v3"/>',
  ],
])

/**
 * The mark of a network named in the business settings, or undefined (the footer draws a globe).
 * A Map, not an object: an admin may name a network anything, "valueOf" or "__proto__" included,
 * and an object's inherited members would be taken for marks and break the build.
 */
export const socialMark = (network: string): string | undefined => marks.get(network)
