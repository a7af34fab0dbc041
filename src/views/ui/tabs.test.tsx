// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { nextTabIndex } from './tab-keys'
import { currentTab, Tabs } from './tabs'

afterEach(cleanup)

const tabs = [
  { label: 'storage', to: '/i/storage' },
  { label: 'metrics', to: '/i/metrics' },
  { label: 'settings', to: '/i/settings' },
]

describe('tab keys', () => {
  it('Left and Right wrap, Home and End jump, other keys are not ours', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1)
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2)
    expect(nextTabIndex('Home', 2, 3)).toBe(0)
    expect(nextTabIndex('End', 0, 3)).toBe(2)
    expect(nextTabIndex('Enter', 0, 3)).toBeNull()
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull()
  })

  it('the current tab is the longest matching route (sub-tabs)', () => {
    expect(currentTab(tabs, '/i/metrics/cpu')?.label).toBe('metrics')
    expect(currentTab(tabs, '/i/settings')?.label).toBe('settings')
    expect(currentTab(tabs, '/elsewhere')).toBeUndefined()
    // a query string on the tab's link doesn't change which tab is current
    const sub = [
      { label: 'cpu', to: '/i/metrics/cpu?range=1w' },
      { label: 'disk', to: '/i/metrics/disk?range=1w' },
    ]
    expect(currentTab(sub, '/i/metrics/disk')?.label).toBe('disk')
  })
})

describe('Tabs', () => {
  function renderAt(path: string) {
    const location = memoryLocation({ path, record: true })
    render(
      <Router hook={location.hook}>
        <Tabs label="Instance" tabs={tabs}>
          <p>panel</p>
        </Tabs>
      </Router>,
    )
    return location
  }

  it('marks the current tab, keeps only it in the tab order and labels the panel', () => {
    renderAt('/i/metrics/disk')
    const all = screen.getAllByRole('tab')
    expect(all.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(all.map((t) => t.tabIndex)).toEqual([-1, 0, -1])
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(all[1]!.id)
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Instance')
  })

  it('arrow keys open the next tab and move focus to it', () => {
    const location = renderAt('/i/storage')
    const list = screen.getByRole('tablist')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(location.history.at(-1)).toBe('/i/metrics')
    expect(document.activeElement?.textContent).toBe('metrics')
    fireEvent.keyDown(list, { key: 'End' })
    expect(location.history.at(-1)).toBe('/i/settings')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(location.history.at(-1)).toBe('/i/storage')
    expect(document.activeElement?.textContent).toBe('storage')
  })

  it('keeps focus on the selected tab when every route mounts its own tab list', () => {
    const location = memoryLocation({ path: '/i/storage', record: true })
    // like the instance pages: each tab route renders the layout (and so the tab list) itself
    const page = (name: string) => () => (
      <Tabs label="Instance" tabs={tabs}>
        <p>{name} panel</p>
      </Tabs>
    )
    render(
      <Router hook={location.hook}>
        <Switch>
          {tabs.map((t) => (
            <Route key={t.to} path={t.to} component={page(t.label)} />
          ))}
        </Switch>
      </Router>,
    )
    const press = (key: string) => {
      const active = document.activeElement
      if (!(active instanceof HTMLElement) || active.getAttribute('role') !== 'tab') {
        throw new Error(`focus left the tab list: ${active?.tagName}`)
      }
      fireEvent.keyDown(active, { key })
    }
    screen.getByRole('tab', { name: 'storage' }).focus()
    press('ArrowRight')
    expect(location.history.at(-1)).toBe('/i/metrics')
    expect(document.activeElement?.textContent).toBe('metrics')
    press('ArrowRight')
    expect(document.activeElement?.textContent).toBe('settings')
    press('Home')
    expect(document.activeElement?.textContent).toBe('storage')
    press('End')
    expect(document.activeElement?.textContent).toBe('settings')
    press('ArrowLeft')
    expect(location.history.at(-1)).toBe('/i/metrics')
    expect(document.activeElement?.textContent).toBe('metrics')
  })
})
