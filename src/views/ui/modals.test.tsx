// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
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
