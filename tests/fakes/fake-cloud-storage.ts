/**
 * A Cloud Storage JSON API double, in process, for the Cloud Storage MediaStore's contract
 * tests (the official Storage emulator needs Java and a download). It implements only what
 * @google-cloud/storage sends for the calls the adapter makes: single-request (multipart)
 * upload, object metadata, media download and delete, objects in memory. It answers for any
 * bucket, each with objects of its own, so tests can give every app a bucket of its own.
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

interface StoredObject {
  bytes: Buffer
  metadata: Record<string, unknown>
}

export interface FakeCloudStorage {
  /** host:port, for FIREBASE_STORAGE_EMULATOR_HOST. */
  host: string
  /** The objects of the bucket named when it started. */
  objects: Map<string, StoredObject>
  /** The objects of any bucket, by name (empty until something is uploaded to it). */
  objectsOf(bucket: string): Map<string, StoredObject>
  /** Every request as "METHOD path", for debugging a client that asks for something else. */
  requests: string[]
  close(): Promise<void>
}

/** CRC-32C (Castagnoli), as Cloud Storage reports it: base64 of the big-endian value. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32c(bytes: Buffer): string {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  const out = Buffer.alloc(4)
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0)
  return out.toString('base64')
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Splits a multipart/related body into its parts' bodies. */
function multipartParts(body: Buffer, contentType: string): Buffer[] {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1]
  if (!boundary) throw new Error(`no boundary in ${contentType}`)
  const delimiter = Buffer.from(`--${boundary}`)
  const parts: Buffer[] = []
  let start = body.indexOf(delimiter)
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length)
    if (next === -1) break
    const part = body.subarray(start + delimiter.length, next)
    const headerEnd = part.indexOf('\r\n\r\n')
    if (headerEnd !== -1) parts.push(part.subarray(headerEnd + 4, part.length - 2))
    start = next
  }
  return parts
}

export async function startFakeCloudStorage(bucket: string): Promise<FakeCloudStorage> {
  const buckets = new Map<string, Map<string, StoredObject>>()
  const objectsOf = (name: string) => {
    let objects = buckets.get(name)
    if (!objects) buckets.set(name, (objects = new Map()))
    return objects
  }
  const requests: string[] = []
  // With an emulator host the client leaves out the /storage/v1 prefix; accept both forms.
  const objectPath = /^(?:\/download)?(?:\/storage\/v1)?\/b\/([^/]+)\/o\/([^/?]+)$/
  const uploadPath = /^\/upload(?:\/storage\/v1)?\/b\/([^/]+)\/o$/

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    const notFound = () => json(404, { error: { code: 404, message: 'No such object', errors: [] } })

    const upload = request.method === 'POST' ? uploadPath.exec(url.pathname) : null
    if (upload) {
      const uploadBucket = decodeURIComponent(upload[1]!)
      const [metadataPart, bytes] = multipartParts(
        await bodyOf(request),
        request.headers['content-type'] ?? '',
      )
      const metadata = JSON.parse(metadataPart!.toString('utf8')) as Record<string, unknown>
      const name = String(url.searchParams.get('name') ?? metadata.name)
      const stored = {
        ...metadata,
        name,
        bucket: uploadBucket,
        size: String(bytes!.length),
        generation: String(Date.now()),
        // The client checks the upload against these hashes.
        md5Hash: createHash('md5').update(bytes!).digest('base64'),
        crc32c: crc32c(bytes!),
      }
      objectsOf(uploadBucket).set(name, { bytes: Buffer.from(bytes!), metadata: stored })
      json(200, stored)
      return
    }
    const match = objectPath.exec(url.pathname)
    if (!match) {
      json(501, {
        error: { code: 501, message: `fake-cloud-storage does not do ${request.method} ${url.pathname}` },
      })
      return
    }
    const objects = objectsOf(decodeURIComponent(match[1]!))
    const name = decodeURIComponent(match[2]!)
    const object = objects.get(name)
    if (request.method === 'DELETE') {
      if (!object) return notFound()
      objects.delete(name)
      response.writeHead(204).end()
      return
    }
    if (request.method === 'GET') {
      if (!object) return notFound()
      if (url.searchParams.get('alt') === 'media') {
        response.writeHead(200, {
          'content-type': String(object.metadata.contentType ?? 'application/octet-stream'),
        })
        response.end(object.bytes)
        return
      }
      json(200, object.metadata)
      return
    }
    json(405, { error: { code: 405, message: 'method not allowed' } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    host: `127.0.0.1:${port}`,
    objects: objectsOf(bucket),
    objectsOf,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
