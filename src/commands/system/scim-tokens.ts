// A silo's SCIM tokens (operators): what its identity provider presents to provision users and
// groups over SCIM. The platform hands a token's secret out once, in the create response: the
// command keeps it in memory for the silo's SCIM tab to show until dismissed, and nowhere else
// (not in its result, its toast or its log line). Fleet admins manage every silo's tokens, a silo
// admin only their own silo's; the API answers anyone else 403.
import { z } from 'zod'
import { scimTokenCreate, scimTokenDelete, scimTokenList } from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { showScimTokenAtom } from '@/state/scim-token'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeSilos } from '../core/complete'
import { defineCommand, type Choice, type CommandContext } from '../core/define'
import { undoCreate } from '../history/undo-kinds'
import { isFleetViewer, navCommand } from '../navigation/navigation-define'

const group = 'Silos'
const silo = ref('Silo name')
const defaults = (ctx: CommandContext) => ({ silo: ctx.scope.silo })

const short = (id: string) => id.slice(0, 8)

async function completeTokens(ctx: CommandContext, p: { silo?: string }): Promise<Choice[]> {
  const s = p.silo ?? ctx.scope.silo
  if (!s) return []
  const tokens = await scimTokenList({ query: { silo: s } })
  return tokens.map((t) => ({
    value: t.id,
    label: short(t.id),
    detail: t.timeExpires ? `expires ${t.timeExpires.toISOString().slice(0, 10)}` : 'no expiry',
    keywords: [t.id],
    target: t,
  }))
}

export const scimTokenCreateCommand = defineCommand({
  id: 'scim-token.create',
  visible: isFleetViewer,
  title: 'Create SCIM token',
  group,
  keywords: ['scim', 'provisioning', 'identity provider', 'bearer token', 'okta', 'entra'],
  line: { words: ['scim-token', 'create'], positional: ['silo'] },
  args: z.object({ silo }),
  defaults,
  complete: { silo: completeSilos },
  async run({ silo }, ctx) {
    const created = await scimTokenCreate({ query: { silo } })
    ctx.store.set(showScimTokenAtom, { silo, id: created.id, bearerToken: created.bearerToken })
    await invalidate(ctx.mutate, scimTokenList)
    // The secret is shown on the silo's SCIM tab, wherever the command was run from.
    ctx.navigate(pb.siloScim({ silo }))
    return { id: created.id, name: short(created.id), timeCreated: created.timeCreated }
  },
  successMessage: ({ silo }, result) =>
    `SCIM token ${(result as { name?: string } | undefined)?.name ?? ''} created for silo ${silo}`,
  undo: undoCreate<{ silo: string }>({
    what: 'SCIM token',
    del: 'scim-token.delete',
    args: (a, c) => ({ silo: a.silo, token: c.id }),
    read: async (a, c) => {
      const found = (await scimTokenList({ query: { silo: a.silo } })).find((t) => t.id === c.id)
      if (!found) throw new Error('gone')
      return found
    },
  }),
  cli: (a) => cli('scim token create', { silo: a.silo }),
})

export const scimTokenDeleteCommand = defineCommand({
  id: 'scim-token.delete',
  visible: isFleetViewer,
  title: 'Delete SCIM token',
  group,
  keywords: ['scim', 'revoke', 'remove', 'bearer token'],
  line: { words: ['scim-token', 'delete'], positional: ['token'] },
  args: z.object({ silo, token: z.uuid().describe('SCIM token id (UUID)') }),
  defaults,
  complete: { silo: completeSilos, token: completeTokens },
  confirm: ({ silo, token }) => ({
    title: 'Delete SCIM token',
    message: `Delete SCIM token ${short(token)} of silo ${silo}? The identity provider using it can no longer provision users or groups.`,
    actionLabel: 'Delete',
  }),
  async run({ silo, token }, ctx) {
    await scimTokenDelete({ path: { tokenId: token }, query: { silo } })
    await invalidate(ctx.mutate, scimTokenList)
  },
  successMessage: ({ silo, token }) => `SCIM token ${short(token)} of silo ${silo} deleted`,
  cli: (a) => cli('scim token delete', { silo: a.silo, tokenId: a.token }),
})

const siloArgs = z.object({ silo })

export const scimTokenCommands = commandList(
  navCommand({
    id: 'nav.system-silo-scim',
    title: 'Go to silo SCIM tokens',
    keywords: ['system', 'scim', 'provisioning', 'tokens'],
    args: siloArgs,
    to: pb.siloScim,
    fromScope: ['silo'],
    complete: { silo: completeSilos },
    cli: (a) => cli('scim token list', { silo: a.silo }),
    system: true,
  }),
  scimTokenCreateCommand,
  scimTokenDeleteCommand,
)
