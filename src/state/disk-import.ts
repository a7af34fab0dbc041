// Progress of the disk imports running in this tab (UI state): the disk.import command writes
// it, the import form and the disks list read it.
import { atom } from './store'

/** The steps of an import, in order, as failures name them. */
export const IMPORT_STEPS = {
  check: 'checking the names',
  create: 'creating the disk',
  start: 'starting the bulk write',
  upload: 'uploading',
  stop: 'stopping the bulk write',
  finalize: 'finalizing the disk',
  image: 'creating the image',
} as const
export type ImportStep = keyof typeof IMPORT_STEPS

export type ImportProgress = {
  project: string
  disk: string
  step: ImportStep
  status: 'running' | 'done' | 'failed' | 'cancelled'
  /** file bytes acknowledged by the platform */
  bytes: number
  /** the file's size */
  total: number
  /** when the upload began and when `bytes` last changed (ms), for the rate */
  startedAt: number
  updatedAt: number
  message?: string
}

export const importKey = (project: string, disk: string) => `${project}/${disk}`

const importsPrimitive = atom<Record<string, ImportProgress>>({})

/** Imports by `project/disk`; finished ones stay until the same disk is imported again. */
export const diskImportsAtom = atom((get) => get(importsPrimitive))

export const setImportProgressAtom = atom(null, (get, set, p: ImportProgress) => {
  set(importsPrimitive, { ...get(importsPrimitive), [importKey(p.project, p.disk)]: p })
})

/** Forgets a finished import (its line on the disks page). */
export const dismissImportAtom = atom(null, (get, set, key: string) => {
  const { [key]: _gone, ...rest } = get(importsPrimitive)
  set(importsPrimitive, rest)
})
