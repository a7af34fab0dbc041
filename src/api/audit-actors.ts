// Who an audit log entry's actor is, by name: an entry names its actor by ids (silo user and
// silo, a built-in user, a silo's SCIM client). Fleet viewers can list every silo, each silo's
// users and the built-in users: read once and kept, for the log page and for the undo that names
// who changed something.
import useSWR from 'swr'
import { fetchAllPages, swrDefaults } from './hooks'
import { siloList, siloUserList, userBuiltinList } from './generated/operations'
import type { AuditLogEntry } from './generated/schemas'

export type ActorNames = {
  /** silo id -> silo name */
  silos: Map<string, string>
  /** user id (silo or built-in) -> display name */
  users: Map<string, string>
}

const settled = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback)

/** The silos whose users are read for names (one list call or more each). */
export const MAX_SILOS_NAMED = 50

/** Every silo, user and built-in user the viewer may list; what fails is left out. */
export async function fetchActorNames(): Promise<ActorNames> {
  const [silos, builtins] = await Promise.all([
    settled(fetchAllPages(siloList, {}), []),
    settled(fetchAllPages(userBuiltinList, {}), []),
  ])
  // Each silo's users are a list of their own: a rack with very many silos has the first
  // MAX_SILOS_NAMED's users named, the others' shown by the start of their id.
  const perSilo = await Promise.all(
    silos
      .slice(0, MAX_SILOS_NAMED)
      .map((s) => settled(fetchAllPages(siloUserList, { query: { silo: s.id } }), [])),
  )
  const users = new Map<string, string>()
  for (const b of builtins) users.set(b.id, b.name)
  for (const list of perSilo) for (const u of list) users.set(u.id, u.displayName)
  return { silos: new Map(silos.map((s) => [s.id, s.name])), users }
}

let cached: { at: number; names: Promise<ActorNames> } | null = null
const STALE_MS = 60_000

/** The names, read at most once a minute (or again when `fresh`: someone new may have acted). */
export function actorNames(fresh = false): Promise<ActorNames> {
  if (!cached || fresh || Date.now() - cached.at > STALE_MS) {
    const names = fetchActorNames()
    cached = { at: Date.now(), names }
    names.catch(() => (cached = null))
  }
  return cached.names
}

/** The names for a view; undefined until read. */
export function useActorNames(): ActorNames | undefined {
  const { data } = useSWR(['auditActorNames'], () => actorNames(), {
    ...swrDefaults,
    dedupingInterval: STALE_MS,
  })
  return data
}

export type ActorLabel = {
  /** the user's name, `unauthenticated`, `SCIM`, or a short id when the name is unknown */
  name: string
  /** the silo's name (users and SCIM clients of a silo) */
  silo?: string
  kind: 'user' | 'builtin' | 'scim' | 'unauthenticated' | 'unknown'
  /** the user's id, when the actor is a user */
  id?: string
}

const short = (id: string) => id.slice(0, 8)

/** How an entry's actor reads: names where known, the id's start where not. */
export function actorLabel(e: AuditLogEntry, names: ActorNames | undefined): ActorLabel {
  const a = e.actor as {
    kind?: string
    siloUserId?: string
    siloId?: string
    userBuiltinId?: string
  }
  const siloName = (id: string | undefined) =>
    id ? (names?.silos.get(id) ?? short(id)) : undefined
  switch (a?.kind) {
    case 'silo_user': {
      const id = String(a.siloUserId ?? '')
      return { kind: 'user', id, name: names?.users.get(id) ?? short(id), silo: siloName(a.siloId) }
    }
    case 'user_builtin': {
      const id = String(a.userBuiltinId ?? '')
      return { kind: 'builtin', id, name: names?.users.get(id) ?? short(id) }
    }
    case 'scim':
      return { kind: 'scim', name: 'SCIM', silo: siloName(a.siloId) }
    case 'unauthenticated':
      return { kind: 'unauthenticated', name: 'unauthenticated' }
    default:
      return { kind: 'unknown', name: String(a?.kind ?? 'unknown') }
  }
}

/** `dev-user (corp)`, `unauthenticated`. */
export const actorText = (l: ActorLabel) => (l.silo ? `${l.name} (${l.silo})` : l.name)
