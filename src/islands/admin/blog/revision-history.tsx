/**
 * The editor's History: who saved the post and when (Sydney time), newest first, a page at a
 * time; any version compared with the post as saved now, word by word; and restoring one after
 * a confirmation, which saves it as a new version (docs/decisions/042-post-revisions.md).
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import type { Post } from '../../../domain/post.ts'
import type { RevisionSummary } from '../../../domain/revision.ts'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { usePagedList } from '../../shared/paged-list.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog, useConfirm } from '../../ui/confirm-dialog.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { LoadMore } from '../../ui/load-more.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { notify } from '../../ui/toast.tsx'
import { atSydneyTime } from '../enquiries/received-at.ts'
import { afterPostChange } from './post-queries.ts'
import { comparePosts } from './revision-diff.ts'
import { PostDiff } from './revision-diff-view.tsx'
import { revisionQueries } from './revision-queries.ts'

interface Props {
  open: boolean
  onClose: () => void
  /** The post as saved now: what every version is compared with. */
  post: Post
  /** After a restore, with the post as saved. */
  onRestored: (post: Post) => void
}

export function RevisionHistory({ open, onClose, post, onRestored }: Props) {
  const [comparing, setComparing] = useState<string | null>(null)
  const restore = useMutation({
    mutationFn: (revision: RevisionSummary) => api.posts.restoreRevision(post.id, revision.id),
    meta: { errorTitle: 'Error restoring version' },
    onSuccess: (restored, revision) => {
      notify({
        title: 'Version restored',
        description: `Version ${revision.number} is the post's text again, saved as a new version. The public site shows it in a few seconds.`,
        variant: 'success',
      })
      void queryClient.invalidateQueries({ queryKey: revisionQueries.all(post.id) })
      void afterPostChange({ saved: restored })
      onRestored(restored)
    },
  })
  const confirmRestore = useConfirm({ onConfirm: restore.mutateAsync, close: 'when-settled' })

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="History"
      size="lg"
      dismissable={!restore.isPending}
      description="Every save keeps a version (the newest 50). Compare one with the current post, or restore it."
    >
      {open && (
        <RevisionList
          post={post}
          comparing={comparing}
          onCompare={(id) => setComparing((current) => (current === id ? null : id))}
          onRestore={confirmRestore.ask}
          restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
        />
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose} disabled={restore.isPending}>
          Close
        </Button>
      </div>
      <ConfirmDialog {...confirmRestore.dialog} title="Restore this version?" confirmLabel="Restore version">
        <p>
          The post&rsquo;s title and text become those of version {confirmRestore.item?.number} and the public
          site is updated. Changes not saved in the editor are lost; the current text stays in the history.
        </p>
      </ConfirmDialog>
    </Dialog>
  )
}

interface ListProps {
  post: Post
  comparing: string | null
  onCompare: (revisionId: string) => void
  onRestore: (revision: RevisionSummary) => void
  restoringId: string | null
}

function RevisionList({ post, comparing, onCompare, onRestore, restoringId }: ListProps) {
  const { query, items } = usePagedList({
    ...revisionQueries.list(post.id),
    meta: { errorTitle: 'Error fetching the history' },
  })
  const versions = useRef<HTMLOListElement>(null)
  return (
    <div className="mt-4">
      <QueryState
        query={query}
        loading="Loading the history..."
        failure="Error fetching the history"
        empty={items.length === 0 && <p className="text-sm">No versions are kept for this post yet.</p>}
      >
        <ol ref={versions} aria-label="Versions" className="flex flex-col gap-3">
          {items.map((revision, index) => (
            <li key={revision.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <div id={`version-${revision.id}`}>
                  <p className="font-semibold text-slate-900 dark:text-white">
                    Version {revision.number}
                    {index === 0 && ' (latest)'}: {revision.title}
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {revision.author || 'Unknown'},{' '}
                    <time dateTime={revision.created_at}>{atSydneyTime(revision.created_at)}</time> (Sydney
                    time)
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-expanded={comparing === revision.id}
                    aria-describedby={`version-${revision.id}`}
                    onClick={() => onCompare(revision.id)}
                  >
                    Compare with current
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    pending={restoringId === revision.id}
                    aria-describedby={`version-${revision.id}`}
                    onClick={() => onRestore(revision)}
                  >
                    Restore this version
                  </Button>
                </div>
              </div>
              {comparing === revision.id && <Comparison post={post} revisionId={revision.id} />}
            </li>
          ))}
        </ol>
        <LoadMore query={query} label="Load older versions" list={versions} />
      </QueryState>
    </div>
  )
}

function Comparison({ post, revisionId }: { post: Post; revisionId: string }) {
  const revision = useQuery({
    ...revisionQueries.detail(post.id, revisionId),
    meta: { errorTitle: 'Error fetching the version' },
  })
  const comparison = useMemo(
    () => (revision.data ? comparePosts(revision.data.snapshot, post) : null),
    [revision.data, post],
  )
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
      <QueryState query={revision} loading="Comparing..." failure="Error fetching the version">
        {comparison && <PostDiff comparison={comparison} />}
      </QueryState>
    </div>
  )
}
