import { describe, expect, it } from 'vitest'
import { cellText, resultColumns, resultKeys } from './result-columns'

describe('generic list columns', () => {
  const rows = [
    {
      id: 'a1',
      name: 'web',
      timeCreated: new Date('2026-01-02T03:04:05Z'),
      size: 1024,
      state: { state: 'detached' },
      tags: ['x', 'y'],
      nested: [{ a: 1 }],
    },
    { id: 'b2', name: 'db', description: 'primary', timeCreated: new Date(0), size: 2048 },
  ]

  it('puts name and id first and keeps only plain values', () => {
    expect(resultKeys(rows)).toEqual(['name', 'id', 'description', 'timeCreated', 'size', 'tags'])
  })

  it('formats cells and marks numeric columns', () => {
    expect(cellText(null)).toBe('—')
    expect(cellText(['x', 'y'])).toBe('x, y')
    expect(cellText({ a: 1 })).toBe('{"a":1}')
    const cols = resultColumns(rows)
    expect(cols.find((c) => c.key === 'size')?.numeric).toBe(true)
    expect(cols.find((c) => c.key === 'name')?.numeric).toBe(false)
    expect(cols.find((c) => c.key === 'timeCreated')?.header).toBe('time created')
  })
})
