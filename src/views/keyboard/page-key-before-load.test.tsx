// @vitest-environment happy-dom
// A key bound by a command the page registered itself (the console workspace's pane keys) runs
// at once, even before the built-in commands have loaded: it does not wait behind them, so the
// keys typed after it (into the terminal it focuses) land where it sent them.
import { act, fireEvent } from '@testing-library/react'
import { expect, it } from 'vitest'
import { z } from 'zod'
import { memoryLocation } from 'wouter/memory-location'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import { commandsReady, registerCommands } from '@/commands/core/registry'
// The app's loader: the built-ins come from their own chunk, as in main.tsx.
import '@/commands/core/load'
import { renderShortcuts, setUpShortcutTests } from './shortcuts-harness'

setUpShortcutTests()

it("a page's own key runs before the built-in commands have loaded", async () => {
  const ran: string[] = []
  const unregister = registerCommands([
    defineCommand({
      id: 'test-page.zoom',
      title: 'Zoom the pane',
      group: 'Test',
      args: z.object({}),
      keybinding: 'z',
      keyScope: 'pane',
      available: () => true,
      async run() {
        ran.push('z')
      },
    }) as unknown as AnyCommand,
  ])
  const { hook } = memoryLocation({ path: '/consoles' })
  renderShortcuts(hook)
  expect(commandsReady()).toBe(false)
  // Dispatch reads what an undo needs before the run: the run is a few microtasks away.
  await act(async () => {
    fireEvent.keyDown(window, { key: 'z', code: 'KeyZ' })
  })
  expect(ran).toEqual(['z'])
  expect(commandsReady()).toBe(false)
  unregister()
})
