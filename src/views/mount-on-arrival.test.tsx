// @vitest-environment happy-dom
// Code used the moment it arrives: no Suspense boundary needed, asked for once, and again after a
// failed load.
import { act, cleanup, render } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { mountOnArrival } from './mount-on-arrival'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((ok, no) => ((resolve = ok), (reject = no)))
  return { promise, resolve, reject }
}

it('mounts the component with its props once its code is here, with no Suspense boundary', async () => {
  const code = deferred<(p: { who: string }) => string>()
  let asked = 0
  const Hello = mountOnArrival(() => (asked++, code.promise))
  render(<Hello who="ops" />)
  expect(asked).toBe(1)
  expect(document.body.textContent).toBe('')
  await act(async () => code.resolve(({ who }) => `hello ${who}`))
  expect(document.body.textContent).toBe('hello ops')
  // Mounted again later: at once, without asking again.
  cleanup()
  render(<Hello who="dev" />)
  expect(document.body.textContent).toBe('hello dev')
  expect(asked).toBe(1)
})

it('asks again on the next render after a failed load', async () => {
  const attempts = [deferred<() => string>(), deferred<() => string>()]
  let asked = 0
  const Hello = mountOnArrival(() => attempts[asked++]!.promise)
  const { rerender } = render(<Hello />)
  await act(async () => attempts[0]!.reject(new Error('chunk gone')))
  expect(document.body.textContent).toBe('')
  expect(asked).toBe(1)
  rerender(<Hello key="again" />)
  expect(asked).toBe(2)
  await act(async () => attempts[1]!.resolve(() => 'loaded'))
  expect(document.body.textContent).toBe('loaded')
})

it('draws code that arrived after the render drew nothing and before its effect ran', async () => {
  const code = deferred<() => string>()
  const Hello = mountOnArrival(() => code.promise)
  // The code arrives during the render, after Hello drew nothing: its promise settles right
  // after the render's task, and React runs the effects in a later one.
  function Arrive() {
    code.resolve(() => 'loaded')
    return null
  }
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const was = g.IS_REACT_ACT_ENVIRONMENT
  g.IS_REACT_ACT_ENVIRONMENT = false
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  try {
    root.render(
      <>
        <Hello />
        <Arrive />
      </>,
    )
    await new Promise((r) => setTimeout(r, 100))
    expect(host.textContent).toBe('loaded')
  } finally {
    root.unmount()
    host.remove()
    g.IS_REACT_ACT_ENVIRONMENT = was
  }
})
