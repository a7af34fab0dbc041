import { expect, test } from 'vitest'
import { cli } from './cli'

test('empty values are left out; values that need it are quoted', () => {
  expect(cli('project create', { name: 'x', description: 'two words', extra: '' })).toBe(
    "oxide project create --name x --description 'two words'",
  )
})
