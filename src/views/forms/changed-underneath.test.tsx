// @vitest-environment happy-dom
// An edit form whose resource someone else changes while it is open: what is typed stays, the
// form says so, and the values can be taken as they are now; a resource deleted underneath is
// said too. The form's own save is not "someone else".
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr'
import { afterEach, describe, expect, it } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { setUpMockPlatform } from '@mock/test/platform'
import { projectCreate, projectDelete, projectUpdate } from '@/api/generated/operations'
import { registerAllCommands } from '@/commands/all'
import { setCommandContext } from '@/commands/core/context'
import { fakeContext } from '@/commands/core/test-context'
import { FormBackground } from './kit/use-close'
import { ProjectEditForm } from './project-forms'

setUpMockPlatform({ register: registerAllCommands })
afterEach(cleanup)

let mutate: ScopedMutator | null = null
function Revalidator() {
  const { mutate: own } = useSWRConfig()
  useEffect(() => void (mutate = own), [own])
  return null
}
/** What a poll or the change feed does: every query read again. */
const revalidate = () => act(async () => void (await mutate?.(() => true)))

function renderEdit(project: string) {
  const location = memoryLocation({ path: `/projects/${project}/edit`, record: true })
  setCommandContext(fakeContext().ctx)
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Revalidator />
      <Router hook={location.hook}>
        <FormBackground.Provider value="/projects">
          <Route path="/projects/:project/edit">
            <ProjectEditForm />
          </Route>
        </FormBackground.Provider>
      </Router>
    </SWRConfig>,
  )
  return location
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const notice = () => screen.queryByText(/since you opened this form/)

describe('an edit form whose resource changed underneath', () => {
  it('keeps what was typed, says so, and reloads the values on demand', async () => {
    renderEdit('web')
    await waitFor(() => expect(field('Name').value).toBe('web'))
    type('Description', 'mine')
    await revalidate()
    expect(notice()).toBeNull()

    await projectUpdate({ path: { project: 'web' }, body: { description: 'theirs' } })
    await revalidate()
    await waitFor(() =>
      expect(notice()?.textContent).toMatch(
        /^web was changed by someone else since you opened this form/,
      ),
    )
    expect(field('Description').value).toBe('mine')

    fireEvent.click(screen.getByRole('button', { name: 'Reload its values' }))
    expect(field('Description').value).toBe('theirs')
    expect(notice()).toBeNull()
  })

  it('says nothing when the resource now holds what the form holds', async () => {
    renderEdit('web')
    await waitFor(() => expect(field('Name').value).toBe('web'))
    type('Description', 'the same change')
    await projectUpdate({ path: { project: 'web' }, body: { description: 'the same change' } })
    await revalidate()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy())
    expect(notice()).toBeNull()
  })

  it('says so when the resource is deleted underneath, keeping the form', async () => {
    await projectCreate({ body: { name: 'short-lived', description: '' } })
    renderEdit('short-lived')
    await waitFor(() => expect(field('Name').value).toBe('short-lived'))
    type('Description', 'typed before it went')
    await projectDelete({ path: { project: 'short-lived' } })
    await revalidate()
    await waitFor(() =>
      expect(notice()?.textContent).toMatch(
        /^short-lived was deleted by someone else since you opened this form/,
      ),
    )
    expect(field('Description').value).toBe('typed before it went')
  })
})
