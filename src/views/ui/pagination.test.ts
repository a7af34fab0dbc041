import { expect, test } from 'vitest'
import { matchRange, pageRange } from './pagination'

test.each([
  [1, 25, true, '1–25 of 25+'],
  [26, 28, false, '26–28 of 28'],
  [1, 3, false, '1–3 of 3'],
  [0, 0, false, '0 of 0'],
])('rows %i to %i (more: %s) read %s, never "25 rows"', (first, last, more, text) => {
  expect(pageRange(first, last, more)).toBe(text)
})

test.each([
  [1, 1, true, '1–1 of 1'],
  [50, 120, true, '1–50 of 120'],
  [3, 3, false, '1–3 of 3+'],
  [0, 0, false, '0 of 0+'],
  [0, 0, true, '0 of 0'],
])(
  'under a filter, %i shown of %i matches (complete: %s) read %s',
  (shown, matched, done, text) => {
    expect(matchRange(shown, matched, done)).toBe(text)
  },
)
