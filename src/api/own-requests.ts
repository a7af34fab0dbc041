// The changes this tab made (the request id of each call that is not a read, from the
// `x-request-id` header Nexus answers with): the live feed does not read again what the tab's own
// command already refreshed, and does not list the tab's own changes as someone else's.
const MAX = 500
const own = new Set<string>()
const listeners = new Set<(id: string) => void>()

/** A change of this tab answered with request id `id`. */
export function noteOwnRequest(id: string) {
  if (own.has(id)) return
  own.add(id)
  if (own.size > MAX) own.delete(own.values().next().value as string)
  for (const l of listeners) l(id)
}

/** This tab made the request of that id. */
export const isOwnRequest = (id: string) => own.has(id)

/** Hears each change this tab makes (the feed tells the other tabs). */
export function onOwnRequest(fn: (id: string) => void): () => void {
  listeners.add(fn)
  return () => void listeners.delete(fn)
}
