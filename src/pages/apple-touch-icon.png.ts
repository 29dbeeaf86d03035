import type { APIRoute } from 'astro'
import { siteIconPng } from '../build/site-icon.ts'

/** The site's icon as a file (src/build/site-icon.ts). */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await siteIconPng()), { headers: { 'Content-Type': 'image/png' } })
