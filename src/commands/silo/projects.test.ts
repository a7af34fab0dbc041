// Project commands through dispatch against the node mock: what the form, the palette and a
// row menu all run.
import { describe, expect, it, vi } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { projectList } from '@/api/generated/operations'
import { confirmAtom } from '@/state/confirm'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

const names = async () => (await projectList({})).items.map((p) => p.name)

describe('project.create', () => {
  it('creates the project, which the list then shows, and opens it', async () => {
    const { ctx, navigated, toasts } = fakeContext()
    const result = await dispatch(
      'project.create',
      { name: 'staging', description: 'pre-production' },
      'test',
      { ctx },
    )
    expect(result.status).toBe('ok')
    expect(await names()).toContain('staging')
    expect(navigated).toEqual(['/projects/staging/instances'])
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Project staging created', variant: 'success' }),
    ])
    expect(ctx.mutate).toHaveBeenCalled()
  })

  it('refuses a duplicate name with the normalised message', async () => {
    const { ctx, navigated } = fakeContext()
    const result = await dispatch('project.create', { name: 'demo' }, 'test', { ctx, quiet: true })
    expect(result).toMatchObject({ status: 'error', message: 'Project name already exists' })
    expect(navigated).toEqual([])
  })

  it('checks the name before calling the API', async () => {
    const { ctx } = fakeContext()
    const result = await dispatch('project.create', { name: 'Bad_Name' }, 'test', { ctx })
    expect(result).toMatchObject({
      status: 'error',
      message: 'name: Must start with a lowercase letter',
    })
    expect(await names()).not.toContain('Bad_Name')
  })
})

describe('project.update', () => {
  it('renames and changes the description', async () => {
    const { ctx } = fakeContext()
    const result = await dispatch(
      'project.update',
      { project: 'web', name: 'website', description: 'public sites' },
      'test',
      { ctx },
    )
    expect(result.status).toBe('ok')
    const list = (await projectList({})).items
    expect(list.find((p) => p.name === 'website')?.description).toBe('public sites')
    expect(list.some((p) => p.name === 'web')).toBe(false)
  })

  it('clears the description with null (an empty string means "not given")', async () => {
    const { ctx } = fakeContext()
    await dispatch('project.update', { project: 'web', description: null }, 'test', { ctx })
    expect((await projectList({})).items.find((p) => p.name === 'web')?.description).toBe('')
  })

  it('opens the edit form when there is nothing to change', async () => {
    const { ctx, navigated, toasts } = fakeContext({ project: 'web' })
    const result = await dispatch('project.update', {}, 'test', { ctx })
    expect(result).toMatchObject({ status: 'ok', result: { opened: '/projects/web/edit' } })
    expect(navigated).toEqual(['/projects/web/edit'])
    expect(toasts).toEqual([])
  })
})

describe('project.delete', () => {
  it('asks to confirm, naming the project, then deletes it', async () => {
    const { ctx } = fakeContext()
    await dispatch('project.create', { name: 'doomed' }, 'test', { ctx })
    const pending = dispatch('project.delete', { project: 'doomed' }, 'test', { ctx })
    await vi.waitFor(() => expect(store.get(confirmAtom)).not.toBeNull())
    const ask = store.get(confirmAtom)!
    expect(ask.title).toBe('Delete project')
    expect(ask.message).toContain('doomed')
    ask.answer(true)
    expect((await pending).status).toBe('ok')
    expect(await names()).not.toContain('doomed')
  })

  it('does nothing when the confirm dialog is cancelled', async () => {
    const { ctx } = fakeContext()
    const pending = dispatch('project.delete', { project: 'data' }, 'test', { ctx })
    await vi.waitFor(() => expect(store.get(confirmAtom)).not.toBeNull())
    store.get(confirmAtom)!.answer(false)
    expect(await pending).toEqual({ status: 'cancelled' })
    expect(await names()).toContain('data')
  })
})
