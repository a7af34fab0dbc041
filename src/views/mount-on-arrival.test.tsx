// @vitest-environment happy-dom
// Code used the moment it arrives: no Suspense boundary needed, asked for once, and again after a
// failed load.
import { act, cleanup, render } from '@testing-library/react'
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
