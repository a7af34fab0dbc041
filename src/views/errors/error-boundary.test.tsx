// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { ErrorBoundary } from './error-boundary'
import { ERROR_MESSAGE } from './error-page'
import { forbiddenAdvice } from './forbidden'
import { NOT_FOUND_MESSAGE } from './not-found'

afterEach(cleanup)

function Throws({ error }: { error: unknown }): never {
  throw error
}

// React reports caught errors on the console; keep test output about the test.
vi.spyOn(console, 'error').mockImplementation(() => {})

describe('ErrorBoundary', () => {
  it('a 404 ApiError renders the 404 page', () => {
    render(
      <ErrorBoundary resetKey="/a">
        <Throws error={new ApiError('Not found: project', { statusCode: 404 })} />
      </ErrorBoundary>,
    )
    expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeTruthy()
  })

  it('any other failure renders the error page with the message', async () => {
    render(
      <ErrorBoundary resetKey="/a">
        <Throws error={new ApiError('Internal Server Error', { statusCode: 500 })} />
      </ErrorBoundary>,
    )
    // The message shows at once, while the error page's code loads; then the detail.
    expect(screen.getByText(ERROR_MESSAGE)).toBeTruthy()
    expect(await screen.findByText(/Internal Server Error/)).toBeTruthy()
  })

  it('a new location clears the error', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Throws error={new Error('boom')} />
      </ErrorBoundary>,
    )
    expect(screen.getByText(ERROR_MESSAGE)).toBeTruthy()
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>fine</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('fine')).toBeTruthy()
  })

  it('Try again renders the page afresh', async () => {
    let fail = true
    function Flaky() {
      if (fail) throw new ApiError('Service Unavailable', { statusCode: 503 })
      return <p>recovered</p>
    }
    render(
      <ErrorBoundary resetKey="/a">
        <Flaky />
      </ErrorBoundary>,
    )
    expect(await screen.findByText(/Service Unavailable/)).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('recovered')).toBeTruthy()
  })
})

describe('a 403', () => {
  it('names the role the page needs and where to go instead, never to try again', () => {
    // The no-groups check's calls stay unanswered: this test is about the words.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}))
    render(
      <ErrorBoundary resetKey="/system/audit-log">
        <Throws error={new ApiError('Action not authorized', { statusCode: 403 })} />
      </ErrorBoundary>,
    )
    const page = screen.getByRole('region', { name: 'not allowed' })
    expect(page.textContent).toContain('this page needs the fleet viewer role')
    expect(page.textContent).not.toMatch(/try again/i)
    expect(screen.getByRole('link', { name: 'your projects' }).getAttribute('href')).toBe(
      '/projects',
    )
  })
})

describe('forbiddenAdvice', () => {
  it('names the role by the page', () => {
    expect(forbiddenAdvice('/system/silos').needs).toBe('the fleet viewer role')
    expect(forbiddenAdvice('/projects/my%20p/disks').needs).toBe(
      'a role on project my p (viewer at least)',
    )
    expect(forbiddenAdvice('/projects').goTo.href).toBe('/settings/profile')
    expect(forbiddenAdvice('/access').needs).toBe('the silo viewer role')
  })
})
