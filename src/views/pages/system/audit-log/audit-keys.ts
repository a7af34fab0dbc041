// The audit log page's own commands (listed by `?` and the palette while the page is open): `f`
// follows the log or pauses it, and the entries shown export as JSON lines or CSV. Each shows
// the `oxide` line that reads the same entries.
import { z } from 'zod'
import type { AuditRange } from '@/api/audit-scan'
import { cli } from '@/commands/command-line/cli'
import { commandList } from '@/commands/core/command-list'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import { isFleetViewer } from '@/commands/navigation/navigation-define'
import type { ExportFormat } from './audit-export'

const GROUP = 'Audit log'

/** The page as it is now (the commands live as long as the page, its state changes). */
export type AuditPageNow = () => {
  following: boolean
  /** true, or why follow cannot be on */
  canFollow: true | string
  toggleFollow: () => void
  /** how many entries are on screen */
  shown: number
  exportAs: (format: ExportFormat) => void
  range: AuditRange
  order: 'ascending' | 'descending'
}

const line = (r: AuditRange, order: 'ascending' | 'descending', since?: Date) =>
  cli('audit-log list', {
    startTime: (since ?? r.start).toISOString(),
    endTime: r.end?.toISOString(),
    sortBy: order === 'ascending' ? 'time_and_id_ascending' : undefined,
  })

export function auditKeyCommands(now: AuditPageNow): readonly AnyCommand[] {
  const follow = defineCommand({
    id: 'audit-log.follow',
    title: 'Follow audit log',
    group: GROUP,
    keywords: ['follow', 'pause', 'live', 'tail', 'new entries'],
    args: z.object({}),
    keybinding: 'f',
    visible: isFleetViewer,
    available: () => (now().following ? true : now().canFollow),
    async run() {
      // The page draws the switch after this returns: what it is now is the other way round.
      const following = !now().following
      now().toggleFollow()
      return { following }
    },
    successMessage: (_a, r) =>
      (r as { following: boolean }).following ? 'Following the audit log' : 'Audit log paused',
    // What following asks for every few seconds: the entries since now.
    cli: () => line({ start: new Date(), end: null }, 'descending'),
  })
  const exporter = (format: ExportFormat, what: string) =>
    defineCommand({
      id: `audit-log.export-${format}`,
      title: `Export audit log entries shown (${what})`,
      group: GROUP,
      keywords: ['export', 'download', 'save', format],
      args: z.object({}),
      visible: isFleetViewer,
      available: () => (now().shown > 0 ? true : 'No entries shown'),
      async run() {
        now().exportAs(format)
        return { entries: now().shown }
      },
      successMessage: (_a, r) => `Exported ${(r as { entries: number }).entries} entries`,
      cli: () => line(now().range, now().order),
    })
  return commandList(follow, exporter('jsonl', 'JSON lines'), exporter('csv', 'CSV'))
}
