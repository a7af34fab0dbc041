// Operator-facing odds and ends: the silo's TLS certificate, support bundles, the update trust
// root, the uploaded release repositories and the current target release.
import type { Db } from '../db/store'
import { daysAgo } from '../db/clock'
import { seedId } from '../db/ids'
import { seedSupportBundles } from './support-bundles'
import { ident, named } from './util'

/** A PEM-shaped placeholder: the mock never parses certificate contents. */
export const PEM_CERT = [
  '-----BEGIN CERTIFICATE-----',
  'MIIBszCCAVmgAwIBAgIUb3hpZGUtbW9jay1jZXJ0',
  '-----END CERTIFICATE-----',
].join('\n')

export function seedOperations(db: Db) {
  const corp = named(db.silos, 'corp')
  db.certificates.push({
    silo_id: corp.id,
    value: {
      ...ident('corp-wildcard', '*.sys.rack.example.com, renewed yearly', 90),
      service: 'external_api',
      cert: PEM_CERT,
    },
  })
  db.deviceTokenTtl[corp.id] = 8 * 3600
  seedSupportBundles(db)
  db.trustRoots.push({
    id: seedId(),
    time_created: daysAgo(300),
    root_role: {
      signed: { _type: 'root', spec_version: '1.0.0', version: 1, expires: '2030-01-01T00:00:00Z' },
      signatures: [],
    },
  })
  db.targetRelease = { version: '16.0.0', time_requested: daysAgo(14) }
  seedRepos(db)
}

/** A stand-in for a SHA-256: 64 hex digits from the seed's ids. */
const fakeHash = () => (seedId() + seedId()).replace(/-/g, '')

/** Releases uploaded so far: the running one, the one before, and a newer one not yet targeted. */
function seedRepos(db: Db) {
  for (const [version, age] of [
    ['15.0.0', 120],
    ['16.0.0', 15],
    ['16.1.0', 2],
  ] as const) {
    db.tufRepos.push({
      system_version: version,
      file_name: `repo-${version}.zip`,
      hash: fakeHash(),
      time_created: daysAgo(age),
    })
  }
}
