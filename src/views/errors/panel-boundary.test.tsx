// @vitest-environment happy-dom
// A panel that cannot draw says so in place; the rest of the page (and the table) stays.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { Table } from '../ui/table'
import { UsageTable } from '../pages/shared/usage'
import { attempt, DrawError, drawFailure, PanelBoundary } from './panel-boundary'

afterEach(cleanup)
// React reports the errors boundaries catch on the console; the test checks what is shown.
vi.spyOn(console, 'error').mockImplementation(() => {})

function Throws({ error }: { error: unknown }): never {
  throw error
}

describe('PanelBoundary', () => {
  it('shows "could not draw: <reason>" in place of the panel, and the page beside it', () => {
    render(
      <>
        <PanelBoundary>
          <Throws error={new TypeError("Cannot read properties of undefined (reading '0')")} />
        </PanelBoundary>
        <p>the rest of the page</p>
      </>,
    )
    expect(screen.getByRole('note').textContent).toBe(
      "could not draw: Cannot read properties of undefined (reading '0')",
    )
    expect(screen.getByText('the rest of the page')).toBeTruthy()
  })

  it('names the request id when the failure carries one', () => {
    const e = new ApiError('Error reading API response', { requestId: 'req-42' })
    expect(drawFailure(e)).toBe('could not draw: Error reading API response (request req-42)')
  })

  it('draws again when its data changes', () => {
    const { rerender } = render(
      <PanelBoundary resetKey={1}>
        <Throws error={new Error('bad data')} />
      </PanelBoundary>,
    )
    expect(screen.getByText('could not draw: bad data')).toBeTruthy()
    rerender(
      <PanelBoundary resetKey={2}>
        <p>drawn</p>
      </PanelBoundary>,
    )
    expect(screen.getByText('drawn')).toBeTruthy()
  })

  it('attempt turns a throwing computation into a DrawError', () => {
    expect(attempt(() => 1)).toBe(1)
    const failed = attempt(() => {
      throw new Error('no')
    })
    expect(failed).toBeInstanceOf(DrawError)
  })
})

describe('tables contain their cells', () => {
  it('a cell renderer that throws marks that cell only', () => {
    type Row = { id: string; size?: { bytes: number } }
    render(
      <Table<Row>
        label="Things"
        rows={[{ id: 'a', size: { bytes: 1 } }, { id: 'b' }]}
        rowKey={(r) => r.id}
        columns={[
          { key: 'id', header: 'id', cell: (r) => r.id },
          // A field another platform left out: `size` is undefined on row b.
          { key: 'size', header: 'size', cell: (r) => String(r.size!.bytes) },
        ]}
      />,
    )
    const cells = screen.getAllByRole('cell').map((c) => c.textContent)
    expect(cells[0]).toBe('a')
    expect(cells[1]).toBe('1')
    expect(cells[2]).toBe('b')
    expect(cells[3]).toMatch(/^could not draw: .*bytes/)
  })

  it('usage bars over capacity or negative read >100% and <0% instead of failing', () => {
    render(
      <UsageTable
        label="Usage"
        rows={[
          { resource: 'cpu', used: 12, capacity: 8 },
          { resource: 'memory', used: -231471110, capacity: 100 },
          { resource: 'storage', used: 2 ** 63, capacity: 2 ** 62 },
        ]}
      />,
    )
    const text = screen.getByRole('table').textContent ?? ''
    expect(text).toContain('>100%')
    expect(text).toContain('<0%')
    expect(text).not.toContain('could not draw')
  })
})
