// @vitest-environment happy-dom
// Code used the moment it arrives: no Suspense boundary needed, a failed load says so and is
// tried again on the next attempt.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { mountOnArrival, onArrival } from './mount-on-arrival'

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

it('is asked for only while wanted; a failure is shown and the next attempt loads again', async () => {
  const attempts = [deferred<string>(), deferred<string>()]
  let asked = 0
  const code = onArrival(() => attempts[asked++]!.promise)
  function Probe({ wanted, attempt }: { wanted: boolean; attempt: number }) {
    const { value, error } = code.useArrived(wanted, attempt)
    return <p>{value ?? (error instanceof Error ? `failed: ${error.message}` : 'waiting')}</p>
  }
  const { rerender } = render(<Probe wanted={false} attempt={0} />)
  expect(asked).toBe(0)
  rerender(<Probe wanted attempt={0} />)
  expect(asked).toBe(1)
  await act(async () => attempts[0]!.reject(new Error('chunk gone')))
  expect(screen.getByText('failed: chunk gone')).toBeTruthy()
  // The same attempt does not ask again; the next one does.
  rerender(<Probe wanted attempt={0} />)
  expect(asked).toBe(1)
  rerender(<Probe wanted attempt={1} />)
  expect(asked).toBe(2)
  await act(async () => attempts[1]!.resolve('the code'))
  expect(screen.getByText('the code')).toBeTruthy()
})
