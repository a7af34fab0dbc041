// Access tokens of the current user: they are made by the device flow, so the console only
// lists and deletes them.
import { z } from 'zod'
import {
  currentUserAccessTokenDelete,
  currentUserAccessTokenList,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeAccessTokens } from '../core/complete'
import { defineCommand } from '../core/define'

export const accessTokenDeleteCommand = defineCommand({
  id: 'access-token.delete',
  title: 'Delete access token',
  group: 'Access tokens',
  keywords: ['revoke', 'remove', 'device'],
  args: z.object({ tokenId: ref('Id of the access token') }),
  complete: { tokenId: completeAccessTokens },
  confirm: ({ tokenId }) => ({
    title: 'Delete access token',
    message: `Are you sure you want to delete access token ${tokenId}? Clients using it are signed out.`,
    actionLabel: 'Delete',
  }),
  async run({ tokenId }, ctx) {
    await currentUserAccessTokenDelete({ path: { tokenId } })
    await invalidate(ctx.mutate, currentUserAccessTokenList)
  },
  successMessage: () => 'Access token deleted',
  cli: (a) => cli('current-user access-token delete', { tokenId: a.tokenId }),
})

export const accessTokenCommands = commandList(accessTokenDeleteCommand)
