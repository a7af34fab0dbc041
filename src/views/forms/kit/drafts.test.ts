// @vitest-environment happy-dom
// Drafts: only what the user changed is kept, and restored onto the form's values of now.
import { afterEach, describe, expect, it } from 'vitest'
import { clearAllDrafts, draftKey, restoreDraft, saveDraft } from './drafts'

afterEach(() => sessionStorage.clear())

const key = draftKey('/projects/demo/edit', ['name', 'description'])

describe('form drafts', () => {
  it('keeps the fields that differ from what the form opened with, and nothing else', () => {
    const opened = { name: 'demo', description: 'old', file: null as File | null }
    saveDraft(key, opened, { ...opened, description: 'new', file: new File(['x'], 'x.raw') })
    expect(JSON.parse(sessionStorage.getItem(key) ?? 'null')).toEqual({
      base: { description: 'old' },
      values: { description: 'new' },
    })
    // Typed back to what it was: no draft.
    saveDraft(key, opened, opened)
    expect(sessionStorage.getItem(key)).toBeNull()
  })

  it('restores only the changed fields, onto the values the form has now', () => {
    saveDraft(key, { name: 'demo', description: 'old' }, { name: 'demo', description: 'mine' })
    // Someone else renamed the resource meanwhile: their name stays, the description is mine.
    const { values, restored } = restoreDraft(key, { name: 'renamed', description: 'theirs' })
    expect(restored).toBe(true)
    expect(values).toEqual({ name: 'renamed', description: 'mine' })
  })

  it('ignores a draft field the form no longer has or whose kind changed', () => {
    sessionStorage.setItem(
      key,
      JSON.stringify({ base: { size: '10', gone: 1 }, values: { size: 20, gone: 2 } }),
    )
    expect(restoreDraft(key, { size: '10' })).toEqual({ values: { size: '10' }, restored: false })
    sessionStorage.setItem(key, '{not json')
    expect(restoreDraft(key, { size: '10' }).restored).toBe(false)
  })

  it('someone else signing in clears every draft of the tab, and only drafts', () => {
    saveDraft(key, { description: '' }, { description: 'x' })
    sessionStorage.setItem('oxide-session-user', '{}')
    clearAllDrafts()
    expect(sessionStorage.getItem(key)).toBeNull()
    expect(sessionStorage.getItem('oxide-session-user')).toBe('{}')
  })
})
