// A SCIM token just created: the platform hands its bearer token out once, in the create
// response, so the silo's SCIM tab shows it until the user dismisses it. Kept in memory only,
// never in the log, the URL or storage.
import { atom } from './store'

export type ShownScimToken = { silo: string; id: string; bearerToken: string }

const tokenPrimitive = atom<ShownScimToken | null>(null)

export const shownScimTokenAtom = atom((get) => get(tokenPrimitive))

export const showScimTokenAtom = atom(null, (_get, set, token: ShownScimToken | null) =>
  set(tokenPrimitive, token),
)
