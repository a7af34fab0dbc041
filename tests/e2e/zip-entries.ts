// Reads a stored (uncompressed) zip archive the way an unzip tool does: the central directory
// from the end record, each entry's bytes from its local header, each checked against its CRC-32.
// The support bundle tests open what the browser saved with it.
import { crc32 } from 'node:zlib'

export type ZipEntry = { name: string; data: Buffer; crcOk: boolean }

export function zipEntries(buf: Buffer): ZipEntry[] {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('not a zip archive: no end of central directory record')
  const count = buf.readUInt16LE(end + 10)
  let at = buf.readUInt32LE(end + 16)
  const out: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${i}: bad central header`)
    const method = buf.readUInt16LE(at + 10)
    const crc = buf.readUInt32LE(at + 16)
    const size = buf.readUInt32LE(at + 20)
    const nameLength = buf.readUInt16LE(at + 28)
    const extra = buf.readUInt16LE(at + 30)
    const comment = buf.readUInt16LE(at + 32)
    const local = buf.readUInt32LE(at + 42)
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    if (method !== 0)
      throw new Error(`${name}: compressed (method ${method}); this reader takes stored entries`)
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    const data = buf.subarray(start, start + size)
    out.push({ name, data, crcOk: crc32(data) === crc })
    at += 46 + nameLength + extra + comment
  }
  return out
}
