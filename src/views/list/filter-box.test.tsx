// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { Table } from '../ui/table'
import { FilterBox, useRowFilter } from './filter-box'

afterEach(cleanup)

function Box({ onStop }: { onStop: () => void }) {
  const filter = useRowFilter([{ name: 'a' }], (r) => r.name)
  return <FilterBox label="Instances" state={filter} onStop={onStop} />
}

it('Esc stops what the filter is doing, then clears its text', () => {
  const onStop = vi.fn()
  render(<Box onStop={onStop} />)
  const box = screen.getByRole('searchbox', { name: 'Filter instances' })
  fireEvent.change(box, { target: { value: 'inst-09' } })
  fireEvent.keyDown(box, { key: 'Escape' })
  expect(onStop).toHaveBeenCalledTimes(1)
  expect((box as HTMLInputElement).value).toBe('')
})

function Linked() {
  const filter = useRowFilter(
    [{ name: 'web-1' }, { name: 'worker-1' }, { name: 'worker-2' }],
    (r) => r.name,
  )
  return (
    <>
      <FilterBox label="Instances" state={filter} />
      <Table
        label="Instances"
        rows={filter.rows}
        rowKey={(r) => r.name}
        filter={filter.link}
        columns={[
          { key: 'name', header: 'name', cell: (r) => <a href={`#${r.name}`}>{r.name}</a> },
        ]}
      />
    </>
  )
}

it.each(['ArrowDown', 'Enter'])('%s hands the keyboard to the first matching row', (key) => {
  render(<Linked />)
  const box = screen.getByRole('searchbox', { name: 'Filter instances' })
  fireEvent.change(box, { target: { value: 'worker' } })
  fireEvent.keyDown(box, { key })
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'worker-1' }))
  expect((box as HTMLInputElement).value).toBe('worker')
  expect(screen.getAllByRole('row').filter((r) => r.className === 'row-cursor')).toHaveLength(1)
})

it('with no match Down stays in the filter', () => {
  render(<Linked />)
  const box = screen.getByRole('searchbox', { name: 'Filter instances' })
  box.focus()
  fireEvent.change(box, { target: { value: 'nothing' } })
  fireEvent.keyDown(box, { key: 'ArrowDown' })
  expect(document.activeElement).toBe(box)
})
