// The hand-kept table of sort modes is nexus.json's: every list endpoint with a `sort_by`, its
// values in order, and none without one.
import { describe, expect, test } from 'vitest'
import { opParams } from './generated/op-params'
import { sortModesOf } from './sort-modes'

const camel = (id: string) => id.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

describe('sortModesOf', () => {
  test('every operation takes exactly the sort_by values nexus.json gives it', () => {
    for (const [op, params] of Object.entries(opParams)) {
      const sort = params.find((p) => p.name === 'sort_by' && p.in === 'query')
      expect([op, [...sortModesOf(camel(op))]]).toEqual([op, sort?.enum ?? []])
    }
  })
})
