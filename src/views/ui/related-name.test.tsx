// @vitest-environment happy-dom
// A related name: the name; while loading a placeholder, never the id; a missing one its short id.
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { RelatedName } from './related-name'

afterEach(cleanup)

const ID = '6c0f1f55-51a4-4c55-9b38-3f2ee3b3e0a1'

it('shows the name when known', () => {
  const { container } = render(<RelatedName name="web-1" id={ID} loading />)
  expect(container.textContent).toBe('web-1')
})

it('while the list loads, a placeholder and no part of the id', () => {
  const { container } = render(<RelatedName name={undefined} id={ID} loading />)
  expect(container.querySelector('.pending-name')).not.toBeNull()
  expect(container.textContent).not.toContain(ID.slice(0, 8))
})

it('once loaded without it, the short id with the whole id on hover', () => {
  const { container } = render(<RelatedName name={undefined} id={ID} loading={false} />)
  expect(container.textContent).toBe('6c0f1f55')
  expect(container.querySelector('[title]')?.getAttribute('title')).toBe(ID)
})
