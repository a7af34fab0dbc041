// Support bundles as the mock serves them: collected over time (collecting -> active, or failed),
// deleted through destroying, and downloaded as a real zip, whole or one file, with HEAD sizes
// and byte ranges as the sled agent serves them.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { advanceClock, freezeClock } from './db/clock'
import { crc32 } from './db/zip'
import { setTransitionDelay } from './db/transitions'
import { resetMock, server, startMockServer } from './node'
import { BASE, call, get, post } from './test/http'

beforeAll(() => void startMockServer())
beforeEach(() => {
  resetMock()
  freezeClock(Date.parse('2026-11-20T09:00:00Z'))
  setTransitionDelay(2000)
})
afterAll(() => server.close())

const ROOT = '/v1/system/support-bundles'
const state = async (id: string) => (await get(`${ROOT}/${id}`)).body.state

async function create(comment: string) {
  const res = await post(ROOT, { user_comment: comment })
  expect(res.status).toBe(201)
  return res.body as { id: string; state: string; reason_for_creation: string }
}

/** Byte for byte (toEqual walks a large array element by element, slowly). */
const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  !!a && !!b && Buffer.from(a).equals(Buffer.from(b))

/** The entries of a stored (method 0) zip, read from its central directory. */
function unzip(buf: Uint8Array) {
  const v = new DataView(buf.buffer, buf.byteOffset, buf.byteLength)
  const end = buf.length - 22
  expect(v.getUint32(end, true)).toBe(0x06054b50)
  const count = v.getUint16(end + 10, true)
  let at = v.getUint32(end + 16, true)
  const out = new Map<string, Uint8Array>()
  for (let i = 0; i < count; i++) {
    expect(v.getUint32(at, true)).toBe(0x02014b50)
    const crc = v.getUint32(at + 16, true)
    const size = v.getUint32(at + 20, true)
    const nameLen = v.getUint16(at + 28, true)
    const local = v.getUint32(at + 42, true)
    const name = new TextDecoder().decode(buf.subarray(at + 46, at + 46 + nameLen))
    const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true)
    const data = buf.subarray(start, start + size)
    expect(crc32(data), name).toBe(crc)
    out.set(name, data)
    at += 46 + nameLen
  }
  return out
}

describe('collection', () => {
  test('collecting, then active after the delays; the reason is the API’s', async () => {
    const b = await create('disk latency on sled 7')
    expect(b).toMatchObject({ state: 'collecting', reason_for_creation: 'Created by external API' })
    advanceClock(2000)
    expect(await state(b.id)).toBe('collecting')
    const early = await fetch(`${BASE}${ROOT}/${b.id}/download`)
    expect(early.status).toBe(400)
    expect(await early.json()).toMatchObject({
      message: 'Cannot download bundle in non-active state',
    })
    advanceClock(4000)
    expect(await state(b.id)).toBe('active')
  })

  test('a comment holding error-collect fails the collection, with its reason', async () => {
    const b = await create('error-collect drill')
    advanceClock(6000)
    const got = (await get(`${ROOT}/${b.id}`)).body
    expect(got.state).toBe('failed')
    expect(got.reason_for_failure).toMatch(/^Sled \w+ was not reachable$/)
  })

  test('delete: destroying, then gone; a failed bundle goes at once', async () => {
    const bundles = (await get(ROOT)).body.items!
    const active = bundles.find((b) => b.state === 'active')!
    const failed = bundles.find((b) => b.state === 'failed')!
    expect((await call('DELETE', `${ROOT}/${active.id}`)).status).toBe(204)
    expect(await state(active.id as string)).toBe('destroying')
    const again = await call('DELETE', `${ROOT}/${active.id}`)
    expect(again.status).toBe(400)
    advanceClock(2000)
    expect((await get(`${ROOT}/${active.id}`)).status).toBe(404)
    expect((await call('DELETE', `${ROOT}/${failed.id}`)).status).toBe(204)
    expect((await get(`${ROOT}/${failed.id}`)).status).toBe(404)
  })
})

describe('downloads', () => {
  const activeId = async () =>
    (await get(ROOT)).body.items!.find((b) => b.state === 'active')!.id as string

  test('the whole bundle is a zip whose entries are the index; each file downloads alone', async () => {
    const id = await activeId()
    const head = await fetch(`${BASE}${ROOT}/${id}/download`, { method: 'HEAD' })
    expect(head.headers.get('content-type')).toBe('application/zip')
    expect(head.headers.get('accept-ranges')).toBe('bytes')
    const size = Number(head.headers.get('content-length'))
    const res = await fetch(`${BASE}${ROOT}/${id}/download`)
    const archive = new Uint8Array(await res.arrayBuffer())
    expect(archive.length).toBe(size)
    const entries = unzip(archive)

    const index = await (await fetch(`${BASE}${ROOT}/${id}/index`)).text()
    expect(index.split('\n')).toEqual([...entries.keys()])
    expect(index).toContain('bundle_id.txt')
    expect(new TextDecoder().decode(entries.get('bundle_id.txt'))).toBe(`${id}\n`)

    const log = index.split('\n').find((n) => n.endsWith('oxide-sled-agent.log'))!
    const url = `${BASE}${ROOT}/${id}/download/${encodeURIComponent(log)}`
    const fileHead = await fetch(url, { method: 'HEAD' })
    expect(fileHead.headers.get('content-type')).toBe('application/octet-stream')
    expect(Number(fileHead.headers.get('content-length'))).toBe(entries.get(log)!.length)
    const file = new Uint8Array(await (await fetch(url)).arrayBuffer())
    expect(same(file, entries.get(log))).toBe(true)
  })

  test('byte ranges: 206 with Content-Range, the pieces make the whole; 416 past the end', async () => {
    const id = await activeId()
    const url = `${BASE}${ROOT}/${id}/download`
    const whole = new Uint8Array(await (await fetch(url)).arrayBuffer())
    const chunk = 100_000
    const parts: Uint8Array[] = []
    for (let at = 0; at < whole.length; at += chunk) {
      const res = await fetch(url, { headers: { range: `bytes=${at}-${at + chunk - 1}` } })
      expect(res.status).toBe(206)
      const last = Math.min(at + chunk, whole.length) - 1
      expect(res.headers.get('content-range')).toBe(`bytes ${at}-${last}/${whole.length}`)
      parts.push(new Uint8Array(await res.arrayBuffer()))
    }
    const joined = new Uint8Array(whole.length)
    let at = 0
    for (const p of parts) {
      joined.set(p, at)
      at += p.length
    }
    expect(same(joined, whole)).toBe(true)
    const past = await fetch(url, { headers: { range: `bytes=${whole.length}-` } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`)
  })

  test('a directory is not a file; an unknown name is not found', async () => {
    const id = await activeId()
    const dir = await fetch(`${BASE}${ROOT}/${id}/download/${encodeURIComponent('rack/')}`)
    expect(dir.status).toBe(400)
    expect(await dir.json()).toMatchObject({ message: 'Not a file' })
    const none = await fetch(`${BASE}${ROOT}/${id}/download/nothing.txt`)
    expect(none.status).toBe(404)
  })
})
