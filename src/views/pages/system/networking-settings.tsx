// System networking settings: the allow list of source addresses that may reach the rack's
// user-facing services (edit form), inbound ICMP and the jumbo-frame opt-in (each a toggle), and
// the BFD sessions on the switches (enable, disable). Every change is a command with its undo.
import {
  networkingAllowListView,
  networkingBfdStatus,
  networkingInboundIcmpView,
  systemNetworkingSettingsView,
} from '@/api/generated/operations'
import type { BfdStatus } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { CommandButton } from '../../command-button'
import { CommandMenu } from '../../command-menu'
import { PageHeader } from '../../layout/page-header'
import '../../ui/feedback.css'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Facts } from '../../ui/facts'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { RelTime } from '../../ui/units'
import { NetworkingTabs } from './networking-tabs'

function AllowList() {
  const { data, error } = useApiQuery(networkingAllowListView, {})
  if (error) return <LoadError what="Allow list" error={error} />
  if (!data) return <Skeleton lines={3} label="Loading the allow list" />
  const allowed = data.allowedIps
  const ips = allowed.allow === 'list' ? (allowed.ips ?? []) : []
  return (
    <>
      <Facts className="facts facts-inline">
        <dt>allowed</dt>
        <dd>
          {allowed.allow === 'any'
            ? 'any source address'
            : allowed.allow === 'list'
              ? `${ips.length} ${ips.length === 1 ? 'network' : 'networks'} only`
              : String((allowed as { allow: unknown }).allow)}
        </dd>
        <dt>modified</dt>
        <dd>
          <RelTime date={data.timeModified} />
        </dd>
      </Facts>
      {allowed.allow === 'list' && (
        <Table<string>
          label="Allowed networks"
          rows={ips}
          rowKey={(n) => n}
          columns={[{ key: 'network', header: 'network', sortValue: (n) => n, cell: (n) => n }]}
          empty={<EmptyState title="No network is allowed" />}
        />
      )}
    </>
  )
}

/** A setting that is on or off, with the command that turns it the other way. */
function Toggle({
  label,
  on,
  command,
  arg,
}: {
  label: string
  on: boolean | undefined
  command: string
  arg: string
}) {
  return (
    <div className="section-head">
      <span className="section-note">
        {label}: <strong>{on === undefined ? '…' : on ? 'enabled' : 'disabled'}</strong>
      </span>
      {on !== undefined && (
        <CommandButton
          id={command}
          args={{ [arg]: !on }}
          label={on ? 'Disable' : 'Enable'}
          size="sm"
        />
      )}
    </div>
  )
}

function IcmpAndJumbo() {
  const icmp = useApiQuery(networkingInboundIcmpView, {})
  const settings = useApiQuery(systemNetworkingSettingsView, {})
  return (
    <>
      {icmp.error ? (
        <LoadError what="Inbound ICMP" error={icmp.error} />
      ) : (
        <Toggle
          label="API services receive ICMP unreachable, redirect and time exceeded (path MTU discovery)"
          on={icmp.data?.enabled}
          command="inbound-icmp.update"
          arg="enabled"
        />
      )}
      {settings.error ? (
        <LoadError what="Networking settings" error={settings.error} />
      ) : (
        <Toggle
          label="Instances may opt in to jumbo frames (8500-byte MTU) on their primary interface"
          on={settings.data?.externalJumboFramesOptInEnabled}
          command="networking-settings.update"
          arg="jumboFrames"
        />
      )}
    </>
  )
}

/** A BFD state at a glance: up green, init amber, down red, admin_down grey. */
const BFD_TONE: Record<string, string> = {
  up: 'ok',
  init: 'busy',
  down: 'error',
  admin_down: 'off',
}
const BFD_GLYPH: Record<string, string> = { ok: '●', busy: '◌', error: '✗', off: '○' }

function BfdState({ state }: { state: string }) {
  const tone = BFD_TONE[state] ?? 'info'
  return (
    <span className={`badge badge-${tone}`}>
      <span className="badge-glyph" aria-hidden="true">
        {BFD_GLYPH[tone] ?? '·'}
      </span>
      {String(state).replace(/_/g, ' ')}
    </span>
  )
}

function BfdSessions() {
  const { data, error } = useApiQuery(networkingBfdStatus, {})
  if (error) return <LoadError what="BFD sessions" error={error} />
  if (!data) return <Skeleton lines={2} label="Loading BFD sessions" />
  return (
    <Table<BfdStatus>
      label="BFD sessions"
      rows={data}
      rowKey={(s) => `${s.switchSlot}/${s.peer}`}
      columns={[
        {
          key: 'switch',
          header: 'switch',
          sortValue: (s) => s.switchSlot,
          cell: (s) => s.switchSlot,
        },
        { key: 'peer', header: 'peer', sortValue: (s) => s.peer, cell: (s) => s.peer },
        {
          key: 'local',
          header: 'local',
          cell: (s) => s.local ?? <span className="dim">unspecified</span>,
        },
        { key: 'mode', header: 'mode', cell: (s) => s.mode },
        {
          key: 'rx',
          header: 'required rx',
          numeric: true,
          cell: (s) => (
            <span className="num">
              {s.requiredRx / 1000} <span className="dim">ms</span>
            </span>
          ),
        },
        {
          key: 'threshold',
          header: 'detect ×',
          numeric: true,
          cell: (s) => <span className="num">{s.detectionThreshold}</span>,
        },
        {
          key: 'state',
          header: 'state',
          sortValue: (s) => s.state,
          cell: (s) => <BfdState state={s.state} />,
        },
      ]}
      menu={(s) => (
        <CommandMenu
          label={`Actions for ${s.peer} on ${s.switchSlot}`}
          items={[
            { id: 'bfd.disable', args: { remote: s.peer, switchSlot: s.switchSlot }, target: s },
          ]}
        />
      )}
      empty={<EmptyState title="No BFD sessions" />}
      footer={
        <span>
          {data.length} {data.length === 1 ? 'session' : 'sessions'}
        </span>
      }
    />
  )
}

export function NetworkingSettingsPage() {
  return (
    <>
      <PageHeader
        title="Networking settings"
        cli={[
          'oxide system networking allow-list view',
          'oxide system networking inbound-icmp view',
          'oxide system networking settings view',
          'oxide system networking bfd status',
        ]}
      />
      <NetworkingTabs>
        <div className="section-head">
          <h2 className="section-title">allow list</h2>
          <CommandButton id="allow-list.update" label="Edit allow list" size="sm" />
        </div>
        <p className="dim section-note">
          The source addresses that may reach the rack&apos;s user-facing services (the API and this
          console).
        </p>
        <AllowList />
        <h2 className="section-title">services</h2>
        <IcmpAndJumbo />
        <div className="section-head">
          <h2 className="section-title">bfd sessions</h2>
          <CommandButton id="bfd.enable" label="Enable BFD session" size="sm" />
        </div>
        <BfdSessions />
      </NetworkingTabs>
    </>
  )
}
