// Settings: profile, SSH keys, access tokens.
import {
  currentUserAccessTokenList,
  currentUserGroups,
  currentUserSshKeyList,
  currentUserView,
} from '@/api/generated/operations'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { PageHeader } from '../../layout/page-header'
import { ListPage } from '../../list/list-page'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LinkButton } from '../../ui/link-button'
import { RelTime, ShortId } from '../../ui/units'
import { Facts } from '../../ui/facts'

export function ProfilePage() {
  const me = usePageQuery(currentUserView, {})
  const groups = useApiQuery(currentUserGroups, {})
  return (
    <>
      <PageHeader title="Profile" />
      <Facts className="facts">
        <dt>name</dt>
        <dd>{me.displayName}</dd>
        <dt>id</dt>
        <dd>{me.id}</dd>
        <dt>silo</dt>
        <dd>{me.siloName}</dd>
        <dt>silo admin</dt>
        <dd>{me.siloAdmin ? 'yes' : 'no'}</dd>
        <dt>fleet viewer</dt>
        <dd>{me.fleetViewer ? 'yes' : 'no'}</dd>
        <dt>groups</dt>
        <dd>
          {groups.data ? groups.data.items.map((g) => g.displayName).join(', ') || 'none' : '…'}
        </dd>
        <dt>since</dt>
        <dd>
          <RelTime date={me.timeCreated} />
        </dd>
      </Facts>
    </>
  )
}

export function SshKeysPage() {
  return (
    <ListPage
      title="SSH keys"
      cli={['oxide current-user ssh-key list']}
      label="SSH keys"
      endpoint={currentUserSshKeyList}
      params={{}}
      columns={[
        nameColumn((k) => pb.sshKeyEdit({ sshKey: k.name })),
        {
          key: 'key',
          header: 'public key',
          cell: (k) => <span className="muted">{k.publicKey.slice(0, 40)}…</span>,
        },
        descriptionColumn(),
        createdColumn(),
      ]}
      menu={(k) => [{ id: 'ssh-key.delete', args: { sshKey: k.name }, target: k }]}
      actions={
        <LinkButton href={pb.sshKeysNew()} variant="primary">
          New SSH key
        </LinkButton>
      }
      emptyTitle="No SSH keys"
      emptyBody="Keys added here can be injected into new instances."
      emptyAction={<LinkButton href={pb.sshKeysNew()}>New SSH key</LinkButton>}
    />
  )
}

export function AccessTokensPage() {
  return (
    <ListPage
      title="Access tokens"
      cli={['oxide current-user access-token list']}
      label="Access tokens"
      endpoint={currentUserAccessTokenList}
      params={{}}
      columns={[
        { key: 'id', header: 'id', cell: (t) => <ShortId id={t.id} /> },
        {
          key: 'created',
          header: 'created',
          sortValue: (t) => t.timeCreated,
          cell: (t) => <RelTime date={t.timeCreated} />,
        },
        {
          key: 'expires',
          header: 'expires',
          sortValue: (t) => t.timeExpires,
          cell: (t) => (t.timeExpires ? <RelTime date={t.timeExpires} /> : 'never'),
        },
      ]}
      menu={(t) => [{ id: 'access-token.delete', args: { tokenId: t.id }, target: t }]}
      emptyTitle="No access tokens"
      emptyBody="Tokens appear here when a device (such as the CLI) signs in with `oxide auth login`."
    />
  )
}
