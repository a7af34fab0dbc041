// Anti-affinity groups: the list, and one group with its member instances.
import { useParams } from 'wouter'
import {
  antiAffinityGroupList,
  antiAffinityGroupMemberList,
  antiAffinityGroupView,
} from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { ListPage } from '../../list/list-page'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { PageHeader } from '../../layout/page-header'
import { StateBadge } from '../../ui/badge'
import { LinkButton } from '../../ui/link-button'
import { RelTime } from '../../ui/units'
import { useProjectParam } from './use-project'
import { Facts } from '../../ui/facts'

export function AffinityPage() {
  const project = useProjectParam()
  const newHref = pb.affinityNew({ project })
  return (
    <ListPage
      title="Anti-affinity groups"
      cli={[`oxide instance anti-affinity list --project ${project}`]}
      label="Anti-affinity groups"
      endpoint={antiAffinityGroupList}
      params={{ query: { project } }}
      columns={[
        nameColumn((g) => pb.antiAffinityGroup({ project, antiAffinityGroup: g.name })),
        { key: 'policy', header: 'policy', sortValue: (g) => g.policy, cell: (g) => g.policy },
        { key: 'domain', header: 'failure domain', cell: (g) => g.failureDomain },
        descriptionColumn(),
        createdColumn(),
      ]}
      menu={(g) => {
        const args = { project, antiAffinityGroup: g.name }
        return [
          { id: 'anti-affinity-group.update', args, target: g, label: 'Edit' },
          { id: 'anti-affinity-group.delete', args, target: g },
        ]
      }}
      actions={
        <LinkButton href={newHref} variant="primary">
          New anti-affinity group
        </LinkButton>
      }
      emptyTitle="No anti-affinity groups"
      emptyBody="Instances in an anti-affinity group are placed on different sleds."
      emptyAction={<LinkButton href={newHref}>New anti-affinity group</LinkButton>}
    />
  )
}

export function AntiAffinityGroupPage() {
  const project = useProjectParam()
  const { antiAffinityGroup = '' } = useParams<{ antiAffinityGroup: string }>()
  const group = usePageQuery(antiAffinityGroupView, {
    path: { antiAffinityGroup },
    query: { project },
  })
  return (
    <>
      <PageHeader
        title={`Anti-affinity group ${group.name}`}
        actions={
          <>
            <CommandButton
              id="anti-affinity-group.member-add"
              args={{ project, antiAffinityGroup }}
              label="Add instance"
            />
            <LinkButton href={pb.antiAffinityGroupEdit({ project, antiAffinityGroup })}>
              Edit
            </LinkButton>
          </>
        }
      />
      <Facts className="facts">
        <dt>policy</dt>
        <dd>{group.policy}</dd>
        <dt>failure domain</dt>
        <dd>{group.failureDomain}</dd>
        <dt>description</dt>
        <dd>{group.description || <span className="dim">–</span>}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={group.timeCreated} />
        </dd>
      </Facts>
      <h2 className="section-title">members</h2>
      <ListTable
        urlView
        label="Members"
        endpoint={antiAffinityGroupMemberList}
        params={{ path: { antiAffinityGroup }, query: { project } }}
        rowKey={(m) => m.value.name}
        columns={[
          {
            key: 'name',
            header: 'instance',
            sortValue: (m) => m.value.name,
            cell: (m) => m.value.name,
          },
          {
            key: 'state',
            header: 'state',
            sortValue: (m) => m.value.runState,
            cell: (m) => <StateBadge state={m.value.runState} />,
          },
        ]}
        menu={(m) => [
          {
            id: 'anti-affinity-group.member-remove',
            args: { project, antiAffinityGroup, instance: m.value.name },
            target: m.value,
            label: 'Remove from group',
          },
        ]}
        emptyTitle="No members"
        emptyBody="Add stopped instances to this group with Add instance, or from their settings."
      />
    </>
  )
}
