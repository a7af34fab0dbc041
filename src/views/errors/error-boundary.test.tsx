// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { ErrorBoundary } from './error-boundary'
import { ERROR_MESSAGE } from './error-page'
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
