// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openConfirmAtom } from '@/state/confirm'
import { Provider, store } from '@/state/store'
import { ConfirmDialog } from './confirm-host'
import { Dialog } from './dialog'
import { SideModal } from './side-modal'

afterEach(cleanup)

describe('side modal and dialog', () => {
  it('is a labelled modal dialog that starts focus in its body', async () => {
    render(
      <SideModal title="Create project" onDismiss={() => {}}>
        <input aria-label="Name" />
      </SideModal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Create project' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.className).toContain('side-modal')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')))
  })

  it('holds focus the moment it is drawn, keeps it where a key moved it, gives it back', async () => {
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Stop
          </button>
          {open && (
            <Dialog title="Stop web-1?" width="narrow" onDismiss={() => setOpen(false)}>
              <button type="button">Cancel</button>
              <button type="button">Confirm</button>
            </Dialog>
          )}
        </>
      )
    }
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Stop' })
    opener.focus()
    act(() => opener.click())
    // No frame has passed: focus is already in the dialog, so a key pressed now lands there.
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    expect(document.activeElement).toBe(cancel)
    // A key moves focus at once (Tab to Confirm); no late initial focus takes it back.
    screen.getByRole('button', { name: 'Confirm' }).focus()
    await act(() => new Promise((done) => setTimeout(done, 50)))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('Esc closes only the innermost modal', () => {
    const outer = vi.fn()
    const inner = vi.fn()
    render(
      <SideModal title="Outer" onDismiss={outer}>
        <Dialog title="Inner" width="narrow" onDismiss={inner}>
          <button type="button">Inside</button>
        </Dialog>
      </SideModal>,
    )
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' })
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
  })

  it('dialogs come in the three widths', () => {
    for (const width of ['narrow', 'medium', 'free'] as const) {
      render(<Dialog title={width} width={width} onDismiss={() => {}} />)
      expect(screen.getByRole('dialog', { name: width }).className).toContain(`dialog-${width}`)
    }
  })
})

describe('global confirm dialog', () => {
  it('answers Cancel with false and Confirm with true', async () => {
    const answers: boolean[] = []
    const ask = () =>
      act(() =>
        store.set(openConfirmAtom, {
          title: 'Delete instance',
          message: 'Delete web-1?',
          actionLabel: 'Delete',
          danger: true,
          answer: (ok) => {
            answers.push(ok)
            store.set(openConfirmAtom, null)
          },
        }),
      )
    render(
      <Provider store={store}>
        <ConfirmDialog />
      </Provider>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    ask()
    // The dialog's code loads the first time something asks.
    expect(await screen.findByRole('dialog', { name: 'Delete instance' })).toBeTruthy()
    expect(screen.getByText('Delete web-1?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    ask()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(answers).toEqual([false, true])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
