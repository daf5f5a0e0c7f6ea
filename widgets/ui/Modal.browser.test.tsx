import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { useState } from 'react'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { MODAL_BACKDROP_ANIMATION_MS, MODAL_DIALOG_ANIMATION_MS, type ModalCloseReason } from '../../core/rules/modal'
import { type CloseInterceptor, Modal, MODAL_TEXT } from './Modal'
import { historySettled, openModalEntries } from './modal-history'
import { mountInShadow, type ShadowMount } from './shadow-host'

interface DemoProps {
  isStatic?: boolean
  interceptClose?: CloseInterceptor
  onClosed?: (reason: ModalCloseReason) => void
}

/** A trigger button and the modal it opens, as a host widget would render them. */
function Demo({ isStatic, interceptClose, onClosed }: DemoProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" id="trigger" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        static={isStatic}
        interceptClose={interceptClose}
        title="Demo title"
        description="Demo text"
        onClose={(reason) => {
          onClosed?.(reason)
          setOpen(false)
        }}
        actions={
          <button type="button" id="ok" className="aisle-modal__button" onClick={() => setOpen(false)}>
            OK
          </button>
        }
      >
        <input id="field" aria-label="Field" />
      </Modal>
    </>
  )
}

let mounted: ShadowMount | undefined
const dialogOf = (m: ShadowMount) => m.shadow.querySelector('dialog') as HTMLDialogElement
const byId = (m: ShadowMount, id: string) => m.shadow.getElementById(id) as HTMLElement
/** The element with focus, seen through the shadow root. */
const focused = (m: ShadowMount) => m.shadow.activeElement

async function openDemo(props: DemoProps = {}): Promise<ShadowMount> {
  const m = mountInShadow(<Demo {...props} />)
  mounted = m
  await waitUntil(() => byId(m, 'trigger'), 'demo did not render')
  byId(m, 'trigger').focus()
  await userEvent.click(byId(m, 'trigger'))
  await waitUntil(() => dialogOf(m).open && dialogOf(m).dataset.state === 'open', 'modal did not open', { timeout: 4000 })
  await settled(m)
  return m
}

/** Waits for the opening animation, so colour checks see the final colours. */
const settled = (m: ShadowMount) =>
  Promise.all(
    dialogOf(m)
      .getAnimations({ subtree: true })
      .map((a) => a.finished),
  )

const closed = (m: ShadowMount) =>
  waitUntil(() => !dialogOf(m).open && dialogOf(m).dataset.state === 'closed', 'modal did not close', { timeout: 4000 })

/** A mouse press and release at viewport points, dispatched on the dialog element as a backdrop click targets it. */
function clickAt(
  dialog: HTMLDialogElement,
  press: { x: number; y: number },
  release: { x: number; y: number },
  pressTarget: Element = dialog,
) {
  pressTarget.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, clientX: press.x, clientY: press.y }))
  dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: release.x, clientY: release.y }))
}
const outsidePoint = (d: HTMLDialogElement) => ({ x: d.getBoundingClientRect().left - 5, y: d.getBoundingClientRect().top - 5 })
const insidePoint = (d: HTMLDialogElement) => ({ x: d.getBoundingClientRect().left + 5, y: d.getBoundingClientRect().top + 5 })

