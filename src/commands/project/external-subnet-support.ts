// What the external subnet commands share: completions (the project's subnets, the silo's subnet
// pools), the availability rule that reads a subnet and/or its instance, and the inverses of
// attach and detach.
import {
  externalSubnetList,
  externalSubnetView,
  instanceView,
  subnetPoolList,
} from '@/api/generated/operations'
import type { ExternalSubnet } from '@/api/generated/schemas'
import { fetchAllPages } from '@/api/hooks'
import {
  externalSubnetReason,
  hasRunState,
  hasSubnetAttachment,
  instanceDisabledReason,
  type ExternalSubnetLike,
  type InstanceLike,
} from '@/api/capabilities'
import type { Availability, Choice, CommandContext } from '../core/define'
import { undoable } from '../core/undo-spec'
import { step, still } from '../history/undo-checks'

type Parents = { project?: string }

/** The project's external subnets; `attached` narrows them to attached or detached ones. */
export const completeExternalSubnets =
  (attached?: boolean) =>
  async (ctx: CommandContext, p: Parents): Promise<Choice[]> => {
    const project = p.project ?? ctx.scope.project
    if (!project) return []
    const subnets = await fetchAllPages(externalSubnetList, { query: { project } })
    return subnets
      .filter((s) => attached === undefined || Boolean(s.instanceId) === attached)
      .map((s) => ({
        value: s.name,
        detail: `${s.subnet}${s.instanceId ? ' · attached' : ''}`,
        target: s,
      }))
  }

/** The subnet pools linked to the user's silo (what external subnets are allocated from). */
export async function completeSiloSubnetPools(): Promise<Choice[]> {
  const pools = await fetchAllPages(subnetPoolList, {})
  return pools.map((p) => ({
    value: p.name,
    detail: p.isDefault ? `${p.ipVersion}, default` : p.ipVersion,
    target: p,
  }))
}

/** A subnet row, an instance, or both in one object (a subnet shown on its instance's page). */
type Target = Partial<ExternalSubnetLike & InstanceLike>
export const isSubnetOrInstance = (t: unknown): t is Target =>
  hasSubnetAttachment(t) || hasRunState(t)

/** The subnet must allow the action, and the instance (when known) must be in a state for it. */
export const subnetAvailable =
  (action: 'attach' | 'detach' | 'delete') =>
  (_ctx: CommandContext, _a: unknown, t?: Target): Availability => {
    if (!t) return true
    const subnet = hasSubnetAttachment(t) ? externalSubnetReason(action, t) : undefined
    const instance =
      action !== 'delete' && hasRunState(t)
        ? instanceDisabledReason('externalSubnet', t)
        : undefined
    return subnet ?? instance ?? true
  }

type Sub = { project: string; externalSubnet: string }
const instanceOf = async ({ project, externalSubnet }: Sub) =>
  (await externalSubnetView({ path: { externalSubnet }, query: { project } })).instanceId ??
  undefined

export const undoSubnetAttach = undoable<Sub & { instance: string }, undefined, ExternalSubnet>({
  inverse: (a, _b, subnet) =>
    step(
      'external-subnet.detach',
      { project: a.project, externalSubnet: subnet.name },
      `Detach external subnet ${subnet.name} from ${a.instance}`,
      async () =>
        still(`external subnet ${subnet.name}'s instance`, await instanceOf(a), subnet.instanceId),
    ),
})

export const undoSubnetDetach = undoable<Sub, { id: string; name: string } | undefined>({
  before: async (a) => {
    const id = await instanceOf(a)
    return id ? instanceView({ path: { instance: id } }) : undefined
  },
  inverse: (a, inst) =>
    inst
      ? step(
          'external-subnet.attach',
          { project: a.project, externalSubnet: a.externalSubnet, instance: inst.name },
          `Attach external subnet ${a.externalSubnet} to ${inst.name}`,
          async () =>
            still(`external subnet ${a.externalSubnet}'s instance`, await instanceOf(a), undefined),
        )
      : null,
})
