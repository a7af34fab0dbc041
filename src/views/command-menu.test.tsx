// @vitest-environment happy-dom
// The command UI hooks: a button and a row menu for registered commands, disabled with the
// reason the command gives, running through dispatch.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { z } from 'zod'
import { setBaseUrl } from '@/api/client'
import { commandList } from '@/commands/core/command-list'
import { defineCommand } from '@/commands/core/define'
import { loadCommands } from '@/commands/core/load'
import { findCommand, registerCommands } from '@/commands/core/registry'
import { Provider, store } from '@/state/store'
import { CommandButton } from './command-button'
import { CommandContextBridge } from './command-context'
import { CommandMenu } from './command-menu'
import { useRegisterCommands } from './use-command'

const ran: string[] = []
const args = z.object({ thing: z.string().describe('Thing name') })
const unregister = registerCommands(
  commandList(
    defineCommand({
      id: 'test-thing.poke',
      title: 'Poke thing',
      group: 'Test',
      args,
      keybinding: 'mod+shift+p',
      cli: (a) => `oxide thing poke --thing ${a.thing}`,
      run: async ({ thing }) => void ran.push(`poke ${thing}`),
    }),
    defineCommand({
      id: 'test-thing.smash',
      title: 'Smash thing',
      group: 'Test',
      args,
      available: (_ctx, a) => (a.thing === 'vase' ? 'Vases cannot be smashed' : true),
      run: async ({ thing }) => void ran.push(`smash ${thing}`),
    }),
  ),
)

beforeAll(async () => {
  // As in the app: the built-in commands have loaded, so an unknown id is unknown, not pending.
  await loadCommands()
  setBaseUrl('http://localhost')
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }))
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  ran.length = 0
})
afterAll(() => {
  unregister()
  vi.unstubAllGlobals()
})

function renderWithContext(ui: React.ReactNode) {
  const { hook } = memoryLocation({ path: '/projects/demo' })
  return render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={hook}>
          <CommandContextBridge />
          {ui}
        </Router>
      </SWRConfig>
    </Provider>,
  )
}

const items = [
  { id: 'test-thing.poke', args: { thing: 'vase' } },
  { id: 'test-thing.smash', args: { thing: 'vase' } },
  { id: 'test-thing.missing', args: {} },
]

describe('CommandButton', () => {
  it('runs its command with its args', async () => {
    renderWithContext(<CommandButton id="test-thing.poke" args={{ thing: 'box' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Poke thing' }))
    await waitFor(() => expect(ran).toEqual(['poke box']))
  })

  it('is disabled with the reason, and clicking does nothing', async () => {
    renderWithContext(<CommandButton id="test-thing.smash" args={{ thing: 'vase' }} />)
    const button = screen.getByRole('button', { name: 'Smash thing' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    // Keyboard users reach the reason too: focus opens the tooltip.
    fireEvent.keyDown(document.body, { key: 'Tab' })
    act(() => button.focus())
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Vases cannot be smashed',
    )
    expect(ran).toEqual([])
  })

  it('an unknown id renders disabled with the reason instead of throwing', () => {
    renderWithContext(<CommandButton id="test-thing.missing" />)
    const button = screen.getByRole('button', { name: 'test-thing.missing' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
  })
})

describe('CommandMenu', () => {
  it('is a menu button with one item per command, disabled ones with their reason', async () => {
    renderWithContext(<CommandMenu label="Actions for vase" items={items} />)
    const button = screen.getByRole('button', { name: 'Actions for vase' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    fireEvent.click(button)
    const menu = await screen.findByRole('menu')
    const entries = screen.getAllByRole('menuitem')
    expect(menu.contains(entries[0]!)).toBe(true)
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/^Poke thing/),
      'Smash thingVases cannot be smashed',
      'test-thing.missingUnknown command test-thing.missing',
    ])
    expect(entries[1]!.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(entries[1]!)
    expect(ran).toEqual([])
    expect(screen.getByRole('menu')).toBeTruthy()
  })

  it('Enter runs the focused item and closes; Esc closes without running', async () => {
    renderWithContext(<CommandMenu label="Actions for vase" items={items} />)
    fireEvent.click(screen.getByRole('button', { name: 'Actions for vase' }))
    const first = (await screen.findAllByRole('menuitem'))[0]!
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'Enter' })
    await waitFor(() => expect(ran).toEqual(['poke vase']))
    expect(screen.queryByRole('menu')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Actions for vase' }))
    const again = await screen.findByRole('menu')
    fireEvent.keyDown(again, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(ran).toEqual(['poke vase'])
  })
})

describe('CommandMenu before its first open', () => {
  it('sets up no menu until opened; ArrowDown on its button opens it as a click does', async () => {
    renderWithContext(<CommandMenu label="Actions for vase" items={items} />)
    const button = screen.getByRole('button', { name: 'Actions for vase' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    expect(await screen.findByRole('menu')).toBeTruthy()
    expect(screen.getAllByRole('menuitem')).toHaveLength(3)
  })
})

describe('useRegisterCommands', () => {
  it('registers page commands while mounted and removes them on unmount', async () => {
    function Page({ name }: { name: string }) {
      useRegisterCommands(
        () =>
          commandList(
            defineCommand({
              id: 'test-page.greet',
              title: `Greet ${name}`,
              group: 'Test',
              args: z.object({}),
              run: async () => void ran.push(name),
            }),
          ),
        [name],
      )
      return <CommandButton id="test-page.greet" />
    }
    const view = renderWithContext(<Page name="ada" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Greet ada' }))
    await waitFor(() => expect(ran).toEqual(['ada']))
    view.unmount()
    expect(findCommand('test-page.greet')).toBeUndefined()
  })
})
