// Support bundles: the list (its states move by themselves: collecting, active, destroying,
// failed, and the page refreshes while one is moving), and one bundle with its file index, each
// file's size, and downloads of the whole bundle or one file with their progress.
import { Link, useParams } from 'wouter'
import { isBundleMoving } from '@/api/capabilities-support'
import { supportBundleList, supportBundleView } from '@/api/generated/operations'
import type { SupportBundleInfo } from '@/api/generated/schemas'
import { usePageQuery } from '@/api/hooks'
import { useBundleFileSize, useBundleIndex, type BundleEntry } from '@/api/support-bundle-files'
import { pb } from '@/lib/paths'
import { baseName } from '@/lib/save-file'
import { CommandButton } from '../../command-button'
import { CommandMenu } from '../../command-menu'
import type { CommandMenuItem } from '../../command-menu'
import { PageHeader } from '../../layout/page-header'
import { createdColumn } from '../../list/columns'
import { ListPage } from '../../list/list-page'
import { StateBadge } from '../../ui/badge'
import { LoadError } from '../../ui/empty-state'
import { Facts } from '../../ui/facts'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { Bytes, RelTime } from '../../ui/units'
import { useCommand } from '../../use-command'
import { BundleDownloads } from './bundle-downloads'
import './support-bundles.css'

const short = (id: string) => id.slice(0, 8)

const bundleMenu = (b: SupportBundleInfo): CommandMenuItem[] => [
  { id: 'support-bundle.download', args: { bundle: b.id }, target: b, label: 'Download' },
  { id: 'support-bundle.update', args: { bundle: b.id }, label: 'Edit comment' },
  { id: 'support-bundle.delete', args: { bundle: b.id }, target: b },
]

/** Why the bundle is there, or why it failed. */
const reasonOf = (b: SupportBundleInfo) =>
  b.state === 'failed' && b.reasonForFailure ? b.reasonForFailure : b.reasonForCreation

export function SupportBundlesPage() {
  return (
    <>
      <ListPage
        title="Support bundles"
        cli={['oxide bundle list']}
        label="Support bundles"
        endpoint={supportBundleList}
        params={{ query: { sortBy: 'time_and_id_descending' } }}
        rowName={(b) => `${short(b.id)} ${b.userComment ?? ''}`.trim()}
        columns={[
          {
            key: 'id',
            header: 'bundle',
            cell: (b) => (
              <Link href={pb.supportBundle({ bundle: b.id })} data-tip={b.id}>
                {short(b.id)}
              </Link>
            ),
          },
          {
            key: 'state',
            header: 'state',
            sortValue: (b) => b.state,
            cell: (b) => <StateBadge state={b.state} />,
          },
          {
            key: 'comment',
            header: 'comment',
            cell: (b) => b.userComment || <span className="dim">–</span>,
            clip: { maxWidth: '30vw', text: (b) => b.userComment ?? '' },
          },
          {
            key: 'reason',
            header: 'reason',
            cell: (b) => (
              <span className={b.state === 'failed' ? 'deny' : 'muted'}>{reasonOf(b)}</span>
            ),
            clip: { maxWidth: '24vw', text: reasonOf },
          },
          createdColumn(),
        ]}
        menu={bundleMenu}
        moving={(b) => isBundleMoving(b.state) && b.state}
        actions={
          <CommandButton id="support-bundle.create" label="New support bundle" variant="primary" />
        }
        emptyTitle="No support bundles"
        emptyBody="A support bundle collects the rack's logs and state for Oxide support."
      />
      <BundleDownloads />
    </>
  )
}

