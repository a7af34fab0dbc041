import { expect, test } from 'vitest'
import { createStore } from './store'
import { pushToastAtom, toastsAtom } from './toasts'

test('identical toasts collapse into one with a count; different ones stay apart', () => {
  const store = createStore()
  const a = store.set(pushToastAtom, { title: 'Stop instance', content: 'Boom', variant: 'error' })
  store.set(pushToastAtom, { title: 'Stop instance', content: 'Other', variant: 'error' })
  const again = store.set(pushToastAtom, {
    title: 'Stop instance',
    content: 'Boom',
    variant: 'error',
  })
  expect(again).toBe(a)
  expect(store.get(toastsAtom).map((t) => [t.content, t.count])).toEqual([
    ['Other', 1],
    ['Boom', 2],
  ])
})
