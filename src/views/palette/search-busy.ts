// Whether the palette's search worker is answering a search (search-client.ts sets it): a key
// held behind a palette key waiting for those results is not stuck (keyboard-shortcuts.tsx).
// A module of its own, so the key router does not load the search to read it.
let busy = false

export const workerSearching = () => busy
export const setWorkerSearching = (now: boolean) => void (busy = now)
