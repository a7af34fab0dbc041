// @vitest-environment happy-dom
// The palette end to end inside React: Ctrl+K opens it, typing filters, Enter runs a navigation
// command, missing arguments get their own page, Backspace goes back, Esc closes, failures reopen.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { setBaseUrl, setUnauthorizedHandler } from '@/api/client'
import { swrDefaults } from '@/api/hooks'
import { registerAllCommands } from '@/commands/all'
import { pushLineAtom } from '@/state/history'
import { closePaletteAtom } from '@/state/palette'
import { Provider, store } from '@/state/store'
import { toastsAtom } from '@/state/toasts'
import { CommandContextBridge } from '../command-context'
import { KeyboardShortcuts } from '../keyboard/keyboard-shortcuts'
import { CommandPalette } from './command-palette'

const instances = [
  { id: '6c0f1f55-51a4-4c55-9b38-3f2ee3b3e0a1', name: 'web-1', run_state: 'running' },
  { id: '0d7e2f1c-8a57-4a3b-a5b4-5e1f3c2b9d11', name: 'db-1', run_state: 'stopped' },
]

/** The few API answers the palette needs; anything else is a 404. */
function api(url: string, init?: RequestInit) {
  const { pathname } = new URL(url)
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
  if (pathname === '/v1/logout') return json({ error_code: 'Internal', message: 'boom' }, 500)
  if (pathname === '/v1/system/policy') return json({ role_assignments: [] })
  if (pathname === '/v1/projects') return json({ items: [{ name: 'demo', id: 'p1' }] })
  if (pathname === '/v1/instances') return json({ items: instances })
  if (init?.method === undefined && pathname.startsWith('/v1/')) return json({ items: [] })
  return json({ error_code: 'ObjectNotFound', message: 'not found' }, 404)
}

beforeAll(() => {
  registerAllCommands()
  setBaseUrl('http://localhost')
  setUnauthorizedHandler(() => {})
  // happy-dom lacks what cmdk measures and scrolls with.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  Element.prototype.scrollIntoView ??= () => {}
})

let history: string[]
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => api(url, init)),
  )
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const location = memoryLocation({ path: '/projects/demo/instances', record: true })
  history = location.history
  render(
    <Provider store={store}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <Router hook={location.hook}>
          <CommandContextBridge />
          <KeyboardShortcuts />
          <CommandPalette />
        </Router>
      </SWRConfig>
    </Provider>,
  )
})
afterEach(() => {
  cleanup()
  act(() => store.set(closePaletteAtom))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const ctrlK = () => fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true })
const type = (text: string) =>
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } })
const enter = () => fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' })