describe('Modal', () => {
  afterEach(async () => {
    mounted?.unmount()
    mounted = undefined
    // Let any history step of a closing modal settle before the next test.
    await waitUntil(() => openModalEntries().length === 0 && historySettled(), 'a modal history entry stayed open')
    vi.restoreAllMocks()
  })

  it('opens as a modal dialog named by its title and described by its text, and is accessible [MDL-001]', async () => {
    const m = await openDemo()
    const dialog = dialogOf(m)
    expect(dialog.matches(':modal')).to.equal(true)
    expect(m.shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal('Demo title')
    expect(m.shadow.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).to.equal('Demo text')
    expect(m.shadow.querySelector('[part="modal-close"]')?.getAttribute('aria-label')).to.equal(MODAL_TEXT.close)
    await expect(m.host).to.be.accessible()
  })

  it('closes on Esc after the 300 ms dialog animation and returns focus to the trigger [MDL-001] [MDL-010]', async () => {
    const reasons: ModalCloseReason[] = []
    const m = await openDemo({ onClosed: (r) => reasons.push(r) })
    const timers = vi.spyOn(window, 'setTimeout')
    expect(focused(m)?.id).to.equal('field')
    await userEvent.keyboard('{Escape}')
    await closed(m)
    expect(reasons).to.deep.equal(['escape'])
    expect(timers.mock.calls.some(([, delay]) => delay === MODAL_DIALOG_ANIMATION_MS)).to.equal(true)
    await waitUntil(() => focused(m)?.id === 'trigger', 'focus did not return to the trigger')
  })

  it('keeps Tab and Shift+Tab inside the open modal [MDL-001]', async () => {
    const m = await openDemo()
    const seen = new Set<string>()
    for (let i = 0; i < 6; i++) {
      await userEvent.tab()
      const el = focused(m)
      expect(el && dialogOf(m).contains(el), `Tab ${i + 1} left the modal`).to.equal(true)
      seen.add((el as HTMLElement).id || (el as HTMLElement).getAttribute('part') || '')
    }
    for (let i = 0; i < 3; i++) {
      await userEvent.tab({ shift: true })
      const el = focused(m)
      expect(el && dialogOf(m).contains(el), `Shift+Tab ${i + 1} left the modal`).to.equal(true)
    }
    expect([...seen].sort()).to.deep.equal(['field', 'modal-close', 'ok'])
  })

  it('closes on a backdrop click and returns focus to the trigger [MDL-002]', async () => {
    const reasons: ModalCloseReason[] = []
    const m = await openDemo({ onClosed: (r) => reasons.push(r) })
    const d = dialogOf(m)
    clickAt(d, outsidePoint(d), outsidePoint(d))
    await closed(m)
    expect(reasons).to.deep.equal(['backdrop'])
    await waitUntil(() => focused(m)?.id === 'trigger', 'focus did not return to the trigger')
  })

  it('a static modal stays open on a backdrop click but still closes on Esc [MDL-002]', async () => {
    const m = await openDemo({ isStatic: true })
    const d = dialogOf(m)
    clickAt(d, outsidePoint(d), outsidePoint(d))
    await new Promise((r) => setTimeout(r, 0))
    expect(d.open).to.equal(true)
    expect(d.dataset.state).to.equal('open')
    await userEvent.keyboard('{Escape}')
    await closed(m)
  })

  it('a click whose press began inside the dialog does not close it; a click inside does not either [MDL-003]', async () => {
    const m = await openDemo()
    const d = dialogOf(m)
    clickAt(d, insidePoint(d), outsidePoint(d), byId(m, 'field'))
    clickAt(d, insidePoint(d), insidePoint(d))
    await new Promise((r) => setTimeout(r, 0))
    expect(d.open).to.equal(true)
    expect(d.dataset.state).to.equal('open')
  })

  it('closes on browser back, and a modal closed otherwise leaves no history entry behind [MDL-004]', async () => {
    const reasons: ModalCloseReason[] = []
    const m = await openDemo({ onClosed: (r) => reasons.push(r) })
    expect(openModalEntries()).to.have.length(1)
    expect((history.state as Record<string, unknown>).aisleModal).to.equal(openModalEntries()[0])
    history.back()
    await closed(m)
    expect(reasons).to.deep.equal(['back'])
    expect(openModalEntries()).to.deep.equal([])

    await userEvent.click(byId(m, 'trigger'))
    await waitUntil(() => dialogOf(m).open, 'modal did not reopen')
    const entry = openModalEntries()[0]
    expect((history.state as Record<string, unknown>).aisleModal).to.equal(entry)
    await userEvent.click(byId(m, 'ok'))
    await closed(m)
    await waitUntil(() => (history.state as Record<string, unknown> | null)?.aisleModal !== entry, 'the history entry was not stepped over')
  })

  it('a close interceptor answering false keeps it open on Esc, backdrop, close button and back [MDL-005]', async () => {
    const asked: ModalCloseReason[] = []
    let allow = false
    const m = await openDemo({ interceptClose: (r) => (asked.push(r), allow) })
    const d = dialogOf(m)
    await userEvent.keyboard('{Escape}')
    clickAt(d, outsidePoint(d), outsidePoint(d))
    await userEvent.click(m.shadow.querySelector('[part="modal-close"]') as HTMLElement)
    history.back()
    await waitUntil(() => asked.length === 4, 'the interceptor was not asked four times')
    expect(asked).to.deep.equal(['escape', 'backdrop', 'close-button', 'back'])
    expect(d.open).to.equal(true)
    // Back re-armed: the next back closes once the interceptor agrees.
    await waitUntil(() => openModalEntries().length === 1, 'back was not re-armed')
    allow = true
    history.back()
    await closed(m)
  })

  it('an interceptor that throws or resolves true lets the modal close [MDL-005]', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const m = await openDemo({
      interceptClose: () => {
        throw new Error('broken')
      },
    })
    await userEvent.keyboard('{Escape}')
    await closed(m)
    expect(error.mock.calls.length).to.equal(1)
    m.unmount()
    const m2 = await openDemo({ interceptClose: () => Promise.resolve(true) })
    await userEvent.keyboard('{Escape}')
    await closed(m2)
  })

  it('animates the backdrop for 150 ms and the dialog for 300 ms [MDL-009] [MDL-010] [CST-058]', async () => {
    const m = await openDemo()
    const d = dialogOf(m)
    const ms = (s: string) => Math.round(parseFloat(s) * (s.endsWith('ms') ? 1 : 1000))
    expect(ms(getComputedStyle(d).animationDuration)).to.equal(MODAL_DIALOG_ANIMATION_MS)
    expect(ms(getComputedStyle(d, '::backdrop').animationDuration)).to.equal(MODAL_BACKDROP_ANIMATION_MS)
  })

  it('closes at once, without animation, under prefers-reduced-motion', async () => {
    const real = window.matchMedia.bind(window)
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) =>
      q.includes('prefers-reduced-motion') ? ({ matches: true, media: q } as MediaQueryList) : real(q),
    )
    const m = await openDemo()
    const timers = vi.spyOn(window, 'setTimeout')
    await userEvent.keyboard('{Escape}')
    await waitUntil(() => !dialogOf(m).open, 'modal did not close')
    expect(dialogOf(m).dataset.state).to.equal('closed')
    expect(timers.mock.calls.some(([, delay]) => delay === MODAL_DIALOG_ANIMATION_MS)).to.equal(false)
  })
})
