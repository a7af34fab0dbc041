// System silos: the list, and one silo with its identity providers, IP pools and quotas.
import { Link, useParams } from 'wouter'
import {
  currentUserView,
  groupList,
  siloIdentityProviderList,
  siloIpPoolList,
  siloList,
  siloQuotasView,
  siloUserList,
  siloUtilizationView,
  siloView,
} from '@/api/generated/operations'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { PageHeader } from '../../layout/page-header'
import { ListPage } from '../../list/list-page'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { CommandButton } from '../../command-button'
import { LoadError } from '../../ui/empty-state'
import { LinkButton } from '../../ui/link-button'
import { Skeleton } from '../../ui/skeleton'
import { Bytes, RelTime, ShortId, Unit } from '../../ui/units'
import { UsageTable } from '../shared/usage'
import { Facts } from '../../ui/facts'
import { SiloSubnetPools } from './silo-subnet-pools'

export function SilosPage() {
  return (
    <ListPage
      title="Silos"
      cli={['oxide silo list']}
      label="Silos"
      endpoint={siloList}
      params={{}}
      columns={[
        nameColumn((s) => pb.silo({ silo: s.name })),
        { key: 'mode', header: 'identity mode', cell: (s) => s.identityMode },
        {
          key: 'discoverable',
          header: 'discoverable',
          cell: (s) => (s.discoverable ? 'yes' : 'no'),
        },
        descriptionColumn(),
        createdColumn(),
      ]}
      menu={(s) => [{ id: 'silo.delete', args: { silo: s.name }, target: s }]}
      actions={
        <LinkButton href={pb.silosNew()} variant="primary">
          New silo
        </LinkButton>
      }
      emptyTitle="No silos"
    />
  )
}

const cpus = (n: number) => <Unit value={n} unit="vCPU" />
const bytes = (n: number) => <Bytes bytes={n} />

function SiloQuotas({ silo }: { silo: string }) {
  const quotas = useApiQuery(siloQuotasView, { path: { silo } })
  const usage = useApiQuery(siloUtilizationView, { path: { silo } })
  if (quotas.error) return <LoadError what="Quotas" error={quotas.error} />
  if (!quotas.data) return <Skeleton lines={3} label="Loading quotas" />
  const q = quotas.data
  const used = usage.data?.provisioned ?? { cpus: 0, memory: 0, storage: 0 }
  return (
    <UsageTable
      label="Quotas"
      rows={[
        { resource: 'cpu', used: used.cpus, capacity: q.cpus, show: cpus },
        { resource: 'memory', used: used.memory, capacity: q.memory, show: bytes },
        { resource: 'storage', used: used.storage, capacity: q.storage, show: bytes },
      ]}
    />
  )
}

export function SiloPage() {
  const { silo = '' } = useParams<{ silo: string }>()
  const data = usePageQuery(siloView, { path: { silo } })
  return (
    <>
      <PageHeader
        title={`Silo ${data.name}`}
        actions={
          <>
            <LinkButton href={pb.siloIdpsNew({ silo })} variant="primary">
              New identity provider
            </LinkButton>
            <CommandButton
              id="silo.delete"
              args={{ silo }}
              target={data}

              variant="danger"
            />
          </>
        }
      />
      <Facts className="facts facts-inline">
        <dt>identity mode</dt>
        <dd>{data.identityMode}</dd>
        <dt>discoverable</dt>
        <dd>{data.discoverable ? 'yes' : 'no'}</dd>
        <dt>admin group</dt>
        <dd>{data.adminGroupName ?? '–'}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
      </Facts>
      <h2 className="section-title">identity providers</h2>
      <ListTable
        label="Identity providers"
        endpoint={siloIdentityProviderList}
        params={{ query: { silo } }}
        columns={[
          {
            key: 'name',
            header: 'name',
            sortValue: (p) => p.name,
            cell: (p) =>
              p.providerType === 'saml' ? (
                <Link href={pb.siloIdp({ silo, provider: p.name })}>{p.name}</Link>
              ) : (
                p.name
              ),
          },
          { key: 'type', header: 'type', cell: (p) => p.providerType },
          descriptionColumn(),
          createdColumn(),
        ]}
        emptyTitle="No identity providers"
      />
      <div className="section-head">
        <h2 className="section-title">ip pools</h2>
        <CommandButton id="ip-pool.silo-link" args={{ silo }} label="Link IP pool" size="sm" />
      </div>
      <ListTable
        label="Silo IP pools"
        endpoint={siloIpPoolList}
        params={{ path: { silo } }}
        columns={[
          nameColumn((p) => pb.ipPool({ pool: p.name })),
          { key: 'default', header: 'default', cell: (p) => (p.isDefault ? 'default' : '') },
          { key: 'version', header: 'version', cell: (p) => p.ipVersion },
          descriptionColumn(),
        ]}
        menu={(p) => [
          {
            id: 'ip-pool.silo-make-default',
            args: { pool: p.name, silo },
            target: p,
            label: 'Make default',
          },
          { id: 'ip-pool.silo-unlink', args: { pool: p.name, silo }, target: p, label: 'Unlink' },
        ]}
        emptyTitle="No IP pools linked"
        emptyBody="Link an IP pool to let the silo's users allocate external addresses."
      />
      <SiloSubnetPools silo={silo} />
      <div className="section-head">
        <h2 className="section-title">quotas</h2>
        <CommandButton id="silo.quotas-update" args={{ silo }} label="Edit quotas" size="sm" />
      </div>
      <SiloQuotas silo={silo} />
      <SiloPeople silo={silo} siloId={data.id} />
    </>
  )
}

/**
 * The silo's users (the fleet's view of any silo) and groups. The API lists groups only within
 * the viewer's own silo, so another silo's section says so instead of showing none.
 */
function SiloPeople({ silo, siloId }: { silo: string; siloId: string }) {
  const me = useApiQuery(currentUserView, {})
  const own = me.data?.siloId === siloId
  return (
    <>
      <h2 className="section-title">users</h2>
      <ListTable
        label="Silo users"
        endpoint={siloUserList}
        params={{ query: { silo } }}
        rowKey={(u) => u.id}
        rowName={(u) => u.displayName}
        columns={[
          {
            key: 'name',
            header: 'name',
            sortValue: (u) => u.displayName,
            cell: (u) => u.displayName,
          },
          { key: 'id', header: 'id', cell: (u) => <ShortId id={u.id} /> },
          createdColumn(),
        ]}
        emptyTitle="No users"
        emptyBody="Users appear when they first sign in (or when the identity provider provisions them)."
      />
      <h2 className="section-title">groups</h2>
      {me.error ? (
        <LoadError what="Groups" error={me.error} />
      ) : !me.data ? (
        <Skeleton lines={2} label="Loading groups" />
      ) : own ? (
        <ListTable
          label="Silo groups"
          endpoint={groupList}
          params={{}}
          rowKey={(g) => g.id}
          rowName={(g) => g.displayName}
          columns={[
            {
              key: 'name',
              header: 'name',
              sortValue: (g) => g.displayName,
              cell: (g) => g.displayName,
            },
            { key: 'id', header: 'id', cell: (g) => <ShortId id={g.id} /> },
            createdColumn(),
          ]}
          emptyTitle="No groups"
        />
      ) : (
        <p className="dim section-note">
          The API lists a silo&apos;s groups only to its own users; sign in to {silo} to see them.
        </p>
      )}
    </>
  )
}
