import { Hono } from 'hono'
import {
  GalleryAdminQuerySchema,
  GalleryImagePatchSchema,
  GalleryListQuerySchema,
  GalleryOrderSchema,
  GallerySubmissionSchema,
  NewGalleryCategorySchema,
  NewGalleryImageSchema,
} from '../../domain/gallery-image.ts'
import { PageQuerySchema } from '../../domain/page.ts'
import type { AppEnv } from '../app-env.ts'
import { allow } from '../middleware/allow.ts'
import { readJson } from '../middleware/body.ts'
import { cacheableWhenAnonymous } from '../middleware/cache.ts'
import { readQuery } from '../middleware/query.ts'
import {
  canAddGalleryCategory,
  canAddGalleryImage,
  canApproveImage,
  canDeleteGalleryImage,
  canManageOwnPhotos,
  canEditGalleryImage,
  canReadAllGalleryImages,
  canRejectImage,
  canReorderGallery,
  canSubmitGalleryImage,
} from '../policy/policy.ts'
import { pageJson } from './cached-json.ts'
import type { Services } from '../services/services.ts'

/**
 * /api/gallery: approved images and categories for everyone; submissions from verified users
 * (they wait for review), who see and may delete their own (/mine); everything else for admins.
 */
export function galleryRoutes({ gallery }: Services) {
  return new Hono<AppEnv>()
    .get('/', cacheableWhenAnonymous, async (c) =>
      pageJson(c, 'images', await gallery.listPublic(c.var.actor, readQuery(c, GalleryListQuerySchema))),
    )
    .get('/all', allow(canReadAllGalleryImages), async (c) =>
      pageJson(c, 'images', await gallery.listAll(c.var.actor, readQuery(c, GalleryAdminQuerySchema))),
    )
    .get('/mine', allow(canManageOwnPhotos), async (c) =>
      pageJson(c, 'images', await gallery.listMine(c.var.actor, readQuery(c, PageQuerySchema))),
    )
    .delete('/mine/:id', allow(canManageOwnPhotos), async (c) => {
      await gallery.removeMine(c.var.actor, c.req.param('id'))
      return c.body(null, 204)
    })
    .get('/categories', cacheableWhenAnonymous, async (c) =>
      c.json({ categories: await gallery.listCategories(c.var.actor) }),
    )
    .post('/categories', allow(canAddGalleryCategory), async (c) => {
      const input = await readJson(c, NewGalleryCategorySchema)
      return c.json({ category: await gallery.createCategory(c.var.actor, input) }, 201)
    })
    .post('/submissions', allow(canSubmitGalleryImage), async (c) => {
      const input = await readJson(c, GallerySubmissionSchema)
      return c.json({ image: await gallery.submit(c.var.actor, input) }, 201)
    })
    .put('/order', allow(canReorderGallery), async (c) => {
      const { ids } = await readJson(c, GalleryOrderSchema)
      return c.json({ images: await gallery.reorder(c.var.actor, ids) })
    })
    .post('/', allow(canAddGalleryImage), async (c) => {
      const input = await readJson(c, NewGalleryImageSchema)
      return c.json({ image: await gallery.create(c.var.actor, input) }, 201)
    })
    .patch('/:id', allow(canEditGalleryImage), async (c) => {
      const input = await readJson(c, GalleryImagePatchSchema)
      return c.json({ image: await gallery.update(c.var.actor, c.req.param('id'), input) })
    })
    .delete('/:id', allow(canDeleteGalleryImage), async (c) => {
      await gallery.remove(c.var.actor, c.req.param('id'))
      return c.body(null, 204)
    })
    .post('/:id/approve', allow(canApproveImage), async (c) =>
      c.json({ image: await gallery.approve(c.var.actor, c.req.param('id')) }),
    )
    .post('/:id/reject', allow(canRejectImage), async (c) =>
      c.json({ image: await gallery.reject(c.var.actor, c.req.param('id')) }),
    )
}
