// @vitest-environment happy-dom
// Keys typed at once after clicking a button whose command lacks an argument: the palette asks
// for it on its page, and what was typed meanwhile is that page's query, none of it lost to the
// page under it (the button still has focus until the palette's input takes it).
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { z } from 'zod'
import { commandList } from '@/commands/core/command-list'
import { defineCommand } from '@/commands/core/define'
import { loadCommands } from '@/commands/core/load'
import { registerCommands } from '@/commands/core/registry'
import { closePaletteAtom, paletteFrameAtom, paletteOpenAtom } from '@/state/palette'
import { store } from '@/state/store'
import { CommandButton } from '../command-button'
import { renderShortcuts, setUpShortcutTests } from './shortcuts-harness'

setUpShortcutTests()

let unregister = () => {}
beforeAll(async () => {
  await loadCommands()
  unregister = registerCommands(
    commandList(
      defineCommand({
        id: 'test-hook.subscribe',
        title: 'Subscribe test hook',
        group: 'Test',
        args: z.object({ receiver: z.string(), subscription: z.string() }),
        run: async () => undefined,
      }),
    ),
  )
})
afterAll(() => {
  unregister()
  store.set(closePaletteAtom)
})

it('keeps keys typed right after the click for the argument the palette asks for', async () => {
  const { hook } = memoryLocation({ path: '/system/alerts/hook' })
  renderShortcuts(
    hook,
    <CommandButton id="test-hook.subscribe" args={{ receiver: 'hook' }} label="Subscribe" />,
  )
  const button = screen.getByRole('button', { name: 'Subscribe' })
  act(() => button.focus())
  // The click, then the keys in the same moment: the command has yet to say what it lacks.
  act(() => {
    fireEvent.click(button)
    for (const key of 'test.**') fireEvent.keyDown(document.activeElement ?? window, { key })
  })
  expect(store.get(paletteOpenAtom)).toBe(false)
  await waitFor(() => expect(store.get(paletteFrameAtom)).toMatchObject({ kind: 'arg' }))
  await waitFor(() =>
    expect(store.get(paletteFrameAtom)).toMatchObject({ arg: 'subscription', query: 'test.**' }),
  )
})
