/**
 * The site's icon as a file search engines can fetch. Pages carry public/favicon.svg inside
 * their HTML (Document.astro), which a browser needs no request for, but Google shows an icon
 * beside a site's results only from a file Googlebot-Image can crawl; the LocalBusiness and
 * Article logos need one too. Drawn from the same SVG at build time, so the two never differ.
 */
import sharp from 'sharp'
import favicon from '../../public/favicon.svg?raw'

/** Where the icon is served; iOS looks there too when the site is added to a home screen. */
export const SITE_ICON_PATH = '/apple-touch-icon.png'
/** A multiple of 48 px (Google's favicon guideline) and over the 112 px a logo needs. */
const SITE_ICON_SIZE = 192

/** The SVG is 40 units wide: rendered at the density that makes it SITE_ICON_SIZE pixels. */
const SVG_WIDTH = 40
const BRAND_BLUE = '#1d4ed8'

export async function siteIconPng(): Promise<Buffer> {
  return (
    sharp(Buffer.from(favicon), { density: (72 * SITE_ICON_SIZE) / SVG_WIDTH })
      .resize(SITE_ICON_SIZE, SITE_ICON_SIZE)
      // Square and opaque: iOS and Google round or crop the corners themselves, and would
      // show the transparent ones black or white.
      .flatten({ background: BRAND_BLUE })
      .png()
      .toBuffer()
  )
}
