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
    'a missing table',
    '{"format": "oxide-mock-platform-state", "version": 1, "db": {}}',
    /lacks the table "silos"/,
  ],
])('%s is refused with the reason', (_what, text, reason) => {
  const path = file()
  writeFileSync(path, text)
  expect(() => loadState(path)).toThrow(StateFileError)
  expect(() => loadState(path)).toThrow(reason)
})
