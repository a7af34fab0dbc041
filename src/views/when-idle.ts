// Run work the first page does not need once the browser is idle (or after `timeout` ms at the
// latest). Returns a cancel function, usable as an effect cleanup.
export function whenIdle(fn: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(fn, 200)
  return () => window.clearTimeout(id)
}
