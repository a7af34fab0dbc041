// A silo's SCIM tokens: created by the Create SCIM token command, whose secret this tab shows
// once (with a copy button) until dismissed, listed (id, created, expires) and deleted from each
// row's menu. The API lets fleet admins and the silo's own admins see them; anyone else gets 403,
// which the tab says instead of a table.
import { scimTokenList } from '@/api/generated/operations'
import type { ScimClientBearerToken } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { shownScimTokenAtom, showScimTokenAtom } from '@/state/scim-token'
import { useAtomValue, useSetAtom } from '@/state/store'
import { CommandButton } from '../../command-button'
import { CommandMenu } from '../../command-menu'
import { createdColumn } from '../../list/columns'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { Dialog } from '../../ui/dialog'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { RelTime } from '../../ui/units'
import { SiloLayout, useSiloParam } from './silo-layout'
import './silo.css'

/** The token just created, shown until the user says they have saved it. */
function CreatedToken({ silo }: { silo: string }) {
  const shown = useAtomValue(shownScimTokenAtom)
  const dismiss = useSetAtom(showScimTokenAtom)
  if (!shown || shown.silo !== silo) return null
  const close = () => dismiss(null)
  return (
    <Dialog
      title="SCIM token created"
      width="free"
      onDismiss={close}
      footer={
        <Button variant="primary" onClick={close}>
          I have saved it
        </Button>
      }
    >
      <p>
        Copy this token now: it will not be shown again. Anyone with it can manage the users and
        groups of silo {silo} over SCIM, and so give a user the silo&apos;s admin role. Store it
        securely.
      </p>
      <p className="scim-secret">
        <code aria-label="SCIM bearer token">{shown.bearerToken}</code>{' '}
        <CopyButton text={shown.bearerToken} what="SCIM token" />
      </p>
      <p className="dim">token id {shown.id}</p>
    </Dialog>
  )
}

function ScimTokens({ silo }: { silo: string }) {
  const { data, error } = useApiQuery(scimTokenList, { query: { silo } })
  if (error?.statusCode === 403)
    return (
      <EmptyState
        title="You may not see this silo's SCIM tokens"
        body="Only fleet admins and the silo's own admins manage its SCIM tokens."
      />
    )
  if (error) return <LoadError what="SCIM tokens" error={error} />
  if (!data) return <Skeleton lines={3} label="Loading SCIM tokens" />
  const rows = [...data].sort((a, b) => a.timeCreated.getTime() - b.timeCreated.getTime())
  return (
    <Table<ScimClientBearerToken>
      label="SCIM tokens"
      rows={rows}
      rowKey={(t) => t.id}
      columns={[
        { key: 'id', header: 'id', cell: (t) => <span className="num">{t.id}</span> },
        createdColumn(),
        {
          key: 'expires',
          header: 'expires',
          sortValue: (t) => t.timeExpires ?? new Date(8.64e15),
          cell: (t) => (t.timeExpires ? <RelTime date={t.timeExpires} /> : 'never'),
        },
      ]}
      menu={(t) => (
        <CommandMenu
          label={`Actions for ${t.id.slice(0, 8)}`}
          items={[{ id: 'scim-token.delete', args: { silo, token: t.id }, target: t }]}
        />
      )}
      empty={
        <EmptyState
          title="No SCIM tokens"
          body="Create one for the identity provider that provisions this silo's users and groups."
        />
      }
      footer={
        <span>
          {rows.length} {rows.length === 1 ? 'token' : 'tokens'}
        </span>
      }
    />
  )
}

export function SiloScimTab() {
  const silo = useSiloParam()
  return (
    <SiloLayout
      actions={
        <CommandButton
          id="scim-token.create"
          args={{ silo }}
          label="Create SCIM token"
          variant="primary"
        />
      }
    >
      <p className="dim section-note tab-note">
        Tokens authenticate the identity provider&apos;s requests to the silo&apos;s SCIM endpoints.
      </p>
      <ScimTokens silo={silo} />
      <CreatedToken silo={silo} />
    </SiloLayout>
  )
}
