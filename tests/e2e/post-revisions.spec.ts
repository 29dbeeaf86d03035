/**
 * A post's revisions over the real local stack (issue 29): an admin edits a post twice, opens
 * its History, compares the first version with the current text, restores it, and the editor,
 * the API and (after the rebuild) the public page show the first text again; the restore is a
 * version of its own, by that admin, and the activity log names that admin for it. axe checks
 * the History with a comparison open.
 */
import type { Locator, Page } from '@playwright/test'
import { apiFetch, createAdmin, signInAdmin } from './support/accounts'
import { activityAbout } from './support/activity'
import { openBlogAdmin, postCard } from './support/admin-blog'
import { deletePostsTitled } from './support/cleanup'
import { expect, test } from './support/fixtures'
import { dismissToasts, expectNoAxeViolations, expectToast } from './support/page-helpers'
import { REBUILD_WAIT_MS } from './support/publishing'

test.describe.configure({ timeout: REBUILD_WAIT_MS + 120_000 })
const SLOW = { timeout: 45_000 }

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
const editorIn = (form: Locator) => form.getByRole('textbox', { name: 'Content' })

/** Opens the post in the editor, replaces its text with `text` and saves. */
async function rewrite(page: Page, title: string, text: string) {
  await postCard(page, title).getByRole('button', { name: /^Edit/ }).click()
  const form = page.getByRole('form', { name: 'Edit Post' })
  const content = editorIn(form)
  await content.click()
  await content.press('ControlOrMeta+a')
  await content.pressSequentially(text)
  await form.getByRole('button', { name: 'Update Post' }).click()
  await expectToast(page, 'Post updated', undefined, SLOW)
}

test('an admin compares a revision with the current text and restores it; the site shows it again', async ({
  page,
  request,
}) => {
  const id = stamp()
  const title = `Revisions ${id}`
  const original = `Original words about switchboards ${id}.`
  const firstEdit = `A colleague rewrote this about safety switches ${id}.`
  const secondEdit = `Then it was rewritten again about surge protection ${id}.`
  try {
    const admin = await createAdmin()
    const created = await apiFetch(admin, '/api/posts', {
      method: 'POST',
      json: { title, content: `<p>${original}</p>`, tags: ['electrical'] },
    })
    expect(created.status).toBe(201)
    const { post } = (await created.json()) as { post: { id: string; slug: string } }

    await signInAdmin(page, admin)
    await openBlogAdmin(page)
    await rewrite(page, title, firstEdit)
    await rewrite(page, title, secondEdit)
    // The last save's toast would sit dimmed under the History dialog while axe looks at it.
    await dismissToasts(page)

    // The History lists the three saves, newest first, each by the admin.
    await postCard(page, title).getByRole('button', { name: /^Edit/ }).click()
    const form = page.getByRole('form', { name: 'Edit Post' })
    await expect(editorIn(form)).toContainText(secondEdit)
    await page.getByRole('button', { name: 'History' }).click()
    const history = page.getByRole('dialog', { name: 'History' })
    const versions = history.getByRole('list', { name: 'Versions' }).locator('> li')
    await expect(versions).toHaveCount(3, SLOW)
    await expect(versions.first()).toContainText('Version 3 (latest)')
    await expect(versions.nth(2)).toContainText('Version 1')
    await expect(versions.nth(2)).toContainText(admin.email)
    await expect(versions.nth(2)).toContainText('(Sydney time)')

    // Compare the first version with the current text: its words removed, the new ones added.
    const first = versions.nth(2)
    await first.getByRole('button', { name: 'Compare with current' }).click()
    const diff = first.getByTestId('revision-diff')
    // The excerpt follows the text, so both show the change: the first is enough.
    await expect(diff.locator('del').filter({ hasText: 'Original' }).first()).toContainText('[removed:')
    await expect(diff.locator('ins').filter({ hasText: 'surge' }).first()).toContainText('[added:')
    await expectNoAxeViolations(page)

    // Restore it, after the confirmation: the editor opens again on the first text.
    await first.getByRole('button', { name: 'Restore this version' }).click()
    const question = page.getByRole('dialog', { name: 'Restore this version?' })
    await question.getByRole('button', { name: 'Restore version' }).click()
    await expectToast(page, 'Version restored', undefined, SLOW)
    await expect(history).toBeHidden()
    await expect(editorIn(page.getByRole('form', { name: 'Edit Post' }))).toContainText(original)

    // The post has the first text again, and the restore is a version of its own.
    const saved = (await (await apiFetch(null, `/api/posts/${post.slug}`)).json()) as {
      post: { content: string }
    }
    expect(saved.post.content).toBe(`<p>${original}</p>`)
    const listed = (await (await apiFetch(admin, `/api/posts/${post.id}/revisions`)).json()) as {
      revisions: { number: number; author: string }[]
    }
    expect(listed.revisions.map((revision) => revision.number)).toEqual([4, 3, 2, 1])
    expect(listed.revisions[0]!.author).toBe(admin.email)
    // A visitor cannot read them.
    expect((await apiFetch(null, `/api/posts/${post.id}/revisions`)).status).toBe(401)

    // The activity log has the restore, by this admin, naming the version put back.
    const activity = await activityAbout(admin, post.id)
    expect(activity.filter((entry) => entry.action === 'version restored')).toEqual([
      expect.objectContaining({
        actor_id: admin.uid,
        actor_email: admin.email,
        kind: 'post',
        target: { type: 'post', id: post.id, label: title },
        summary: expect.stringMatching(/^Version 1 of \d{1,2} \w{3} \d{4}, by /),
      }),
    ])
    expect(activity.find((entry) => entry.action === 'version restored')?.summary).toContain(admin.email)
    // Its text written back is an update of its own; the two rewrites before it are too.
    expect(activity.filter((entry) => entry.action === 'updated')).toHaveLength(3)
    expect(activity.at(-1)).toMatchObject({ action: 'created', actor_email: admin.email })

    // The public page shows the first text once the site is rebuilt.
    await expect
      .poll(async () => (await request.get(`/blog/${post.slug}`)).text(), {
        timeout: REBUILD_WAIT_MS,
        intervals: [250, 500, 1000],
      })
      .toContain(original)
    await page.goto(`/blog/${post.slug}`)
    await expect(page.locator('.prose-post')).toContainText(original)
    await expect(page.locator('.prose-post')).not.toContainText(secondEdit)
  } finally {
    await deletePostsTitled(title)
  }
})
