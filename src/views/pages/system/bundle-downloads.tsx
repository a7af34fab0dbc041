// Support bundle downloads of this tab: a progress bar each (bytes of total, percentage, rate),
// Stop while one runs, and how finished ones ended until dismissed.
import { formatBytes } from '@/lib/format'
import { dismissDownloadAtom, downloadsAtom, type DownloadProgress } from '@/state/downloads'
import { useAtomValue, useSetAtom } from '@/state/store'
import { CommandButton } from '../../command-button'
import { Button } from '../../ui/button'
import '../../forms/disk-import.css'

const percent = (d: DownloadProgress) =>
  d.total ? Math.floor((d.received / d.total) * 100) : d.status === 'done' ? 100 : 0

function rate(d: DownloadProgress) {
  const seconds = (d.updatedAt - d.startedAt) / 1000
  return seconds > 0 && d.received > 0 ? `${formatBytes(d.received / seconds)}/s` : '–'
}

const STATUS: Record<DownloadProgress['status'], string> = {
  running: 'downloading',
  done: 'saved',
  failed: 'failed',
  cancelled: 'stopped',
}

function DownloadBar({ d }: { d: DownloadProgress }) {
  const pct = percent(d)
  const dismiss = useSetAtom(dismissDownloadAtom)
  return (
    <div className="import-item">
      <div className={`import-progress import-${d.status === 'running' ? 'running' : d.status}`}>
        <div className="import-progress-line">
          <span>
            {d.saveAs}: {STATUS[d.status]}
          </span>
          <span className="muted">
            {formatBytes(d.received)} of {d.total === undefined ? '…' : formatBytes(d.total)} ·{' '}
            {pct}% · {rate(d)}
          </span>
        </div>
        <div
          className="import-bar"
          role="progressbar"
          aria-label={`Download of ${d.saveAs}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={`${pct}%`}
        >
          <div className="import-bar-fill" style={{ width: `${pct}%` }} />
        </div>
        {d.message && d.status === 'failed' && <div className="form-error">{d.message}</div>}
      </div>
      {d.status === 'running' ? (
        <CommandButton
          id="support-bundle.download-cancel"
          args={{ bundle: d.bundleId, ...(d.file ? { file: d.file } : {}) }}
          label="Stop"
          size="sm"
        />
      ) : (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Dismiss the download of ${d.saveAs}`}
          onClick={() => dismiss(d.key)}
        >
          ×
        </Button>
      )}
    </div>
  )
}

/** The downloads of this tab, of one bundle when `bundle` is given. */
export function BundleDownloads({ bundle }: { bundle?: string }) {
  const all = Object.values(useAtomValue(downloadsAtom)).filter(
    (d) => bundle === undefined || d.bundleId === bundle,
  )
  if (all.length === 0) return null
  return (
    <section className="import-list" aria-label="Downloads">
      {all.map((d) => (
        <DownloadBar key={d.key} d={d} />
      ))}
    </section>
  )
}
