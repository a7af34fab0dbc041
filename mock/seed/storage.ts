// Images (silo-wide and per project), data disks in every interesting state, and snapshots.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { GiB, ident, named } from './util'

const digest = (seed: string): S['Digest'] => ({
  type: 'sha256',
  value: Array.from({ length: 64 }, (_, i) =>
    ((seed.charCodeAt(i % seed.length) * (i + 7)) % 16).toString(16),
  ).join(''),
})

export function seedImages(db: Db) {
  const silo: [string, string, string, string, number][] = [
    ['ubuntu-24-04', 'Ubuntu Server 24.04 LTS (Noble Numbat)', 'ubuntu', '24.04', 3],
    ['debian-12', 'Debian 12 (bookworm) generic cloud image', 'debian', '12.7', 2],
    ['fedora-40', 'Fedora Cloud Base 40', 'fedora', '40-1.14', 5],
    ['alpine-3-20', 'Alpine Linux 3.20 with cloud-init', 'alpine', '3.20.3', 1],
    ['windows-2022', 'Windows Server 2022 Datacenter, evaluation', 'windows', '2022-10', 32],
  ]
  for (const [name, description, os, version, size] of silo) {
    db.images.push({
      ...ident(name, description, 200),
      project_id: null,
      os,
      version,
      size: size * GiB,
      block_size: 512,
      digest: digest(name),
    })
  }
  const demo = named(db.projects, 'demo')
  db.images.push(
    {
      ...ident('app-base', 'Hardened Ubuntu with the app runtime baked in', 40),
      project_id: demo.id,
      os: 'ubuntu',
      version: '3.1.0',
      size: 6 * GiB,
      block_size: 512,
      digest: digest('app-base'),
    },
    {
      ...ident('pg-golden', 'PostgreSQL 16 golden image', 25),
      project_id: demo.id,
      os: 'debian',
      version: '16.4-2',
      size: 10 * GiB,
      block_size: 4096,
      digest: null,
    },
  )
}

type DiskSpec = [name: string, state: S['DiskState'], sizeGiB: number, description: string]

export function seedDisksAndSnapshots(db: Db) {
  const demo = named(db.projects, 'demo')
  const inst = (name: string) => named(db.instances, name).id
  const specs: DiskSpec[] = [
    [
      'db-primary-data',
      { state: 'attached', instance: inst('db-primary') },
      1024,
      'PostgreSQL data directory',
    ],
    [
      'db-replica-data',
      { state: 'attached', instance: inst('db-replica') },
      1024,
      'Replica data directory',
    ],
    ['search-index', { state: 'attached', instance: inst('search-1') }, 256, 'Search index shards'],
    ['worker-3-scratch', { state: 'attached', instance: inst('worker-3') }, 100, 'Scratch space'],
    ['old-logs', { state: 'detached' }, 500, 'Logs kept for the audit, detach after Q3'],
    ['spare-volume', { state: 'detached' }, 64, 'Spare volume for experiments'],
    ['broken-volume', { state: 'faulted' }, 128, 'Lost a region during the sled swap'],
    ['iso-upload', { state: 'import_ready' }, 8, 'Target for an ISO upload'],
    [
      'vm-import',
      { state: 'importing_from_bulk_writes' },
      20,
      'Migrating a VM image from the old cluster',
    ],
    ['new-volume', { state: 'creating' }, 200, 'Being provisioned'],
    ['imported-finalizing', { state: 'finalizing' }, 10, 'Import just finished'],
    ['restore-target', { state: 'maintenance' }, 50, 'Under maintenance by support'],
  ]
  specs.forEach(([name, state, size, description], i) => {
    db.disks.push({
      ...ident(name, description, 60 - i * 3),
      project_id: demo.id,
      size: size * GiB,
      block_size: name === 'iso-upload' || name === 'vm-import' ? 512 : 4096,
      device_path: `/mnt/${name}`,
      disk_type: 'distributed',
      image_id: null,
      snapshot_id: null,
      read_only: false,
      state,
    })
  })

  const snap = (
    name: string,
    disk: string,
    state: S['SnapshotState'],
    description: string,
    age: number,
  ) => {
    const d = named(db.disks, disk)
    db.snapshots.push({
      ...ident(name, description, age),
      project_id: d.project_id,
      disk_id: d.id,
      size: d.size,
      state,
    })
  }
  snap('db-nightly', 'db-primary-data', 'ready', 'Nightly snapshot of the database', 1)
  snap(
    'db-before-upgrade',
    'db-primary-data',
    'ready',
    'Taken before the PostgreSQL 16 upgrade',
    20,
  )
  snap('web-1-golden', 'web-1-boot', 'ready', 'Known-good web server', 30)
  snap('search-index-now', 'search-index', 'creating', 'Snapshot in progress', 0.01)
  snap('old-logs-archive', 'old-logs', 'faulted', 'Failed: disk was degraded', 10)
  snap('warehouse-weekly', 'warehouse-boot', 'ready', 'Weekly warehouse OS snapshot', 4)
}
