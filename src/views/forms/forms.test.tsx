// @vitest-environment happy-dom
// Forms against the node mock, as a user drives them: a failed create keeps everything typed and
// shows the server's message at the form's foot; an edit closes to its background page.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { server } from '@mock/node'
import { setUpMockPlatform } from '@mock/test/platform'
import { projectList } from '@/api/generated/operations'
import { registerAllCommands } from '@/commands/all'
import { setCommandContext } from '@/commands/core/context'
import { fakeContext } from '@/commands/core/test-context'
import { FormBackground } from './kit/use-close'
import { ProjectCreateForm, ProjectEditForm } from './project-forms'
import { IpRangeAddForm } from './ip-pool-forms'

setUpMockPlatform({ register: registerAllCommands })
afterEach(cleanup)

function renderForm(path: string, pattern: string, background: string, form: ReactNode) {
  const location = memoryLocation({ path, record: true })
  const fake = fakeContext()
  setCommandContext(fake.ctx)
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={location.hook}>
        <FormBackground.Provider value={background}>
          <Route path={pattern}>{form}</Route>
        </FormBackground.Provider>
      </Router>
    </SWRConfig>,
  )
  return { location, ...fake }
}

// Labels of required fields end with a marker hidden from assistive technology.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`))
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const valueOf = (label: string) => (field(label) as HTMLInputElement).value

describe('create project form', () => {
  it('keeps the typed values and shows the server error when the create fails', async () => {
    const { navigated } = renderForm(
      '/projects-new',
      '/projects-new',
      '/projects',
      <ProjectCreateForm />,
    )
    type('Name', 'demo')
    type('Description', 'a second demo')
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Project name already exists',
    )
    expect(valueOf('Name')).toBe('demo')
    expect(valueOf('Description')).toBe('a second demo')
    expect(navigated).toEqual([])

    // Fixing the name and submitting again creates it; the command opens the new project.
    type('Name', 'demo-two')
    fireEvent.submit(field('Name').closest('form')!)
    await waitFor(() => expect(navigated).toEqual(['/projects/demo-two/instances']))
    expect((await projectList({})).items.map((p) => p.name)).toContain('demo-two')
  })

  it('shows a field error and sends nothing while the name is invalid', async () => {
    const requests: string[] = []
    const track = ({ request }: { request: Request }) => void requests.push(request.method)
    server.events.on('request:start', track)
    renderForm('/projects-new', '/projects-new', '/projects', <ProjectCreateForm />)
    type('Name', '9lives')
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }))
    expect(await screen.findByText('Must start with a lowercase letter')).toBeTruthy()
    expect(field('Name').getAttribute('aria-invalid')).toBe('true')
    server.events.removeListener('request:start', track)
    expect(requests).toEqual([])
  })
})

describe('edit project form', () => {
  it('loads the project, saves and closes to the list', async () => {
    const { location } = renderForm(
      '/projects/web/edit',
      '/projects/:project/edit',
      '/projects',
      <ProjectEditForm />,
    )
    await waitFor(() => expect(valueOf('Name')).toBe('web'))
    type('Description', 'sites and proxies')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/projects'))
    const web = (await projectList({})).items.find((p) => p.name === 'web')
    expect(web?.description).toBe('sites and proxies')
  })
})

describe('add IP range form', () => {
  it('checks addresses with the spec message, then adds the range and closes to the pool', async () => {
    const { location } = renderForm(
      '/system/networking/ip-pools/default/ranges-add',
      '/system/networking/ip-pools/:pool/ranges-add',
      '/system/networking/ip-pools/:pool',
      <IpRangeAddForm />,
    )
    type('First address', '192.0.2')
    fireEvent.blur(field('First address'))
    expect(await screen.findByText('Not a valid IP address')).toBeTruthy()
    type('First address', '192.0.2.100')
    type('Last address', '192.0.2.120')
    fireEvent.click(screen.getByRole('button', { name: 'Add range' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/system/networking/ip-pools/default'))
  })
})
