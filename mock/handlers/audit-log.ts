// The audit log (fleet viewers): every audited request the platform handled, written by the
// router as each completes (msw/audit-entry.ts), listed by time_completed.
import { listAuditLog } from '../db/audit-log'
import { requireFleet } from '../db/authz'
import type { HandlerMap } from '../msw/types'

export const auditLogHandlers = {
  audit_log_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return listAuditLog(db, query)
  },
} satisfies HandlerMap
