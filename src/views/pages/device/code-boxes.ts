// The logic of the eight device-code boxes, kept free of the DOM so it can be tested directly:
// one letter per box, typing advances, Backspace goes back, pasting fills with letters only.
import { DEVICE_CODE_LENGTH } from '@/lib/constants'
import { lettersOnly } from '@/lib/validators'

export type Boxes = readonly string[]

export const emptyBoxes = (): Boxes => Array.from({ length: DEVICE_CODE_LENGTH }, () => '')

export const isLetter = (key: string) => /^[a-z]$/i.test(key)

/**
 * Writes the letters of `text` into the boxes from `index` on (a typed key or a paste); other
 * characters are dropped. Returns the boxes and the box to focus next.
 */
export function fillFrom(boxes: Boxes, index: number, text: string) {
  const letters = lettersOnly(text, DEVICE_CODE_LENGTH - index)
  if (!letters) return { boxes, focus: index }
  const next = [...boxes]
  for (let i = 0; i < letters.length; i++) next[index + i] = letters[i] ?? ''
  const end = index + letters.length
  return { boxes: next, focus: Math.min(end, DEVICE_CODE_LENGTH - 1) }
}

/** Backspace: clears this box, or, when it is already empty, the one before (and goes there). */
export function backspace(boxes: Boxes, index: number) {
  const next = [...boxes]
  if (next[index]) {
    next[index] = ''
    return { boxes: next, focus: index }
  }
  const prev = Math.max(index - 1, 0)
  next[prev] = ''
  return { boxes: next, focus: prev }
}

export const codeOf = (boxes: Boxes) => boxes.join('')
