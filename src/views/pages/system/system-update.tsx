// System update: the target release and how far the rack's components have come towards it
// (re-read by itself while they move), the update system's suspended and "contact support"
// states, and the uploaded releases, each with "Set as target release" (disabled with the reason
// for the current target and older releases).
import { systemUpdateRepositoryList, systemUpdateStatus } from '@/api/generated/operations'
import type { UpdateStatus } from '@/api/generated/schemas'
import { updateProgress } from '@/api/capabilities'
import { useApiQuery } from '@/api/hooks'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { createdColumn } from '../../list/columns'
import { ListTable } from '../../list/list-table'
import { LoadError } from '../../ui/empty-state'
import { Facts } from '../../ui/facts'
import { Skeleton } from '../../ui/skeleton'
import { RelTime } from '../../ui/units'
import { filledCells, usageShare } from '@/lib/format'
import '../shared/usage.css'
import './system-update.css'

/** How often the status is read again for a while after components moved. */
const POLL_MS = 5000

const BAR_CELLS = 20

/** Progress as a text bar: the more done the better, so it reads in the "ok" colour. */
function ProgressBar({ done, total }: { done: number; total: number }) {
  const p = Math.min(100, Math.max(0, usageShare(done, total) ?? 0))
  // Truncated, so 30 of 31 never reads as 100%.
  const pct = `${Math.floor(p)}%`
  const filled = Math.min(filledCells(p, BAR_CELLS), done < total ? BAR_CELLS - 1 : BAR_CELLS)
  return (
    <span className="usage" role="img" aria-label={`${pct} of components updated`}>
      <span aria-hidden="true" className="usage-low">
        {'█'.repeat(filled)}
        <span className="dim">{'·'.repeat(BAR_CELLS - filled)}</span>
      </span>
      <span className="num usage-pct" aria-hidden="true">
        {pct}
      </span>
    </span>
  )
}

/** Components are still moving: a target is set, not all run it, nothing stopped the update. */
const updating = (s: UpdateStatus | undefined) => {
  if (!s || s.suspended) return false
  const p = updateProgress(s)
  return p.target !== undefined && p.total > 0 && !p.done
}

function UpdateStatusFacts({ status }: { status: UpdateStatus }) {
  const p = updateProgress(status)
  const running = updating(status)
  return (
    <Facts className="facts update-facts">
      <dt>target release</dt>
      <dd>{status.targetRelease?.version ?? <span className="dim">none set</span>}</dd>
      <dt>target set</dt>
      <dd>
        <RelTime date={status.targetRelease?.timeRequested} />
      </dd>
      <dt>progress</dt>
      <dd className="update-progress">
        {p.target && p.total > 0 ? (
          <>
            <span className="num">
              {p.current} / {p.total}
            </span>{' '}
            <span className="dim">components at {p.target}</span>{' '}
            <ProgressBar done={p.current} total={p.total} />
            {running && <span className="badge badge-busy update-running">updating</span>}
          </>
        ) : (
          <span className="dim">–</span>
        )}
      </dd>
      <dt>last step planned</dt>
      <dd>
        <RelTime date={status.timeLastStepPlanned} />
      </dd>
      <dt>suspended</dt>
      <dd>{status.suspended ? 'yes' : 'no'}</dd>
      <dt>by version</dt>
      <dd className="update-versions">
        {Object.entries(status.componentsByReleaseVersion ?? {}).map(([v, n]) => (
          <span key={v}>
            {v} <span className="num">{n}</span>
          </span>
        ))}
      </dd>
    </Facts>
  )
}

function UpdateNotices({ status }: { status: UpdateStatus }) {
  const target = status.targetRelease?.version
  return (
    <>
      {status.contactSupport && (
        <div className="update-notice" role="note">
          <strong>Support required.</strong> The system has detected one or more known conditions
          that require Oxide support to resolve. Contact support before starting an update.
        </div>
      )}
      {status.suspended && (
        <div className="update-notice" role="note">
          <strong>Automatic update is suspended</strong> after a manual update. Upload the release
          the manual update installed and set it as the target release, or finish the recovery once
          the rack runs the target release.
          {target && (
            <span>
              <CommandButton
                id="update.recovery-finish"
                args={{ version: target }}
                label={`Finish recovery at ${target}`}
                size="sm"
              />
            </span>
          )}
        </div>
      )}
    </>
  )
}

export function SystemUpdatePage() {
  // Each step of the update is a new transition: fast again for a while, then slowly.
  const { data: status, error } = useApiQuery(
    systemUpdateStatus,
    {},
    {
      moving: (s) => (updating(s) ? `${updateProgress(s).current}/${updateProgress(s).total}` : ''),
      fastMs: POLL_MS,
    },
  )
  const targetVersion = status?.targetRelease?.version
  return (
    <>
      <PageHeader
        title="System update"
        cli={['oxide system update status', 'oxide system update repo list']}
      />
      {error && !status ? (
        <LoadError what="Update status" error={error} />
      ) : !status ? (
        <Skeleton lines={4} label="Loading update status" />
      ) : (
        <>
          <UpdateStatusFacts status={status} />
          <UpdateNotices status={status} />
        </>
      )}
      <h2 className="section-title">releases</h2>
      <ListTable
        main
        label="Releases"
        endpoint={systemUpdateRepositoryList}
        params={{}}
        rowKey={(r) => r.systemVersion}
        rowName={(r) => r.systemVersion}
        columns={[
          {
            key: 'version',
            header: 'version',
            cell: (r) => (
              <>
                {r.systemVersion}
                {r.systemVersion === targetVersion && (
                  <span className="badge badge-ok update-target">target</span>
                )}
              </>
            ),
          },
          { key: 'file', header: 'file', cell: (r) => r.fileName },
          {
            key: 'hash',
            header: 'sha-256',
            cell: (r) => (
              <span className="dim" data-tip={r.hash}>
                {r.hash.slice(0, 12)}
              </span>
            ),
          },
          createdColumn(),
        ]}
        menu={(r) => [
          {
            id: 'update.set-target-release',
            args: { version: r.systemVersion },
            // Until the status is in, the command reads the target release itself.
            target: status ? { systemVersion: r.systemVersion, targetVersion } : undefined,
            label: 'Set as target release',
          },
        ]}
        emptyTitle="No releases uploaded"
        emptyBody="Upload a release repository with the oxide CLI to update the rack to it."
      />
    </>
  )
}
