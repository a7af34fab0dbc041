// A zip archive writer, enough for what the platform serves as a support bundle: entries stored
// uncompressed (method 0) with their CRC-32, directories as `name/` entries, then the central
// directory. Any unzip tool reads the result (APPNOTE.TXT, sections 4.3.7, 4.3.12, 4.3.16).

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (IEEE 802.3), as zip records it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** MS-DOS date and time of `at` (UTC), as the zip headers carry them. */
function dosTime(at: Date) {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1)
  const date =
    ((Math.max(1980, at.getUTCFullYear()) - 1980) << 9) |
    ((at.getUTCMonth() + 1) << 5) |
    at.getUTCDate()
  return { time, date }
}

export type ZipEntry = {
  /** `dir/file.txt`, or `dir/` for a directory */
  name: string
  /** absent for a directory */
  data?: Uint8Array
}

/** The archive of `entries`, in their order, every one dated `at`. */
export function zip(entries: ZipEntry[], at: Date): Uint8Array {
  const enc = new TextEncoder()
  const { time, date } = dosTime(at)
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const e of entries) {
    const name = enc.encode(e.name)
    const data = e.data ?? new Uint8Array(0)
    const crc = crc32(data)
    const local = new Uint8Array(30 + name.length + data.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true) // version needed: 2.0
    lv.setUint16(6, 0x0800, true) // UTF-8 names
    lv.setUint16(8, 0, true) // stored
    lv.setUint16(10, time, true)
    lv.setUint16(12, date, true)
    lv.setUint32(14, crc, true)
    lv.setUint32(18, data.length, true)
    lv.setUint32(22, data.length, true)
    lv.setUint16(26, name.length, true)
    local.set(name, 30)
    local.set(data, 30 + name.length)
    locals.push(local)

    const central = new Uint8Array(46 + name.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 0x031e, true) // made by: Unix, 3.0
    cv.setUint16(6, 20, true)
    cv.setUint16(8, 0x0800, true)
    cv.setUint16(10, 0, true)
    cv.setUint16(12, time, true)
    cv.setUint16(14, date, true)
    cv.setUint32(16, crc, true)
    cv.setUint32(20, data.length, true)
    cv.setUint32(24, data.length, true)
    cv.setUint16(28, name.length, true)
    const dir = e.name.endsWith('/')
    // Unix mode in the high half: drwxr-xr-x or -rw-r--r--; the low bit 0x10 marks a directory.
    cv.setUint32(38, ((dir ? 0o40755 : 0o100644) << 16) | (dir ? 0x10 : 0), true)
    cv.setUint32(42, offset, true)
    central.set(name, 46)
    centrals.push(central)
    offset += local.length
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, entries.length, true)
  ev.setUint16(10, entries.length, true)
  ev.setUint32(12, centralSize, true)
  ev.setUint32(16, offset, true)
  const out = new Uint8Array(offset + centralSize + end.length)
  let at2 = 0
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at2)
    at2 += part.length
  }
  return out
}
