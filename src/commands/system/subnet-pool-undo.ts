// Inverses of the subnet pool commands: a member added is removed, a link is unlinked and an
// unlink linked again, a default made or cleared goes back to what the silo had. Each checks
// first that the link (or member) is still as the change left it.
import { siloSubnetPoolList, systemSubnetPoolMemberList } from '@/api/generated/operations'
import type { SiloSubnetPool } from '@/api/generated/schemas'
import { undoable } from '../core/undo-spec'
import { step, still } from '../history/undo-checks'

type Link = { pool: string; silo: string }

const siloPools = async (silo: string) =>
  (await siloSubnetPoolList({ path: { silo }, query: { limit: 1000 } })).items
const linkOf = async ({ pool, silo }: Link): Promise<SiloSubnetPool | undefined> =>
  (await siloPools(silo)).find((p) => p.name === pool || p.id === pool)
const linkState = (l: SiloSubnetPool | undefined) =>
  l ? (l.isDefault ? 'default' : 'linked') : 'unlinked'
const linkCheck = (a: Link, left: string) => async () =>
  still(`the link of ${a.pool} to ${a.silo}`, linkState(await linkOf(a)), left)

export const undoSubnetPoolLink = undoable<Link & { isDefault: boolean }>({
  inverse: (a) =>
    step(
      'subnet-pool.silo-unlink',
      { pool: a.pool, silo: a.silo },
      `Unlink subnet pool ${a.pool} from silo ${a.silo}`,
      linkCheck(a, a.isDefault ? 'default' : 'linked'),
    ),
})

export const undoSubnetPoolUnlink = undoable<Link, SiloSubnetPool | undefined>({
  before: (a) => linkOf(a),
  inverse: (a, old) =>
    old
      ? step(
          'subnet-pool.silo-link',
          { pool: a.pool, silo: a.silo, isDefault: old.isDefault },
          `Link subnet pool ${a.pool} to silo ${a.silo}${old.isDefault ? ' as its default' : ''}`,
          linkCheck(a, 'unlinked'),
        )
      : null,
})

/** Make-default: the silo's old default of that version made the default again, else cleared. */
export const undoSubnetPoolMakeDefault = undoable<Link, SiloSubnetPool[]>({
  before: ({ silo }) => siloPools(silo),
  inverse: (a, pools) => {
    const me = pools.find((p) => p.name === a.pool || p.id === a.pool)
    if (!me || me.isDefault) return null
    const old = pools.find((p) => p.isDefault && p.id !== me.id && p.ipVersion === me.ipVersion)
    if (!old)
      return step(
        'subnet-pool.silo-clear-default',
        { pool: a.pool, silo: a.silo },
        `Clear subnet pool ${a.pool} as the default of silo ${a.silo}`,
        linkCheck(a, 'default'),
      )
    return step(
      'subnet-pool.silo-make-default',
      { pool: old.name, silo: a.silo },
      `Make subnet pool ${old.name} the default of silo ${a.silo} again`,
      linkCheck(a, 'default'),
    )
  },
})

export const undoSubnetPoolClearDefault = undoable<Link, SiloSubnetPool | undefined>({
  before: (a) => linkOf(a),
  inverse: (a, old) =>
    old?.isDefault
      ? step(
          'subnet-pool.silo-make-default',
          { pool: a.pool, silo: a.silo },
          `Make subnet pool ${a.pool} the default of silo ${a.silo} again`,
          linkCheck(a, 'linked'),
        )
      : null,
})

export const undoMemberAdd = undoable<
  { pool: string; subnet: string },
  undefined,
  { subnet: string }
>({
  inverse: (a, _b, added) =>
    step(
      'subnet-pool.member-remove',
      { pool: a.pool, subnet: added.subnet },
      `Remove member ${added.subnet} from subnet pool ${a.pool}`,
      async () => {
        const { items } = await systemSubnetPoolMemberList({
          path: { pool: a.pool },
          query: { limit: 1000 },
        })
        return items.some((m) => m.subnet === added.subnet)
          ? true
          : `member ${added.subnet} of ${a.pool} was removed since`
      },
    ),
})
