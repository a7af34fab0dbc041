// Whether the user's last input was a key or the pointer: a page opened by Enter (a row's link,
// the palette) gives its tab bar the focus the link took with it (tabs.tsx); one opened by a click
// leaves focus alone. Listening from the key router's first load, before any page that asks.
let lastInput: 'key' | 'pointer' = 'pointer'

if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => void (lastInput = 'key'), true)
  window.addEventListener('pointerdown', () => void (lastInput = 'pointer'), true)
}

export const lastInputWasKey = () => lastInput === 'key'
