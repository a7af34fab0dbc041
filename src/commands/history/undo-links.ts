// Inverses of the attach/detach, promote/demote, link/unlink and set-a-value commands: each reads
// what it needs before the change, answers the opposite command with the old value, and checks
// that the resource is still as the change left it.
import {
  floatingIpView,
  imageView,
  instanceExternalIpList,
  instanceView,
  siloIpPoolList,
  siloQuotasView,
  sledView,
} from '@/api/generated/operations'
import type {
  ExternalIp,
  FloatingIp,
  Image,
  SiloIpPool,
  SiloQuotas,
  SledProvisionPolicyResponse,
} from '@/api/generated/schemas'
import { GiB } from '@/lib/constants'
import { undoable } from '../core/undo-spec'
import { canonical, step, still } from './undo-checks'

type Inst = { project: string; instance: string }

const ephemeralOf = async ({ project, instance }: Inst) =>
  (await instanceExternalIpList({ path: { instance }, query: { project } })).items.find(
    (ip) => ip.kind === 'ephemeral',
  )

/** Attach: the detach, while the instance still has the address attached. */
export const undoEphemeralAttach = undoable<Inst, undefined, ExternalIp>({
  inverse: (a, _b, attached) =>
    step(
      'instance.ephemeral-ip-detach',
      { project: a.project, instance: a.instance },
      `Detach the ephemeral IP of ${a.instance}`,
      async () =>
        still(`the ephemeral IP of ${a.instance}`, (await ephemeralOf(a))?.ip, attached.ip),
    ),
})

/** Detach: an ephemeral IP from the same pool again, while the instance has none. */
export const undoEphemeralDetach = undoable<Inst, ExternalIp | undefined>({
  before: (a) => ephemeralOf(a),
  inverse: (a, old) => {
    const pool = old && 'ipPoolId' in old ? (old.ipPoolId as string | undefined) : undefined
    return step(
      'instance.ephemeral-ip-attach',
      { project: a.project, instance: a.instance, ...(pool ? { pool } : {}) },
      `Attach an ephemeral IP to ${a.instance} again`,
      async () => still(`the ephemeral IP of ${a.instance}`, (await ephemeralOf(a))?.ip, undefined),
    )
  },
})

type Fip = { project: string; floatingIp: string }
const fipInstance = async ({ project, floatingIp }: Fip) =>
  (await floatingIpView({ path: { floatingIp }, query: { project } })).instanceId ?? undefined

export const undoFloatingIpAttach = undoable<Fip & { instance: string }, undefined, FloatingIp>({
  inverse: (a, _b, fip) =>
    step(
      'floating-ip.detach',
      { project: a.project, floatingIp: a.floatingIp },
      `Detach floating IP ${a.floatingIp} from ${a.instance}`,
      async () =>
        still(`floating IP ${a.floatingIp}'s instance`, await fipInstance(a), fip.instanceId),
    ),
})

export const undoFloatingIpDetach = undoable<Fip, { id: string; name: string } | undefined>({
  before: async (a) => {
    const id = await fipInstance(a)
    return id ? instanceView({ path: { instance: id } }) : undefined
  },
  inverse: (a, inst) =>
    inst
      ? step(
          'floating-ip.attach',
          { project: a.project, floatingIp: a.floatingIp, instance: inst.name },
          `Attach floating IP ${a.floatingIp} to ${inst.name}`,
          async () =>
            still(`floating IP ${a.floatingIp}'s instance`, await fipInstance(a), undefined),
        )
      : null,
})

/** Promote and demote: the other one, while the image is still where the change put it. */
export const undoImageMove = (kind: 'promote' | 'demote') =>
  undoable<{ project: string; image: string }, undefined, Image>({
    inverse: (a, _b, image) =>
      step(
        kind === 'promote' ? 'image.demote' : 'image.promote',
        { project: a.project, image: image.name },
        kind === 'promote'
          ? `Demote image ${image.name} to project ${a.project}`
          : `Promote image ${image.name} to the silo`,
        async () => {
          const now = await imageView({ path: { image: image.id } })
          return still(
            `image ${image.name}'s project`,
            now.projectId ?? 'the silo',
            image.projectId ?? 'the silo',
          )
        },
      ),
  })

