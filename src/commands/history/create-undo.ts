// Inverses of two creates that need more than a delete by name: an instance that was started must
// stop before it can be deleted (two steps, the delete once it has stopped), and an IP pool range
// has no name (removed by its first and last address while the pool still holds it).
import { diskView, instanceView, systemIpPoolRangeList } from '@/api/generated/operations'
import { isBusy } from '@/api/capabilities'
import { undoable } from '../core/undo-spec'
import { settle, step } from './undo-checks'

type Created = { id: string; name: string; runState?: string; bootDiskId?: string | null }

/** The boot disk the create made from an image goes too, once the instance is gone. */
function bootDiskStep(project: string, created: Created) {
  const id = created.bootDiskId
  if (!id) return []
  const view = () => diskView({ path: { disk: id } })
  // The platform takes a disk by id only without a project, and the delete command wants one:
  // the check, which reads the disk anyway, names it by its name (before anything runs).
  const args = { project, disk: id }
  return [
    {
      ...step('disk.delete', args, `Delete its boot disk`, async () => {
        const d = await view().catch(() => null)
        if (!d) return `the boot disk of ${created.name} was deleted since`
        args.disk = d.name
        return true
      }),
      ready: () => settle(view, (d) => d.state.state !== 'detached', 10_000).catch(() => null),
    },
  ]
}

export const undoInstanceCreate = undoable<
  { project: string; image?: string },
  undefined,
  Created | undefined
>({
  inverse: ({ project, image }, _b, created) => {
    if (!created?.id) return 'the platform did not say what it created'
    const name = created.name
    const view = () => instanceView({ path: { instance: created.id } })
    const same = async () => {
      const now = await view().catch(() => null)
      if (!now) return `instance ${name} was deleted since`
      return now.id === created.id ? (true as const) : `instance ${name} is another one now`
    }
    const args = { project, instance: name }
    const del = {
      ...step('instance.delete', args, `Delete instance ${name}`, same),
      // The stop before it has to finish first: the platform deletes only stopped instances.
      ready: () => settle(view, (i) => isBusy(i.runState)),
    }
    const started = created.runState !== undefined && created.runState !== 'stopped'
    const disk = image ? bootDiskStep(project, created) : []
    return [
      ...(started ? [step('instance.stop', args, `Stop instance ${name}`, same)] : []),
      del,
      ...disk,
    ]
  },
})

type RangeArgs = { pool: string; first: string; last: string }

export const undoRangeAdd = undoable<RangeArgs>({
  inverse: (a) =>
    step(
      'ip-pool.range-remove',
      { pool: a.pool, first: a.first, last: a.last },
      `Remove range ${a.first}–${a.last} from ${a.pool}`,
      async () => {
        const { items } = await systemIpPoolRangeList({
          path: { pool: a.pool },
          query: { limit: 1000 },
        })
        return items.some((r) => r.range.first === a.first && r.range.last === a.last)
          ? true
          : `range ${a.first}–${a.last} of ${a.pool} was removed since`
      },
    ),
})
