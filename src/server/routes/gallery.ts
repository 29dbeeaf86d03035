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
import { cacheableWhenAnonymous } from '../middleware/cache.ts'
import { jsonBody, validParams, validQuery } from '../middleware/validate.ts'
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
import { IdParamSchema } from './params.ts'
import type { Services } from '../services/services.ts'

/**
 * /api/gallery: approved images and categories for everyone; submissions from verified users
 * (they wait for review), who see and may delete their own (/mine); everything else for admins.
 */
export function galleryRoutes({ gallery }: Services) {
  return new Hono<AppEnv>()
    .get('/', cacheableWhenAnonymous, validQuery(GalleryListQuerySchema), async (c) =>
      pageJson(c, 'images', await gallery.listPublic(c.var.actor, c.req.valid('query'))),
    )
    .get('/all', allow(canReadAllGalleryImages), validQuery(GalleryAdminQuerySchema), async (c) =>
      pageJson(c, 'images', await gallery.listAll(c.var.actor, c.req.valid('query'))),
    )
    .get('/mine', allow(canManageOwnPhotos), validQuery(PageQuerySchema), async (c) =>
      pageJson(c, 'images', await gallery.listMine(c.var.actor, c.req.valid('query'))),
    )
    .delete('/mine/:id', allow(canManageOwnPhotos), validParams(IdParamSchema), async (c) => {
      await gallery.removeMine(c.var.actor, c.req.valid('param').id)
      return c.body(null, 204)
    })
    .get('/categories', cacheableWhenAnonymous, async (c) =>
      c.json({ categories: await gallery.listCategories(c.var.actor) }),
    )
    .post('/categories', allow(canAddGalleryCategory), jsonBody(NewGalleryCategorySchema), async (c) =>
      c.json({ category: await gallery.createCategory(c.var.actor, c.req.valid('json')) }, 201),
    )
    .post('/submissions', allow(canSubmitGalleryImage), jsonBody(GallerySubmissionSchema), async (c) =>
      c.json({ image: await gallery.submit(c.var.actor, c.req.valid('json')) }, 201),
    )
    .put('/order', allow(canReorderGallery), jsonBody(GalleryOrderSchema), async (c) =>
      c.json({ images: await gallery.reorder(c.var.actor, c.req.valid('json').ids) }),
    )
    .post('/', allow(canAddGalleryImage), jsonBody(NewGalleryImageSchema), async (c) =>
      c.json({ image: await gallery.create(c.var.actor, c.req.valid('json')) }, 201),
    )
    .patch(
      '/:id',
      allow(canEditGalleryImage),
      validParams(IdParamSchema),
      jsonBody(GalleryImagePatchSchema),
      async (c) =>
        c.json({ image: await gallery.update(c.var.actor, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/:id', allow(canDeleteGalleryImage), validParams(IdParamSchema), async (c) => {
      await gallery.remove(c.var.actor, c.req.valid('param').id)
      return c.body(null, 204)
    })
    .post('/:id/approve', allow(canApproveImage), validParams(IdParamSchema), async (c) =>
      c.json({ image: await gallery.approve(c.var.actor, c.req.valid('param').id) }),
    )
    .post('/:id/reject', allow(canRejectImage), validParams(IdParamSchema), async (c) =>
      c.json({ image: await gallery.reject(c.var.actor, c.req.valid('param').id) }),
    )
}
