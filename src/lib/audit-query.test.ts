import { describe, expect, it } from 'vitest'
import { auditSearch, parseAuditQuery, parseWhen, rangeBounds, spanMs } from './audit-query'

const NOW = Date.parse('2026-11-26T12:00:00Z')

describe('audit log query in the URL', () => {
  it('defaults to the last day, newest first, no filters', () => {
    expect(parseAuditQuery('')).toEqual({
      range: { kind: 'preset', preset: '1d' },
      order: 'descending',
      filters: {},
    })
    expect(auditSearch(parseAuditQuery(''))).toBe('')
  })

  it('reads presets, order, filters and limit, and writes them back the same', () => {
    const search =
      '?range=1w&order=ascending&actor=fred&op=instance_stop&result=error&q=web-1&limit=50'
    const q = parseAuditQuery(search)
    expect(q).toEqual({
      range: { kind: 'preset', preset: '1w' },
      order: 'ascending',
      filters: { actor: 'fred', op: 'instance_stop', result: 'error', text: 'web-1' },
      limit: 50,
    })
    expect(auditSearch(q)).toBe(search)
  })

  it('an explicit start (and end) wins over a preset; a backwards range falls back', () => {
    const q = parseAuditQuery('?range=1h&start=2026-11-20T09:00:00Z&end=2026-11-21T09:00:00Z')
    expect(q.range).toEqual({
      kind: 'custom',
      start: new Date('2026-11-20T09:00:00Z'),
      end: new Date('2026-11-21T09:00:00Z'),
    })
    expect(auditSearch(q)).toBe(
      '?start=2026-11-20T09%3A00%3A00.000Z&end=2026-11-21T09%3A00%3A00.000Z',
    )
    expect(parseAuditQuery('?start=2026-11-21T09:00:00Z&end=2026-11-20T09:00:00Z').range).toEqual({
      kind: 'preset',
      preset: '1d',
    })
  })

  it('ignores what it cannot read', () => {
    expect(parseAuditQuery('?range=3y&result=maybe&limit=-4&start=yesterday')).toEqual({
      range: { kind: 'preset', preset: '1d' },
      order: 'descending',
      filters: {},
    })
    expect(parseAuditQuery('?limit=99999').limit).toBe(1000)
  })

  it('keeps extra parameters (a resource) after the query', () => {
    expect(
      auditSearch({ range: { kind: 'preset', preset: '1w' } }, { kind: 'instance', name: 'web-1' }),
    ).toBe('?range=1w&kind=instance&name=web-1')
  })
})

describe('times', () => {
  it('reads spans and RFC 3339 times', () => {
    expect(spanMs('15m')).toBe(900_000)
    expect(spanMs('2h')).toBe(7_200_000)
    expect(spanMs('1w')).toBe(604_800_000)
    expect(spanMs('soon')).toBeUndefined()
    expect(parseWhen('1h', NOW)?.toISOString()).toBe('2026-11-26T11:00:00.000Z')
    expect(parseWhen('2026-11-26T09:30:00Z')?.toISOString()).toBe('2026-11-26T09:30:00.000Z')
    expect(parseWhen('2026-11-26T09:30:00+01:00')?.toISOString()).toBe('2026-11-26T08:30:00.000Z')
    expect(parseWhen('tuesday')).toBeNull()
    expect(parseWhen('2026-13-45T99:00:00Z')).toBeNull()
  })

  it('a preset ends now and is open; a custom range is as given', () => {
    expect(rangeBounds({ kind: 'preset', preset: '15m' }, NOW)).toEqual({
      start: new Date('2026-11-26T11:45:00Z'),
      end: null,
    })
    const start = new Date('2026-11-01T00:00:00Z')
    expect(rangeBounds({ kind: 'custom', start, end: null }, NOW)).toEqual({ start, end: null })
  })
})
