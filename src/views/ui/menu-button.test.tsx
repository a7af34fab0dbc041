// @vitest-environment happy-dom
// The menu button's floating code loads apart; a click on the stand-in button before it has
// loaded still opens the menu, with focus on the real button's menu.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { MenuButton } from './menu-button'

afterEach(cleanup)

it('a click before the menu code has loaded opens the menu once it has', async () => {
  const onSelect = vi.fn()
  render(
    <MenuButton
      label="user: ops"
      button="user: ops"
      entries={[{ key: 'out', label: 'Sign out', onSelect }]}
    />,
  )
  // The first render is the stand-in: same name, a menu button, closed.
  const standIn = screen.getByRole('button', { name: 'user: ops' })
  expect(standIn.getAttribute('aria-haspopup')).toBe('menu')
  expect(screen.queryByRole('menu')).toBeNull()
  fireEvent.click(standIn)
  const item = await screen.findByRole('menuitem', { name: /Sign out/ })
  fireEvent.click(item)
  expect(onSelect).toHaveBeenCalledOnce()
  expect(screen.queryByRole('menu')).toBeNull()
})
