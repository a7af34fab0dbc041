// @vitest-environment happy-dom
// A command chosen in the palette runs with the palette hidden; when it ends it closes the
// palette (or reopens it with the reason). A palette opened afresh meanwhile is left alone.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import { registerCommands } from '@/commands/core/registry'
import { fakeContext } from '@/commands/core/test-context'
import {
  closePaletteAtom,
  openPaletteAtom,
  paletteFrameAtom,
  paletteOpenAtom,
  setPaletteQueryAtom,
} from '@/state/palette'
import { store } from '@/state/store'
import { runFromPalette } from './run-from-palette'

let finish: (outcome: 'ok' | 'fail') => void = () => {}

beforeAll(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  registerCommands([
    defineCommand({
      id: 'test.slow',
      title: 'Run slowly',
      group: 'Test',
      args: z.object({}),
      run: () =>
        new Promise((resolve, reject) => {
          finish = (outcome) => (outcome === 'ok' ? resolve(null) : reject(new Error('it broke')))
        }),
    }) as AnyCommand,
  ])
})

beforeEach(() => store.set(closePaletteAtom))

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('runFromPalette', () => {
  it('closes the palette it was chosen in when it succeeds', async () => {
    const { ctx } = fakeContext()
    store.set(openPaletteAtom)
    const run = runFromPalette(ctx, 'test.slow', {})
    expect(store.get(paletteOpenAtom)).toBe(false)
    await settle()
    finish('ok')
    await run
    expect(store.get(paletteOpenAtom)).toBe(false)
  })

  it('leaves a palette opened afresh while it ran open, with what was typed there', async () => {
    const { ctx } = fakeContext()
    store.set(openPaletteAtom)
    const run = runFromPalette(ctx, 'test.slow', {})
    store.set(openPaletteAtom)
    store.set(setPaletteQueryAtom, 'disks')
    await settle()
    finish('ok')
    await run
    expect(store.get(paletteOpenAtom)).toBe(true)
    expect(store.get(paletteFrameAtom)).toMatchObject({ kind: 'root', query: 'disks' })
  })

  it('a failure under a palette opened afresh is a toast naming the action and the reason', async () => {
    const { ctx, toasts } = fakeContext()
    store.set(openPaletteAtom)
    const run = runFromPalette(ctx, 'test.slow', {})
    store.set(openPaletteAtom)
    store.set(setPaletteQueryAtom, 'disks')
    await settle()
    finish('fail')
    await run
    expect(store.get(paletteFrameAtom)).toMatchObject({ query: 'disks', error: undefined })
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Run slowly', content: 'it broke', variant: 'error' }),
    ])
  })

  it('a failure reopens the palette it was chosen in, with the reason', async () => {
    const { ctx, toasts } = fakeContext()
    store.set(openPaletteAtom)
    store.set(setPaletteQueryAtom, 'run slowly')
    const run = runFromPalette(ctx, 'test.slow', {})
    await settle()
    finish('fail')
    await run
    expect(store.get(paletteOpenAtom)).toBe(true)
    expect(store.get(paletteFrameAtom)).toMatchObject({ query: 'run slowly' })
    expect(store.get(paletteFrameAtom).error).toMatch(/it broke/)
    expect(toasts).toEqual([])
  })
})
