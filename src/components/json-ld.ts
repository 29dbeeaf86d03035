/**
 * Structured data as the text of a `<script type="application/ld+json">`. Every `<` is written
 * as \u003c (the same JSON to a parser), so no text in it (a post's title, a business name from
 * the settings) can end the script element early and spill markup into the page.
 */
export const jsonLdText = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c')
