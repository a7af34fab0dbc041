// @vitest-environment happy-dom
// The bulk bar after a run deselects the rows it ran on that succeeded, and nothing else: a row
// picked while the run was in flight stays selected, and so does a row whose action failed. A
// command no selected row can take is disabled, with the reason.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { BulkItem, BulkResult } from '@/commands/core/bulk'
import { setCommandContext } from '@/commands/core/context'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import { markCommandsReady, registerCommands, setCommandLoader } from '@/commands/core/registry'
import { fakeContext } from '@/commands/core/test-context'
import { BulkBar, type SelectedRow } from './bulk-bar'

let finish: (results: BulkResult[]) => void = () => {}
const ran: BulkItem[][] = []
vi.mock('@/commands/core/bulk', async (original) => ({
  ...(await original<object>()),
  runBulk: (_id: string, items: BulkItem[]) => {
    ran.push(items)
    return new Promise<BulkResult[]>((resolve) => (finish = resolve))
  },
}))

beforeAll(() => setCommandContext(fakeContext().ctx))
afterEach(cleanup)

const row = (key: string): SelectedRow => ({
  key,
  label: key,
  items: [{ id: 'instance.start', args: { instance: key } }],
})

it('a finished run deselects only its own rows that succeeded', async () => {
  const onClear = vi.fn()
  const { rerender } = render(<BulkBar selected={[row('a'), row('b')]} onClear={onClear} />)
  fireEvent.click(screen.getByRole('button', { name: /^Start/ }))
  expect(ran.at(-1)?.map((i) => i.label)).toEqual(['a', 'b'])
  // While it runs, the user selects one more row.
  rerender(<BulkBar selected={[row('a'), row('b'), row('c')]} onClear={onClear} />)
  await act(async () => {
    finish([
      { label: 'a', status: 'ok' },
      { label: 'b', status: 'error', message: 'no' },
    ])
    await Promise.resolve()
  })
  expect(onClear).toHaveBeenCalledTimes(1)
  expect(onClear).toHaveBeenCalledWith(['a'])
})

it('Clear selection deselects every row', () => {
  const onClear = vi.fn()
  render(<BulkBar selected={[row('a')]} onClear={onClear} />)
  fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }))
  expect(onClear).toHaveBeenCalledWith()
})

it('a command none of the selected rows can take is disabled and says why; one that can, is not', () => {
  const unregister = registerCommands([
    defineCommand({
      id: 'test.wake',
      title: 'Wake',
      group: 'Test',
      args: z.object({ name: z.string() }),
      available: (_ctx, args) => (args.name === 'awake' ? 'Already awake' : true),
      run: async () => null,
    }) as unknown as AnyCommand,
  ])
  const item = (name: string): SelectedRow => ({
    key: name,
    label: name,
    items: [{ id: 'test.wake', args: { name } }],
  })
  const { rerender } = render(
    <BulkBar selected={[item('awake'), item('awake')]} onClear={() => {}} />,
  )
  const wake = screen.getByRole('button', { name: 'Wake' })
  expect(wake.getAttribute('aria-disabled')).toBe('true')
  expect(wake.title).toBe('None of the 2 rows: awake: Already awake')
  rerender(<BulkBar selected={[item('awake'), item('asleep')]} onClear={() => {}} />)
  expect(screen.getByRole('button', { name: 'Wake' }).getAttribute('aria-disabled')).toBeNull()
  unregister()
})

it('a click before the built-in commands have loaded waits for them and runs', async () => {
  // The bar draws first-paint titles before the registry is ready (a slow first load); the click
  // is kept until the commands arrive, then runs on the selected rows.
  let arrive: () => void = () => {}
  setCommandLoader(
    () =>
      new Promise<void>((resolve) => {
        arrive = () => {
          markCommandsReady()
          resolve()
        }
      }),
  )
  const early = (key: string): SelectedRow => ({
    key,
    label: key,
    items: [{ id: 'instance.open-consoles', args: { instances: [key] } }],
  })
  const before = ran.length
  render(<BulkBar selected={[early('web-1'), early('api-1')]} onClear={() => {}} />)
  fireEvent.click(screen.getByRole('button', { name: 'Open consoles' }))
  await act(async () => {
    await Promise.resolve()
  })
  expect(ran.length).toBe(before)
  await act(async () => {
    arrive()
    await new Promise((r) => setTimeout(r, 0))
  })
  expect(ran.at(-1)?.map((i) => i.label)).toEqual(['web-1', 'api-1'])
})
