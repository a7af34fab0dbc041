// Reading one audit log entry: the call it records (its operation's path parameters and query,
// from the request URI), the resource it was about, whether it is about a given resource, and
// its outcome. An entry carries no request body, so what a create made is not in it: its target
// is where it was made (the project of an instance create).
import type { AuditLogEntry } from './generated/schemas'
import { isUuid } from '@/lib/validators'
import { opTable, type OperationId } from './generated/op-table'
import {
  KINDS,
  kindOfParam,
  SELECTORS,
  type ResourceKind,
  type ResourceRef,
  type Selector,
} from './resource-ref'

export type AuditCall = {
  op: OperationId | null
  /** path parameters by wire name, in path order */
  path: [string, string][]
  /** query parameters by wire name */
  query: Record<string, string>
  /** the path as sent */
  pathname: string
}

const templates = new Map<string, { re: RegExp; names: string[] } | null>()

function template(op: OperationId) {
  if (templates.has(op)) return templates.get(op) ?? null
  const info = opTable[op]
  const names: string[] = []
  const source = info.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, n) => {
    names.push(n as string)
    return '([^/]+)'
  })
  const t = { re: new RegExp(`^${source}$`), names }
  templates.set(op, t)
  return t
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const calls = new WeakMap<AuditLogEntry, AuditCall>()

/** The call an entry records; its parameters empty when the URI does not fit its operation. */
export function entryCall(e: AuditLogEntry): AuditCall {
  const cached = calls.get(e)
  if (cached) return cached
  let url: URL | null = null
  try {
    // HTTP/1.1 URIs are a path and query; HTTP/2 ones carry scheme and host too.
    url = new URL(String(e.requestUri), 'http://rack.invalid')
  } catch {
    url = null
  }
  const op = Object.hasOwn(opTable, e.operationId) ? (e.operationId as OperationId) : null
  const pathname = url?.pathname ?? String(e.requestUri)
  const t = op ? template(op) : null
  const m = t?.re.exec(pathname)
  const path: [string, string][] =
    m && t ? t.names.map((n, i) => [n, decode(m[i + 1] ?? '')] as [string, string]) : []
  const query: Record<string, string> = {}
  url?.searchParams.forEach((v, k) => void (query[k] = v))
  const call = { op, path, query, pathname }
  calls.set(e, call)
  return call
}

/** The resource an entry is about, as far as its URI says. */
export type AuditTarget = {
  kind: ResourceKind
  /** the name or id the request used */
  value: string
  /** its selectors (project, VPC...) as the request gave them */
  in: Partial<Record<Selector, string>>
}

/** Most specific first: a request with a VPC selector is about the VPC, not its project. */
const BY_SELECTOR: Selector[] = ['router', 'instance', 'vpc', 'project', 'silo']

/** The last path parameter that names a resource, else the most specific selector. */
export function entryTarget(e: AuditLogEntry): AuditTarget | null {
  const call = entryCall(e)
  const selectors: Partial<Record<Selector, string>> = {}
  for (const s of SELECTORS) if (call.query[s]) selectors[s] = call.query[s]
  for (const [name, value] of call.path)
    if ((SELECTORS as readonly string[]).includes(name) && name !== 'silo')
      selectors[name as Selector] = value
  for (const [name, value] of [...call.path].reverse()) {
    const kind = kindOfParam(name)
    if (!kind) continue
    const scope: readonly Selector[] = KINDS[kind].scope
    const where: Partial<Record<Selector, string>> = {}
    for (const s of scope) if (selectors[s]) where[s] = selectors[s]
    // `/v1/system/silos/{silo}/...`: the silo of an identity provider is a path parameter.
    if (scope.includes('silo')) {
      const silo = call.path.find(([n]) => n === 'silo')?.[1]
      if (silo) where.silo = silo
    }
    return { kind, value, in: where }
  }
  for (const s of BY_SELECTOR) {
    const value = call.query[s]
    if (!value) continue
    const kind = s as ResourceKind
    const where: Partial<Record<Selector, string>> = {}
    for (const sel of KINDS[kind].scope as readonly Selector[])
      if (selectors[sel]) where[sel] = selectors[sel]
    return { kind, value, in: where }
  }
  return null
}

/** Whether the entry's request named the resource (by id, or by name where its selectors agree). */
export function entryIsAbout(e: AuditLogEntry, ref: ResourceRef): boolean {
  const call = entryCall(e)
  const info = KINDS[ref.kind] as { param: string; alias?: readonly string[] }
  const names = [info.param, ...(info.alias ?? [])]
  const values = [
    ...call.path.filter(([n]) => names.includes(n)).map(([, v]) => v),
    ...names.map((n) => call.query[n]).filter((v): v is string => v !== undefined),
  ]
  return values.some((v) => {
    if (ref.id && v === ref.id) return true
    if (!ref.name || v !== ref.name) return false
    // A name is only unique within its selectors: those the entry gives by name must agree.
    for (const [s, want] of Object.entries(ref.in ?? {})) {
      const got = call.query[s] ?? call.path.find(([n]) => n === s)?.[1]
      if (got !== undefined && got !== want && !isUuid(got)) return false
    }
    return true
  })
}

export type ResultKind = 'success' | 'error' | 'unknown'

/** success, error, or unknown (Nexus could not record the outcome; or a kind newer than this). */
export function resultKind(e: AuditLogEntry): ResultKind {
  const k = (e.result as { kind?: unknown } | undefined)?.kind
  return k === 'success' || k === 'error' ? k : 'unknown'
}

/** `202`, `403 Forbidden: Forbidden`, or `unknown`. */
export function resultText(e: AuditLogEntry): string {
  const r = e.result as {
    kind?: string
    httpStatusCode?: number
    errorCode?: string | null
    errorMessage?: string
  }
  if (r?.kind === 'success') return String(r.httpStatusCode ?? '')
  if (r?.kind === 'error')
    return [r.httpStatusCode, r.errorCode, r.errorMessage && `: ${r.errorMessage}`]
      .filter((x) => x !== undefined && x !== null && x !== '')
      .join(' ')
      .replace(' :', ':')
  return 'unknown'
}

/** The HTTP status of the outcome, when it says one. */
export const resultStatus = (e: AuditLogEntry): number | undefined =>
  (e.result as { httpStatusCode?: number } | undefined)?.httpStatusCode
