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

  it('puts name and id first and flattens nested objects into columns', () => {
    expect(resultKeys(rows)).toEqual([
      'name',
      'id',
      'description',
      'timeCreated',
      'size',
      'state.state',
      'tags',
      'nested',
    ])
    const cols = resultColumns(rows)
    const cell = (key: string) => cols.find((c) => c.key === key)?.cell(rows[0]!)
    expect(cell('state.state')).toBe('detached')
    expect(cell('nested')).toBe('[{"a":1}]')
    expect(cols.find((c) => c.key === 'state.state')?.header).toBe('state state')
  })

  it('reads a metric result as time, value and type', () => {
    const measurements = [
      { timestamp: new Date('2026-01-02T03:04:05Z'), datum: { type: 'i64', datum: 42 } },
      { timestamp: new Date('2026-01-02T03:05:05Z'), datum: { type: 'i64', datum: 43 } },
    ]
    const cols = resultColumns(measurements)
    expect(cols.map((c) => c.header)).toEqual(['time', 'value', 'type'])
    expect(cols[1]?.cell(measurements[0]!)).toBe('42')
    expect(cols[1]?.numeric).toBe(true)
    // Deeper values (a histogram's bins) read as compact JSON.
    const hist = [
      { timestamp: new Date(0), datum: { type: 'histogram_i64', datum: { bins: [1] } } },
    ]
    expect(resultColumns(hist)[1]?.cell(hist[0]!)).toBe('{"bins":[1]}')
  })

  it('formats cells and marks numeric columns', () => {
    expect(cellText(null)).toBe('—')
    expect(cellText(['x', 'y'])).toBe('x, y')
    expect(cellText({ a: 1 })).toBe('{"a":1}')
    expect(cellText([{ a: 1 }])).toBe('[{"a":1}]')
    const cols = resultColumns(rows)
    expect(cols.find((c) => c.key === 'size')?.numeric).toBe(true)
    expect(cols.find((c) => c.key === 'name')?.numeric).toBe(false)
    expect(cols.find((c) => c.key === 'timeCreated')?.header).toBe('time created')
  })
})
