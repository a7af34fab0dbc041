import { expect, test } from 'vitest'
import { pageRange } from './pagination'

test.each([
  [1, 25, true, '1–25 of 25+'],
  [26, 28, false, '26–28 of 28'],
  [1, 3, false, '1–3 of 3'],
  [0, 0, false, '0 of 0'],
])('rows %i to %i (more: %s) read %s, never "25 rows"', (first, last, more, text) => {
  expect(pageRange(first, last, more)).toBe(text)
})
