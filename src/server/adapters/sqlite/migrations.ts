import type { DatabaseSync } from 'node:sqlite'
import { DEFAULT_GALLERY_CATEGORIES } from '../../../domain/gallery-image.ts'
import { transaction } from './transaction.ts'

interface Migration {
  version: number
  name: string
  up: (db: DatabaseSync) => void
}

/**
 * The schema's history. Append only: a released migration is never edited, a change is a new
 * version. Each runs in its own transaction together with its bookkeeping row.
 */
export const migrations: Migration[] = [
  {
    version: 1,
    name: 'content tables',
    up: (db) => {
      db.exec(`
        CREATE TABLE posts (
          id TEXT PRIMARY KEY,
          slug TEXT NOT NULL,
          title TEXT NOT NULL,
          content TEXT NOT NULL,
          excerpt TEXT NOT NULL,
          date TEXT NOT NULL,
          read_time TEXT NOT NULL,
          image_url TEXT,
          image_variants TEXT NOT NULL DEFAULT '[]',
          category TEXT,
          tags TEXT NOT NULL DEFAULT '[]',
          featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE UNIQUE INDEX posts_slug ON posts (slug);
        CREATE INDEX posts_date ON posts (date DESC, id);

        CREATE TABLE gallery_categories (
          name TEXT PRIMARY KEY COLLATE NOCASE,
          position INTEGER NOT NULL,
          created_at TEXT NOT NULL
        ) STRICT;

        CREATE TABLE gallery_images (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          description TEXT,
          category TEXT NOT NULL,
          image_url TEXT NOT NULL,
          image_variants TEXT NOT NULL DEFAULT '[]',
          location TEXT,
          tags TEXT NOT NULL DEFAULT '[]',
          date TEXT NOT NULL,
          author_id TEXT,
          status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
          position INTEGER,
          created_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX gallery_images_order ON gallery_images (status, position, date DESC, created_at DESC);

        CREATE TABLE profiles (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL,
          is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
          created_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX profiles_created ON profiles (created_at DESC, id);
        CREATE INDEX profiles_admins ON profiles (is_admin) WHERE is_admin = 1;

        CREATE TABLE enquiries (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          phone TEXT,
          email TEXT NOT NULL,
          service TEXT,
          message TEXT NOT NULL,
          created_at TEXT NOT NULL,
          handled INTEGER NOT NULL DEFAULT 0 CHECK (handled IN (0, 1)),
          handled_at TEXT
        ) STRICT;
        CREATE INDEX enquiries_created ON enquiries (created_at DESC, id);
      `)
      const insert = db.prepare(
        'INSERT INTO gallery_categories (name, position, created_at) VALUES (?, ?, ?)',
      )
      const epoch = new Date(0).toISOString()
      DEFAULT_GALLERY_CATEGORIES.forEach((name, position) => insert.run(name, position, epoch))
    },
  },
  {
    version: 2,
    name: 'publish state',
    up: (db) => {
      db.exec(`
        CREATE TABLE publish_state (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          changed_at TEXT,
          pending_since TEXT,
          hook_called_at TEXT,
          hook_error TEXT,
          build_started_at TEXT,
          build_finished_at TEXT,
          build_error TEXT,
          live_as_of TEXT
        ) STRICT;
        INSERT INTO publish_state (id) VALUES (1);
      `)
    },
  },
  {
    version: 3,
    name: 'rate limits',
    up: (db) => {
      // One row per counted hit, kept only until its window has passed (expires_at, in ms).
      db.exec(`
        CREATE TABLE rate_limit_hits (
          key TEXT NOT NULL,
          at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX rate_limit_hits_key ON rate_limit_hits (key, at);
        CREATE INDEX rate_limit_hits_expiry ON rate_limit_hits (expires_at);
      `)
    },
  },
  {
    version: 4,
    name: 'upload ledger',
    up: (db) => {
      db.exec(`
        CREATE TABLE uploads (
          id TEXT PRIMARY KEY,
          owner_id TEXT NOT NULL,
          purpose TEXT NOT NULL,
          keys TEXT NOT NULL,
          variants TEXT NOT NULL,
          created_at TEXT NOT NULL,
          attached_to TEXT
        ) STRICT;
        CREATE INDEX uploads_unattached ON uploads (created_at, id) WHERE attached_to IS NULL;
      `)
    },
  },
  {
    version: 5,
    name: 'list pages',
    up: (db) => {
      // Each list reads a page by seeking its order's index after the cursor's key.
      db.exec(`
        DROP INDEX gallery_images_order;
        CREATE INDEX gallery_images_by_status ON gallery_images (status, position, date DESC, created_at DESC, id);
        CREATE INDEX gallery_images_all ON gallery_images (position, date DESC, created_at DESC, id);
        CREATE INDEX enquiries_by_handled ON enquiries (handled, created_at DESC, id);
      `)
    },
  },
  {
    version: 6,
    name: 'enquiry e-mails',
    up: (db) => {
      // mail: the EnquiryMail as JSON; mail_due: its next_attempt_at while pending, else NULL.
      db.exec(`
        ALTER TABLE enquiries ADD COLUMN mail TEXT;
        ALTER TABLE enquiries ADD COLUMN mail_due TEXT;
        CREATE INDEX enquiries_mail_due ON enquiries (mail_due, id) WHERE mail_due IS NOT NULL;
      `)
    },
  },
  {
    version: 7,
    name: 'quote requests and lead statuses',
    up: (db) => {
      // A handled enquiry was dealt with: it becomes 'done', the rest 'new'. notes and quote
      // are JSON (EnquiryNote[] and QuoteDetails or NULL for a message).
      db.exec(`
        ALTER TABLE enquiries ADD COLUMN kind TEXT NOT NULL DEFAULT 'message';
        ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
        ALTER TABLE enquiries ADD COLUMN status_changed_at TEXT;
        ALTER TABLE enquiries ADD COLUMN notes TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE enquiries ADD COLUMN quote TEXT;
        UPDATE enquiries SET status = 'done', status_changed_at = handled_at WHERE handled = 1;
        DROP INDEX enquiries_by_handled;
        ALTER TABLE enquiries DROP COLUMN handled;
        ALTER TABLE enquiries DROP COLUMN handled_at;
        CREATE INDEX enquiries_by_status ON enquiries (status, created_at DESC, id);
        CREATE INDEX enquiries_by_kind ON enquiries (kind, created_at DESC, id);
      `)
    },
  },
  {
    version: 8,
    name: 'notices',
    up: (db) => {
      // The outbox of the e-mails that follow a request (domain/notice.ts). No foreign key to
      // enquiries: the services delete an enquiry's notices with it, as on Firestore.
      db.exec(`
        CREATE TABLE notices (
          id TEXT PRIMARY KEY,
          enquiry_id TEXT NOT NULL,
          kind TEXT NOT NULL,
          status TEXT,
          booking_sequence INTEGER,
          created_at TEXT NOT NULL,
          state TEXT NOT NULL,
          due_at TEXT,
          attempts INTEGER NOT NULL,
          last_error TEXT,
          sent_at TEXT
        ) STRICT;
        CREATE INDEX notices_due ON notices (due_at, id) WHERE state = 'pending';
        CREATE INDEX notices_of_enquiry ON notices (enquiry_id, created_at, id);
      `)
    },
  },
  {
    version: 9,
    name: "the customer's side of a request",
    up: (db) => {
      // status_key: the status link's secret (NULL on older requests, which have no page);
      // history, customer_updates: JSON arrays; booking: JSON or NULL.
      db.exec(`
        ALTER TABLE enquiries ADD COLUMN status_key TEXT;
        ALTER TABLE enquiries ADD COLUMN history TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE enquiries ADD COLUMN booking TEXT;
        ALTER TABLE enquiries ADD COLUMN customer_updates TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE enquiries ADD COLUMN mail_opt_out_at TEXT;
      `)
    },
  },
  {
    version: 10,
    name: 'drafts and scheduled posts',
    up: (db) => {
      // Every post before this one was on the site. The site's lists read published posts in
      // date order; the schedule reads scheduled ones by their publish time.
      db.exec(`
        ALTER TABLE posts ADD COLUMN status TEXT NOT NULL DEFAULT 'published';
        ALTER TABLE posts ADD COLUMN publish_at TEXT;
        CREATE INDEX posts_by_status ON posts (status, date DESC, id);
        CREATE INDEX posts_due ON posts (publish_at, id) WHERE status = 'scheduled';
      `)
    },
  },
  {
    version: 11,
    name: 'post revisions',
    up: (db) => {
      // A post's saved states (domain/revision.ts); snapshot is the post's fields as JSON. No
      // foreign key to posts: the posts service deletes a post's revisions with it, as on Firestore.
      db.exec(`
        CREATE TABLE revisions (
          id TEXT PRIMARY KEY,
          post_id TEXT NOT NULL,
          number INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          author TEXT NOT NULL,
          snapshot TEXT NOT NULL
        ) STRICT;
        CREATE INDEX revisions_of_post ON revisions (post_id, number DESC, id);
      `)
    },
  },
  {
    version: 12,
    name: 'admin activity log',
    up: (db) => {
      // Appended only; the retention job deletes by `at` (audit_entries_at serves it too).
      db.exec(`
        CREATE TABLE audit_entries (
          id TEXT PRIMARY KEY,
          at TEXT NOT NULL,
          actor_id TEXT NOT NULL,
          actor_email TEXT NOT NULL,
          kind TEXT NOT NULL,
          action TEXT NOT NULL,
          target_type TEXT NOT NULL,
          target_id TEXT NOT NULL,
          target_label TEXT NOT NULL,
          summary TEXT NOT NULL
        ) STRICT;
        CREATE INDEX audit_entries_at ON audit_entries (at DESC, id);
        CREATE INDEX audit_entries_by_actor ON audit_entries (actor_id, at DESC, id);
        CREATE INDEX audit_entries_by_kind ON audit_entries (kind, at DESC, id);
      `)
    },
  },
  {
    version: 13,
    name: "the business's settings",
    up: (db) => {
      // One row (id 1): the settings as JSON, and the version a save compares (settings-store.ts).
      db.exec(`
        CREATE TABLE settings (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          data TEXT NOT NULL,
          version INTEGER NOT NULL,
          updated_at TEXT NOT NULL,
          updated_by TEXT NOT NULL
        ) STRICT;
      `)
    },
  },
]

/** Brings the database up to the latest version; running it again does nothing. */
export function migrate(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`)
  for (const migration of migrations) {
    transaction(db, () => {
      // Checked inside the write transaction, so two processes starting at once cannot both apply it.
      const done = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)
      if (done) return
      migration.up(db)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      )
    })
  }
}
