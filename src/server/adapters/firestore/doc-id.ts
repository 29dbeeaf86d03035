/**
 * The Firestore document id for an entity id or key. Ids made by the API (UUIDs) and slugs are
 * used as they are; anything Firestore would refuse or misread as a path ('/' in it, '.' or
 * '..', the reserved `__name__` form, very long values) is written as '~' plus its base64url,
 * which no plain id can collide with because plain ids never contain '~'.
 */
export function docId(value: string): string {
  if (/^[A-Za-z0-9_-]{1,200}$/.test(value) && !/^__.*__$/.test(value)) return value
  return `~${Buffer.from(value, 'utf8').toString('base64url')}`
}
