// @vitest-environment happy-dom
// A tooltip takes its anchor when the pointer or focus first comes, so a page's buttons draw once
// as the page commits; it still opens on hover after its delay and at once on focus.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, expect, it } from 'vitest'
import { Tooltip } from './tooltip'

afterEach(cleanup)

it('draws once as it mounts', () => {
  let commits = 0
  render(
    <Profiler id="tip" onRender={() => commits++}>
      <Tooltip content="Opens the audit log">
        <button type="button">Audit log</button>
      </Tooltip>
    </Profiler>,
  )
  expect(commits).toBe(1)
  expect(screen.queryByRole('tooltip')).toBeNull()
})

it('opens after its delay under the pointer, and at once on focus', async () => {
  render(
    <>
      <Tooltip content="Hovered" delay={20}>
        <button type="button">One</button>
      </Tooltip>
      <Tooltip content="Focused">
        <button type="button">Two</button>
      </Tooltip>
    </>,
  )
  const one = screen.getByRole('button', { name: 'One' })
  fireEvent.pointerEnter(one)
  fireEvent.mouseEnter(one)
  fireEvent.mouseMove(one)
  expect(screen.queryByRole('tooltip')).toBeNull()
  expect((await screen.findByRole('tooltip')).textContent).toBe('Hovered')
  expect(one.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id)
  fireEvent.mouseLeave(one)
  fireEvent.pointerLeave(one)
  await act(async () => {
    await new Promise((r) => setTimeout(r, 10))
  })
  expect(screen.queryByRole('tooltip')).toBeNull()

  const two = screen.getByRole('button', { name: 'Two' })
  fireEvent.keyDown(document.body, { key: 'Tab' })
  act(() => two.focus())
  expect((await screen.findByRole('tooltip')).textContent).toBe('Focused')
})
