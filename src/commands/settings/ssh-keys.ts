// SSH key commands of the current user: create and delete (keys have no update operation).
import { z } from 'zod'
import {
  currentUserSshKeyCreate,
  currentUserSshKeyDelete,
  currentUserSshKeyList,
  currentUserSshKeyView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { description, newName, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeSshKeys } from '../core/complete'
import { defineCommand } from '../core/define'
import { undoCreate } from '../history/undo-kinds'

const group = 'SSH keys'

// OpenSSH public key lines: `<type> <base64> [comment]`. The server checks the key itself; this
// catches pasting a private key or some other file by mistake.
const PUBLIC_KEY =
  /^(ssh-(rsa|ed25519|dss)|ecdsa-sha2-nistp(256|384|521)|sk-(ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) [A-Za-z0-9+/]+={0,3}( .*)?$/

export function publicKeyError(key: string): string | undefined {
  const trimmed = key.trim()
  if (trimmed === '') return 'Public key is required'
  if (trimmed.includes('PRIVATE KEY')) return 'This is a private key; paste the public key (.pub)'
  return PUBLIC_KEY.test(trimmed) ? undefined : 'Not an OpenSSH public key'
}

export const sshKeyCreateCommand = defineCommand({
  id: 'ssh-key.create',
  title: 'Add SSH key',
  group,
  keywords: ['new', 'create', 'public key'],
  args: z.object({
    name: newName('SSH key'),
    description: description('SSH key'),
    publicKey: z
      .string()
      .superRefine((v, ctx) => {
        const error = publicKeyError(v)
        if (error) ctx.addIssue({ code: 'custom', message: error })
      })
      .describe('The OpenSSH public key, e.g. the contents of ~/.ssh/id_ed25519.pub'),
  }),
  async run({ name, description, publicKey }, ctx) {
    const created = await currentUserSshKeyCreate({
      body: { name, description, publicKey: publicKey.trim() },
    })
    await invalidate(ctx.mutate, currentUserSshKeyList)
    return created
  },
  successMessage: ({ name }) => `SSH key ${name} added`,
  undo: undoCreate({
    what: 'SSH key',
    del: 'ssh-key.delete',
    args: (_a, c) => ({ sshKey: c.name }),
    read: (_a, c) => currentUserSshKeyView({ path: { sshKey: c.id } }),
  }),
  cli: (a) =>
    cli('current-user ssh-key create', {
      name: a.name,
      description: a.description,
      publicKey: a.publicKey,
    }),
})

export const sshKeyDeleteCommand = defineCommand({
  id: 'ssh-key.delete',
  title: 'Delete SSH key',
  group,
  keywords: ['remove'],
  args: z.object({ sshKey: ref('SSH key name') }),
  complete: { sshKey: completeSshKeys },
  confirm: ({ sshKey }) => ({
    title: 'Delete SSH key',
    message: `Are you sure you want to delete SSH key ${sshKey}? New instances won't get it.`,
    actionLabel: 'Delete',
  }),
  async run({ sshKey }, ctx) {
    await currentUserSshKeyDelete({ path: { sshKey } })
    await invalidate(ctx.mutate, currentUserSshKeyList)
  },
  successMessage: ({ sshKey }) => `SSH key ${sshKey} deleted`,
  cli: (a) => cli('current-user ssh-key delete', { sshKey: a.sshKey }),
})

export const sshKeyCommands = commandList(sshKeyCreateCommand, sshKeyDeleteCommand)
