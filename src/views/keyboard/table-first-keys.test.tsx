// @vitest-environment happy-dom
// Table keys typed while the page loads apply the moment the table is here, in order, not when
// the key router's code arrives; a key that lands between the table's commit and its paint is
// the table's, not kept.
import { act, cleanup, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, expect, it } from 'vitest'
import { Table, type Column } from '../ui/table'
import { startEarlyKeys } from './early-keys'
import { takeEarlyKeys } from './take-early-keys'

type Row = { name: string }
const columns: Column<Row>[] = [
  { key: 'name', header: 'name', cell: (r) => <a href={`#${r.name}`}>{r.name}</a> },
]
const rows = ['a', 'b', 'c', 'd'].map((name) => ({ name }))

const press = (key: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  )

const cursorRow = () => document.querySelector('tr.row-cursor')?.textContent

const renderTable = async (after?: () => void) => {
  function After() {
    useLayoutEffect(() => {
      after?.()
    }, [])
    return null
  }
  await act(async () => {
    render(
      <>
        <Table label="Instances" columns={columns} rows={rows} rowKey={(r) => r.name} pageKeys />
        <After />
      </>,
    )
  })
}

afterEach(() => {
  cleanup()
  takeEarlyKeys()
})

it('applies the table keys kept while the page loaded as the table appears', async () => {
  startEarlyKeys()
  press('j')
  press('j')
  await renderTable()
  expect(cursorRow()).toBe('b')
  expect(takeEarlyKeys()).toEqual([])
})

it('stops at the first kept key the table cannot take: it and the rest wait for the router', async () => {
  startEarlyKeys()
  press('j')
  press('g')
  press('j')
  await renderTable()
  expect(cursorRow()).toBe('a')
  expect(takeEarlyKeys().map((k) => k.key)).toEqual(['g', 'j'])
})

it('takes a key pressed in the commit that drew it, before its effects have run', async () => {
  startEarlyKeys()
  // A later sibling's layout effect runs in the same commit as the table's first rows.
  await renderTable(() => press('j'))
  expect(cursorRow()).toBe('a')
  expect(takeEarlyKeys()).toEqual([])
})
