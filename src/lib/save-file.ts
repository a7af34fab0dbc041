// Hands bytes to the browser as a download under a given name. Where there is no document (node
// tests, a worker) nothing is saved and it says so.

/** Saves `blob` as `name`; false when there is no page to save from. */
export function saveBlob(name: string, blob: Blob): boolean {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return false
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  // The browser has taken the bytes once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return true
}

/** `rack/1/sled/2/dmesg.txt` -> `dmesg.txt`. */
export const baseName = (path: string) => path.replace(/\/+$/, '').split('/').pop() ?? path
