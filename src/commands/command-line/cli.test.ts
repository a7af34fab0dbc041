import { expect, test } from 'vitest'
import { cli } from './cli'

test('empty values are left out; values that need it are quoted', () => {
  expect(cli('project create', { name: 'x', description: 'two words', extra: '' })).toBe(
    "oxide project create --name x --description 'two words'",
  )
})

test('a boolean is its flag alone when on, with no- when off, never a value', () => {
  expect(cli('instance create', { name: 'x', externalIp: false, start: true })).toBe(
    'oxide instance create --name x --no-external-ip --start',
  )
})
