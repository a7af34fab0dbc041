import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { buildSeed } from '../seed/seed'
import { loadState, saveState, StateFileError } from './state-file'

const file = () => join(mkdtempSync(join(tmpdir(), 'state-')), 'platform.json')

test('the whole seed survives a save and a load unchanged (the database is plain JSON)', () => {
  const path = file()
  const db = buildSeed()
  saveState(path, { db, sessions: { abc: 'ops-admin' } })
  const loaded = loadState(path)
  expect(loaded?.sessions).toEqual({ abc: 'ops-admin' })
  expect(loaded?.db).toEqual({ ...JSON.parse(JSON.stringify(db)), transitions: [] })
})

test('no file yet: start from the seed', () => {
  expect(loadState(file())).toBeNull()
})

test.each([
  ['not JSON', '{', /is not valid JSON/],
  ['another file', '{"name": "x"}', /is not a mock platform state file/],
  [
    'a later format',
    '{"format": "oxide-mock-platform-state", "version": 9, "db": {}}',
    /version 9/,
  ],
  [
    'a database with no table',
    '{"format": "oxide-mock-platform-state", "version": 1, "db": {}}',
    /holds none of the platform's tables/,
  ],
])('%s is refused with the reason', (_what, text, reason) => {
  const path = file()
  writeFileSync(path, text)
  expect(() => loadState(path)).toThrow(StateFileError)
  expect(() => loadState(path)).toThrow(reason)
})

test('a file saved before a table existed loads; the new table starts from the seed', () => {
  const path = file()
  const db = buildSeed()
  const { alertReceivers: _new, ...older } = db as typeof db & { alertReceivers?: unknown }
  saveState(path, { db: older as typeof db, sessions: {} })
  const loaded = loadState(path)
  expect(loaded?.filled).toEqual(['alertReceivers'])
  expect(loaded?.db.alertReceivers.map((r) => r.name)).toEqual(db.alertReceivers.map((r) => r.name))
  expect(loaded?.db.projects).toEqual(JSON.parse(JSON.stringify(db.projects)))
})
