// The list view in the URL: what it reads, what it leaves out (with a note), what it writes back.
import { describe, expect, it } from 'vitest'
import { sortLetters, splitAtLetter } from '../ui/sort-letters'
import { readUrlView, writeUrlView, type ViewColumn } from './list-view'

const cols: ViewColumn[] = [
  { key: 'name', sortable: true, hidden: false },
  { key: 'ips', sortable: false, hidden: false },
  { key: 'created', sortable: true, hidden: false },
  { key: 'id', sortable: true, hidden: true },
]

describe('readUrlView', () => {
  it('reads sort, order, filter, page size and columns', () => {
    expect(
      readUrlView('sort=created&order=desc&filter=web&limit=100&columns=name,id', cols),
    ).toEqual({
      sort: { key: 'created', dir: 'descending' },
      filter: 'web',
      limit: 100,
      columns: ['name', 'id'],
      notes: [],
    })
    expect(readUrlView('sort=name', cols).sort).toEqual({ key: 'name', dir: 'ascending' })
    expect(readUrlView('row=web-1&mock-bulk=10', cols)).toEqual({ notes: [] })
  })

  it('leaves out what the list cannot take, and says so', () => {
    const v = readUrlView('sort=bogus&limit=7&columns=name,nope', cols)
    expect(v.sort).toBeUndefined()
    expect(v.limit).toBeUndefined()
    expect(v.columns).toEqual(['name'])
    expect(v.notes).toEqual([
      'sort=bogus: no such column',
      'limit=7: 25, 50, 100, 200',
      'columns: no column nope',
    ])
    expect(readUrlView('sort=ips', cols).notes).toEqual(['sort=ips: this column does not sort'])
    expect(readUrlView('sort=name&order=up', cols)).toMatchObject({
      sort: { key: 'name', dir: 'ascending' },
      notes: ['order=up: asc or desc'],
    })
  })
})

describe('writeUrlView', () => {
  it('sets and removes its params, leaving the others', () => {
    expect(writeUrlView('row=web-1', { sort: 'name', order: 'desc' })).toBe(
      'row=web-1&sort=name&order=desc',
    )
    expect(writeUrlView('sort=name&filter=x', { filter: null, columns: 'name,id' })).toBe(
      'sort=name&columns=name,id',
    )
  })
})

describe('sortLetters', () => {
  it('gives each sortable column a letter of its header, its own choice first', () => {
    const letters = sortLetters([
      { key: 'name', header: 'name', sortable: true },
      { key: 'cpu', header: 'cpu', sortable: true },
      { key: 'ips', header: 'external ip', sortable: false },
      { key: 'created', header: 'created', sortable: true, letter: 'a' },
      { key: 'memory', header: 'memory', sortable: true },
      { key: 'modified', header: 'modified', sortable: true },
    ])
    expect(Object.fromEntries(letters)).toEqual({
      name: 'n',
      cpu: 'c',
      created: 'a',
      memory: 'm',
      modified: 'o',
    })
    expect(splitAtLetter('created', 'a')).toEqual({ before: 'cre', letter: 'a', after: 'ted' })
  })
})