describe('command palette', () => {
  it('opens with Ctrl+K as a named dialog holding a combobox with options', async () => {
    expect(screen.queryByRole('combobox')).toBeNull()
    ctrlK()
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' })
    const input = screen.getByRole('combobox')
    expect(dialog.contains(input)).toBe(true)
    expect(document.activeElement).toBe(input)
    expect(screen.getByRole('listbox')).toBeTruthy()
    expect(screen.getAllByRole('option').length).toBeGreaterThan(10)
  })

  it('draws the empty menu as far as it is looked at: End draws it all and highlights the last', async () => {
    ctrlK()
    const input = await screen.findByRole('combobox')
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(10))
    const first = screen.getAllByRole('option').length
    expect(first).toBeLessThanOrEqual(30)
    // The highlight going down the menu draws the rows below it.
    for (let i = 0; i < first; i++) fireEvent.keyDown(input, { key: 'ArrowDown' })
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(first))
    fireEvent.keyDown(input, { key: 'End' })
    await waitFor(() => {
      const all = screen.getAllByRole('option')
      expect(all.length).toBeGreaterThan(100)
      expect(all.at(-1)?.getAttribute('aria-selected')).toBe('true')
    })
    // Results take its place; cleared again, the menu starts from its first rows.
    type('disks')
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeLessThan(first))
    type('')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(first))
  })

  it('Up on the empty prompt: round the top of the menu, or the last line once there is one', async () => {
    const highlighted = async () => {
      ctrlK()
      const input = await screen.findByRole('combobox')
      // The menu's first row highlighted, its last rows not drawn yet.
      await waitFor(() =>
        expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true'),
      )
      expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(30)
      return input
    }
    // No line typed yet: Up goes round the top, drawing the whole menu and highlighting its end.
    let input = await highlighted()
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    await waitFor(() => {
      const all = screen.getAllByRole('option')
      expect(all.length).toBeGreaterThan(100)
      expect(all.at(-1)?.getAttribute('aria-selected')).toBe('true')
    })
    fireEvent.keyDown(input, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // A line ran before: Up brings it back, as in a shell, however much of the menu is drawn.
    act(() => store.set(pushLineAtom, 'nav disks'))
    input = await highlighted()
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    await waitFor(() => expect(input).toHaveProperty('value', 'nav disks'))
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    await waitFor(() => expect(input).toHaveProperty('value', ''))
  })

  it('gives focus back to where it was when Esc closes it', async () => {
    const field = document.createElement('input')
    field.setAttribute('aria-label', 'Somewhere')
    document.body.append(field)
    field.focus()
    fireEvent.keyDown(field, { key: 'k', code: 'KeyK', ctrlKey: true })
    const input = await screen.findByRole('combobox')
    expect(document.activeElement).toBe(input)
    fireEvent.keyDown(input, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(field)
    field.remove()
  })

  it('filters by fuzzy title and runs the highlighted navigation command', async () => {
    ctrlK()
    await screen.findByRole('combobox')
    type('go disks')
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Go to disks/),
    )
    expect(screen.getByLabelText('CLI equivalent').textContent).toBe(
      '$ oxide disk list --project demo',
    )
    enter()
    await waitFor(() => expect(history.at(-1)).toBe('/projects/demo/disks'))
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('asks for a missing argument on its own page, with live choices', async () => {
    ctrlK()
    await screen.findByRole('combobox')
    type('go to instance')
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Go to instance/),
    )
    enter()
    await screen.findByRole('option', { name: /db-1/ })
    expect(screen.getByRole('combobox')).toHaveProperty('value', '')
    type('db')
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^db-1/))
    enter()
    await waitFor(() => expect(history.at(-1)).toBe('/projects/demo/instances/db-1/storage'))
  })

  it('Backspace on an empty argument page goes back, Esc closes', async () => {
    ctrlK()
    await screen.findByRole('combobox')
    type('instance by id')
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Go to instance by id/),
    )
    enter()
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveProperty('value', ''))
    type('nope')
    // Free text is checked by the argument's schema before it can be chosen.
    const free = await screen.findByRole('option', { name: /Use “nope”/ })
    expect(free.getAttribute('aria-disabled')).toBe('true')
    type('')
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Backspace' })
    await waitFor(() =>
      expect(screen.getByRole('combobox')).toHaveProperty('value', 'instance by id'),
    )
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' })
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('a failed command reopens where it was with the reason inline, and no toast as well', async () => {
    const toastsBefore = store.get(toastsAtom).length
    ctrlK()
    await screen.findByRole('combobox')
    type('sign out')
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Sign out/))
    enter()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed: Boom'))
    expect(await screen.findByRole('combobox')).toHaveProperty('value', 'sign out')
    expect(store.get(toastsAtom)).toHaveLength(toastsBefore)
    expect(history.at(-1)).toBe('/projects/demo/instances')
  })

  it('runs chords from the registry: g d goes to disks', async () => {
    await waitFor(() => expect(history).toEqual(['/projects/demo/instances']))
    fireEvent.keyDown(document.body, { key: 'g', code: 'KeyG' })
    fireEvent.keyDown(document.body, { key: 'd', code: 'KeyD' })
    await waitFor(() => expect(history.at(-1)).toBe('/projects/demo/disks'))
  })

  it('ignores shortcuts typed into a text field, except Ctrl+K', async () => {
    const field = document.createElement('input')
    document.body.append(field)
    field.focus()
    fireEvent.keyDown(field, { key: 'g', code: 'KeyG' })
    fireEvent.keyDown(field, { key: 'd', code: 'KeyD' })
    fireEvent.keyDown(field, { key: 'k', code: 'KeyK', ctrlKey: true })
    await screen.findByRole('combobox')
    expect(history).toEqual(['/projects/demo/instances'])
    field.remove()
  })
})