type Link = { pool: string; silo: string }
const linkOf = async ({ pool, silo }: Link): Promise<SiloIpPool | undefined> =>
  (await siloIpPoolList({ path: { silo }, query: { limit: 1000 } })).items.find(
    (p) => p.name === pool || p.id === pool,
  )
const linkState = (l: SiloIpPool | undefined) =>
  l ? (l.isDefault ? 'default' : 'linked') : 'unlinked'

export const undoPoolLink = undoable<Link & { isDefault: boolean }>({
  inverse: (a) =>
    step(
      'ip-pool.silo-unlink',
      { pool: a.pool, silo: a.silo },
      `Unlink IP pool ${a.pool} from silo ${a.silo}`,
      async () =>
        still(
          `the link of ${a.pool} to ${a.silo}`,
          linkState(await linkOf(a)),
          a.isDefault ? 'default' : 'linked',
        ),
    ),
})

export const undoPoolUnlink = undoable<Link, SiloIpPool | undefined>({
  before: (a) => linkOf(a),
  inverse: (a, old) =>
    old
      ? step(
          'ip-pool.silo-link',
          { pool: a.pool, silo: a.silo, isDefault: old.isDefault },
          `Link IP pool ${a.pool} to silo ${a.silo}${old.isDefault ? ' as its default' : ''}`,
          async () =>
            still(`the link of ${a.pool} to ${a.silo}`, linkState(await linkOf(a)), 'unlinked'),
        )
      : null,
})

/** Make-default: the old default of the same kind made the default again. */
export const undoPoolMakeDefault = undoable<Link, SiloIpPool[]>({
  before: async ({ silo }) =>
    (await siloIpPoolList({ path: { silo }, query: { limit: 1000 } })).items,
  inverse: (a, pools) => {
    const me = pools.find((p) => p.name === a.pool || p.id === a.pool)
    if (me?.isDefault) return null
    const old = pools.find(
      (p) =>
        p.isDefault && p !== me && p.ipVersion === me?.ipVersion && p.poolType === me?.poolType,
    )
    if (!old) return `silo ${a.silo} had no default pool of its kind before`
    return step(
      'ip-pool.silo-make-default',
      { pool: old.name, silo: a.silo },
      `Make IP pool ${old.name} the default of silo ${a.silo} again`,
      async () =>
        still(`the link of ${a.pool} to ${a.silo}`, linkState(await linkOf(a)), 'default'),
    )
  },
})

export const undoSledPolicy = undoable<{ sled: string }, undefined, SledProvisionPolicyResponse>({
  inverse: (a, _b, r) =>
    r.oldState === r.newState
      ? null
      : step(
          'sled.set-provision-policy',
          { sled: a.sled, policy: r.oldState },
          `Set sled ${a.sled.slice(0, 8)} back to ${r.oldState}`,
          async () => {
            const { policy } = await sledView({ path: { sledId: a.sled } })
            const now = policy.kind === 'in_service' ? policy.provisionPolicy : policy.kind
            return still(`sled ${a.sled.slice(0, 8)}'s provision policy`, now, r.newState)
          },
        ),
})

const QUOTAS = ['cpus', 'memory', 'storage'] as const

export const undoQuotas = undoable<{ silo: string }, SiloQuotas, SiloQuotas>({
  before: ({ silo }) => siloQuotasView({ path: { silo } }),
  inverse: (a, old, set) => {
    if (QUOTAS.every((k) => old[k] === set[k])) return null
    if (old.memory % GiB || old.storage % GiB)
      return 'its old memory or storage quota was not a whole number of GiB'
    return step(
      'silo.quotas-update',
      { silo: a.silo, cpus: old.cpus, memory: old.memory / GiB, storage: old.storage / GiB },
      `Set silo ${a.silo}'s quotas back to ${old.cpus} vCPU, ${old.memory / GiB} GiB memory, ${old.storage / GiB} GiB storage`,
      async () => {
        const now = await siloQuotasView({ path: { silo: a.silo } })
        const pick = (q: SiloQuotas) => QUOTAS.map((k) => q[k])
        return canonical(pick(now)) === canonical(pick(set))
          ? true
          : `silo ${a.silo}'s quotas are now ${now.cpus} vCPU, ${now.memory / GiB} GiB memory, ${now.storage / GiB} GiB storage`
      },
    )
  },
})
