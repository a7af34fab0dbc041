// The two common shapes of an inverse. A create is undone by the resource's delete (which asks
// its usual confirmation), while the resource is still the one created (same id). An edit of
// names and descriptions is undone by the same update with the old values, while the resource
// still has the values the edit left.
import { undoable } from '../core/undo-spec'
import { isOpened } from '../core/edit-form'
import { canonical, step } from './undo-checks'

type Obj = { id: string; name: string; description?: string }
type Fields = Obj & Record<string, unknown>
type Where = Record<string, unknown>

const gone = (what: string, name: string) => `${what} ${name} was deleted or renamed since`

/**
 * `del`: the delete command; `args`: its arguments for the created resource; `read`: the resource
 * as it is now (rejects when it is gone).
 */
export const undoCreate = <A>(o: {
  what: string
  del: string
  args: (a: A, created: Obj) => Where
  read: (a: A, created: Obj) => Promise<{ id: string }>
}) =>
  undoable<A, undefined, Obj | undefined>({
    inverse: (a, _before, created) => {
      if (!created?.id) return 'the platform did not say what it created'
      return step(o.del, o.args(a, created), `Delete ${o.what} ${created.name}`, async () => {
        const now = await o.read(a, created).catch(() => null)
        if (!now) return gone(o.what, created.name)
        return now.id === created.id ? true : `${o.what} ${created.name} is another one now`
      })
    },
  })

/** The scope arguments an update is addressed by (kept as they were). */
const SCOPE = ['project', 'vpc', 'router', 'instance', 'silo']

/**
 * `key`: the argument naming the resource (`floatingIp`); `read`: the resource by name, in the
 * scope of the args. Only the fields the edit changed are put back.
 */
export const undoEdit = <A extends Where>(o: {
  what: string
  id: string
  key: string
  read: (a: A, name: string) => Promise<Obj>
  /** the fields the update writes (name and description unless said) */
  fields?: readonly string[]
}) =>
  undoable<A, Fields, unknown>({
    before: (a) => o.read(a, String(a[o.key])) as Promise<Fields>,
    inverse: (a, old, result) => {
      if (isOpened(result) || !(result as Obj | undefined)?.id) return null
      const now = result as Fields
      const changed = (o.fields ?? ['name', 'description']).filter(
        (f) => canonical(old[f]) !== canonical(now[f]),
      )
      if (changed.length === 0) return null
      // An empty description is given as null (cleared): an empty string counts as not given.
      const back = Object.fromEntries(changed.map((f) => [f, old[f] === '' ? null : old[f]]))
      const scope = Object.fromEntries(SCOPE.filter((k) => k in a).map((k) => [k, a[k]]))
      const what = changed.map((f) => `${f} ${JSON.stringify(old[f])}`).join(', ')
      return step(
        o.id,
        { ...scope, [o.key]: now.name, ...back },
        `Put ${o.what} ${now.name} back to ${what}`,
        async () => {
          const cur = (await o.read(a, now.name).catch(() => null)) as Fields | null
          if (!cur) return gone(o.what, now.name)
          const moved = changed.filter((f) => canonical(cur[f]) !== canonical(now[f]))
          return moved.length === 0
            ? true
            : `${o.what} ${now.name}: ${moved.map((f) => `${f} is now ${JSON.stringify(cur[f])}`).join(', ')}`
        },
      )
    },
  })
