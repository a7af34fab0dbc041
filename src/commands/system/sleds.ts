// Sled commands (operators): set a sled's provision policy, which says whether new instances
// and disks may be placed on it. The rest of a sled's life (add, expunge) is not in this console.
import { z } from 'zod'
import { sledList, sledSetProvisionPolicy, sledView } from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { hasSledPolicy, sledProvisionPolicyReason } from '@/api/capabilities'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeSleds } from '../core/complete'
import { defineCommand, type Choice } from '../core/define'
import { undoSledPolicy } from '../history/undo-links'
import { isFleetViewer } from '../navigation/navigation-define'

const group = 'Sleds'

/** nexus.json `SledProvisionPolicy`. */
export const SLED_PROVISION_POLICIES = ['provisionable', 'non_provisionable'] as const

const policyChoices: Choice[] = [
  {
    value: 'provisionable',
    detail: 'New instances and disks may be placed on the sled',
  },
  {
    value: 'non_provisionable',
    detail: 'Nothing new is placed on the sled; what runs there stays',
  },
]

export const sledSetProvisionPolicyCommand = defineCommand({
  id: 'sled.set-provision-policy',
  visible: isFleetViewer,
  title: 'Set sled provision policy',
  group,
  keywords: ['provisionable', 'non_provisionable', 'drain', 'cordon', 'placement', 'hardware'],
  args: z.object({
    sled: z.uuid().describe('Sled id (UUID)'),
    policy: z
      .enum(SLED_PROVISION_POLICIES)
      .describe('provisionable: new resources may be placed on it; non_provisionable: none are'),
  }),
  complete: { sled: completeSleds, policy: async () => policyChoices },
  resolve: (_ctx, { sled }) => sledView({ path: { sledId: sled } }),
  target: hasSledPolicy,
  available: (_ctx, _args, target) => (target && sledProvisionPolicyReason(target)) ?? true,
  async run({ sled, policy }, ctx) {
    const result = await sledSetProvisionPolicy({
      path: { sledId: sled },
      body: { state: policy },
    })
    await invalidate(ctx.mutate, sledList, sledView)
    return result
  },
  successMessage: ({ sled, policy }) => `Sled ${sled.slice(0, 8)} is now ${policy}`,
  undo: undoSledPolicy,
  cli: (a) => cli('system hardware sled set-provision-policy', { sledId: a.sled, state: a.policy }),
})

export const sledCommands = commandList(sledSetProvisionPolicyCommand)
