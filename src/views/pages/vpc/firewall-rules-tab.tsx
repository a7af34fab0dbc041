// VPC firewall rules: the whole rule set, by priority. The name opens the edit form; the row
// menu deletes. Rules are not paginated (one PUT replaces the set).
import { Link } from 'wouter'
import { vpcFirewallRulesView } from '@/api/generated/operations'
import type { VpcFirewallRule } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandMenu } from '../../command-menu'
import { StateBadge } from '../../ui/badge'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { LinkButton } from '../../ui/link-button'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { filterText, tagged } from './rule-text'
import { FilterBox, useRowFilter } from '../../list/filter-box'
import { useVpcParams } from './use-vpc'
import { VpcLayout } from './vpc-layout'

const targetsText = (r: VpcFirewallRule) => r.targets.map(tagged).join(', ')

function RulesTable() {
  const { project, vpc } = useVpcParams()
  const { data, error } = useApiQuery(vpcFirewallRulesView, { query: { project, vpc } })
  if (error) return <LoadError what="Firewall rules" error={error} />
  if (!data) return <Skeleton label="Loading firewall rules" />
  return <RulesBody project={project} vpc={vpc} rules={data.rules} />
}

/** What `/` filters on: the rule's name and description, its targets and its filters. */
function ruleText(r: VpcFirewallRule) {
  const f = filterText(r)
  return [
    r.name,
    r.description,
    r.action,
    r.direction,
    targetsText(r),
    f.hosts,
    f.protocols,
    f.ports,
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * A free-text column's width: as wide as its longest value (so nothing is cut while the row has
 * room), at most `cap` of the window, past which the value is cut with the whole of it on hover.
 */
export function fitWidth(texts: readonly string[], cap: string) {
  const longest = texts.reduce((n, t) => Math.max(n, t.length), 4)
  return `min(${longest + 1}ch, ${cap})`
}

function RulesBody({
  project,
  vpc,
  rules: unsorted,
}: {
  project: string
  vpc: string
  rules: VpcFirewallRule[]
}) {
  const all = [...unsorted].sort((a, b) => a.priority - b.priority)
  const filter = useRowFilter(all, ruleText)
  const rules = filter.rows
  // Widths from every rule, not the filtered few: the columns keep still while filtering.
  const fit = (text: (r: VpcFirewallRule) => string, cap: string) => fitWidth(all.map(text), cap)
  return (
    <>
      <FilterBox label="Firewall rules" state={filter} />
      <Table<VpcFirewallRule>
        label="Firewall rules"
        rows={rules}
        source={all}
        filter={filter.link}
        pageKeys
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'priority',
            header: 'prio',
            numeric: true,
            sortValue: (r) => r.priority,
            cell: (r) => r.priority,
          },
          {
            key: 'name',
            header: 'name',
            sortValue: (r) => r.name,
            clip: { maxWidth: fit((r) => r.name, '20vw'), text: (r) => r.name },
            cell: (r) => (
              <Link href={pb.vpcFirewallRuleEdit({ project, vpc, rule: r.name })}>{r.name}</Link>
            ),
          },
          {
            key: 'action',
            header: 'action',
            sortValue: (r) => r.action,
            cell: (r) => <span className={r.action === 'deny' ? 'deny' : 'allow'}>{r.action}</span>,
          },
          { key: 'direction', header: 'dir', cell: (r) => r.direction },
          {
            key: 'targets',
            header: 'targets',
            clip: { maxWidth: fit(targetsText, '26vw'), text: targetsText },
            cell: targetsText,
          },
          {
            key: 'hosts',
            header: 'hosts',
            clip: {
              maxWidth: fit((r) => filterText(r).hosts, '22vw'),
              text: (r) => filterText(r).hosts,
            },
            cell: (r) => filterText(r).hosts,
          },
          {
            key: 'protocols',
            header: 'protocols',
            clip: {
              maxWidth: fit((r) => filterText(r).protocols, '12vw'),
              text: (r) => filterText(r).protocols,
            },
            cell: (r) => filterText(r).protocols,
          },
          {
            key: 'ports',
            header: 'ports',
            clip: {
              maxWidth: fit((r) => filterText(r).ports, '12vw'),
              text: (r) => filterText(r).ports,
            },
            cell: (r) => filterText(r).ports,
          },
          {
            key: 'status',
            header: 'status',
            cell: (r) => <StateBadge state={r.status} />,
          },
          {
            key: 'clone',
            header: 'clone',
            cell: (r) => (
              <Link
                href={pb.vpcFirewallRulesNew({ project, vpc, rule: r.name })}
                aria-label={`Clone ${r.name}`}
              >
                clone
              </Link>
            ),
          },
        ]}
        menu={(r) => (
          <CommandMenu
            label={`Actions for ${r.name}`}
            items={[
              { id: 'firewall-rule.enable', args: { project, vpc, rule: r.name }, target: r },
              { id: 'firewall-rule.disable', args: { project, vpc, rule: r.name }, target: r },
              { id: 'firewall-rule.delete', args: { project, vpc, rule: r.name }, target: r },
            ]}
          />
        )}
        empty={
          all.length ? (
            <EmptyState title="No rules match the filter" body="Esc in the filter box clears it." />
          ) : (
            <EmptyState
              title="No firewall rules"
              body="Without rules, no inbound traffic reaches instances."
            />
          )
        }
        footer={
          <span>
            {rules.length === all.length
              ? `${all.length} rules`
              : `${rules.length} of ${all.length} rules match the filter`}
          </span>
        }
      />
    </>
  )
}

export function VpcFirewallRulesTab() {
  const p = useVpcParams()
  return (
    <VpcLayout
      actions={
        <LinkButton href={pb.vpcFirewallRulesNew(p)} variant="primary">
          New rule
        </LinkButton>
      }
    >
      <RulesTable />
    </VpcLayout>
  )
}