export function SupportBundlePage() {
  const { bundle = '' } = useParams<{ bundle: string }>()
  const b = usePageQuery(
    supportBundleView,
    { path: { bundleId: bundle } },
    { refreshInterval: (latest) => (latest && isBundleMoving(latest.state) ? 2000 : 0) },
  )
  return (
    <>
      <PageHeader
        title={`Support bundle ${short(b.id)}`}
        cli={[`oxide bundle view --bundle-id ${b.id}`, `oxide bundle inspect --id ${b.id}`]}
        actions={
          <>
            <CommandButton
              id="support-bundle.download"
              args={{ bundle: b.id }}
              target={b}
              label="Download"
              variant="primary"
            />
            <CommandButton
              id="support-bundle.update"
              args={{ bundle: b.id }}
              label="Edit comment"
            />
            <CommandButton
              id="support-bundle.delete"
              args={{ bundle: b.id }}
              target={b}
              variant="danger"
            />
          </>
        }
      />
      <Facts className="facts">
        <dt>id</dt>
        <dd>{b.id}</dd>
        <dt>state</dt>
        <dd>
          <StateBadge state={b.state} />
        </dd>
        <dt>comment</dt>
        <dd>{b.userComment || '–'}</dd>
        <dt>reason</dt>
        <dd>{b.reasonForCreation}</dd>
        {b.reasonForFailure && (
          <>
            <dt>failure</dt>
            <dd className="deny">{b.reasonForFailure}</dd>
          </>
        )}
        <dt>created</dt>
        <dd>
          <RelTime date={b.timeCreated} />
        </dd>
      </Facts>
      <BundleDownloads bundle={b.id} />
      <h2 className="section-title">files</h2>
      {b.state === 'active' ? (
        <BundleFiles bundle={b.id} />
      ) : (
        <p className="section-note muted">
          {b.state === 'collecting'
            ? 'Being collected: the files are listed once the bundle is active.'
            : b.state === 'failed'
              ? 'The collection failed: the bundle holds no files.'
              : b.state === 'destroying'
                ? 'Being deleted.'
                : `The bundle is ${b.state}.`}
        </p>
      )}
    </>
  )
}

function FileSize({ bundle, file }: { bundle: string; file: string }) {
  const { data, error } = useBundleFileSize(bundle, file)
  if (error) return <span className="dim">unavailable</span>
  if (data === undefined) return <span className="dim">…</span>
  return <Bytes bytes={data} />
}

/** The file's path; Enter (or a click) downloads it. */
function FileButton({ bundle, file }: { bundle: string; file: string }) {
  const cmd = useCommand('support-bundle.download-file', { bundle, file })
  const dir = file.slice(0, file.length - baseName(file).length)
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm file-link"
      title={cmd.cli ? `$ ${cmd.cli}` : undefined}
      aria-label={`Download ${file}`}
      disabled={cmd.disabledReason !== undefined}
      onClick={() => void cmd.run()}
    >
      <span className="dim">{dir}</span>
      {baseName(file)}
    </button>
  )
}

function BundleFiles({ bundle }: { bundle: string }) {
  const { data, error } = useBundleIndex(bundle)
  if (error) return <LoadError what="The file index" error={error} />
  if (!data) return <Skeleton lines={8} label="Loading the file index" />
  const files = data.filter((e) => !e.directory)
  return (
    <Table<BundleEntry>
      label="Files"
      pageKeys
      rows={files}
      rowKey={(e) => e.name}
      columns={[
        {
          key: 'path',
          header: 'path',
          sortValue: (e) => e.name,
          cell: (e) => <FileButton bundle={bundle} file={e.name} />,
        },
        {
          key: 'size',
          header: 'size',
          numeric: true,
          cell: (e) => <FileSize bundle={bundle} file={e.name} />,
        },
      ]}
      menu={(e) => (
        <CommandMenu
          label={`Actions for ${e.name}`}
          items={[
            {
              id: 'support-bundle.download-file',
              args: { bundle, file: e.name },
              label: 'Download',
            },
          ]}
        />
      )}
      empty={<p className="section-note muted">The bundle's index lists no file.</p>}
      footer={
        <span>
          {files.length} files in {data.length - files.length} folders
        </span>
      }
    />
  )
}
