// Writes mock/public/demos/tiny-disk.raw, the disk image the disk-image demo imports: 1 MiB that
// reads as a disk (an MBR with one Linux partition and the 0x55AA signature) whose partition
// starts with a deterministic pattern, the rest zeros, so git stores it in a few KiB.
// Run: node scripts/gen-demo-disk.mjs
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const SECTOR = 512
const SECTORS = 2048 // 1 MiB
const FIRST = 1 // the partition's first sector, right after the MBR
const disk = new Uint8Array(SECTORS * SECTOR)
const view = new DataView(disk.buffer)

// Disk signature, then partition entry 1 (offset 446): not bootable, type 0x83, LBA start and size.
view.setUint32(440, 0x0c0ffee0, true)
const entry = 446
disk[entry + 4] = 0x83
view.setUint32(entry + 8, FIRST, true)
view.setUint32(entry + 12, SECTORS - FIRST, true)
disk[510] = 0x55
disk[511] = 0xaa

// The partition's first 64 KiB: a label, then bytes from a small linear congruential generator.
const label = new TextEncoder().encode('oxide console demo disk: golden-data\n')
disk.set(label, FIRST * SECTOR)
let x = 42
for (let i = FIRST * SECTOR + label.length; i < FIRST * SECTOR + 64 * 1024; i++) {
  x = (x * 1103515245 + 12345) >>> 0
  disk[i] = x >>> 24
}

const out = fileURLToPath(new URL('../mock/public/demos/tiny-disk.raw', import.meta.url))
writeFileSync(out, disk)
console.log(`wrote ${out} (${disk.length} bytes)`)
