// A command started from a button or a row menu, from the click until dispatch has its arguments
// complete or knows which one is missing (the palette then asks for it on its page): keys typed
// meanwhile wait for that page instead of reaching the page under it (keyboard-shortcuts.tsx
// holds them). Dispatch ends the wait once it has prepared the arguments; the wait never lasts
// past MAX_MS (dispatch's code could not load, say), and the keys then go to the page.
const MAX_MS = 3000

let since: number | null = null

export function beginViewStart() {
  since = performance.now()
}

export function endViewStart() {
  since = null
}

export const viewCommandStarting = () => since !== null && performance.now() - since < MAX_MS
