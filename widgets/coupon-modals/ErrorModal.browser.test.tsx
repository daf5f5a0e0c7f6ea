import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { useState } from 'react'
import { afterEach, describe, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { COUPON_EXPIRED } from '../../core/rules/coupons/clip'
import { clipErrorModalContent } from '../../core/rules/coupons/clip-error'
import { ERROR_MODAL_TEXT, type ErrorModalContent, type ModalCloseReason } from '../../core/rules/modal'
import { ErrorModalView } from './ErrorModal.view'
import { historySettled, openModalEntries } from '../ui/modal-history'
import { mountInShadow, type ShadowMount } from '../ui/shadow-host'

function Demo({ content, reasons }: { content?: ErrorModalContent; reasons: ModalCloseReason[] }) {
  const [open, setOpen] = useState(true)
  return (
    <ErrorModalView
      open={open}
      content={content}
      onClose={(r) => {
        reasons.push(r)
        setOpen(false)
      }}
    />
  )
}

let mounted: ShadowMount | undefined
const q = (m: ShadowMount, sel: string) => m.shadow.querySelector(sel) as HTMLElement | null

async function show(content: ErrorModalContent | undefined, reasons: ModalCloseReason[] = []) {
  const m = mountInShadow(<Demo content={content} reasons={reasons} />)
  mounted = m
  await waitUntil(() => q(m, 'dialog')?.dataset.state === 'open', 'error modal did not open', { timeout: 4000 })
  await Promise.all((q(m, 'dialog') as HTMLDialogElement).getAnimations({ subtree: true }).map((a) => a.finished))
  return m
}

describe('ErrorModalView', () => {
  afterEach(async () => {
    mounted?.unmount()
    mounted = undefined
    await waitUntil(() => openModalEntries().length === 0 && historySettled(), 'a modal history entry stayed open')
  })

  it("shows the generic title, text and 'OK', focused, and is accessible [MDL-013]", async () => {
    const m = await show(undefined)
    expect(q(m, '[part="modal-title"]')?.textContent).to.equal(ERROR_MODAL_TEXT.title)
    expect(q(m, '[part="modal-description"]')?.textContent).to.equal(ERROR_MODAL_TEXT.message)
    expect(q(m, '[part="modal-ok"]')?.textContent).to.equal('OK')
    expect(m.shadow.activeElement).to.equal(q(m, '[part="modal-ok"]'))
    await expect(m.host).to.be.accessible()
  })

  it("a failed clip shows its texts and the server's code and message as text, never as HTML [MDL-013] [CPN-073] [ERR-027]", async () => {
    const content = clipErrorModalContent({
      kind: 'failed',
      message: 'Coupon Clip failed - items is not defined',
      code: 'E1',
      errorMessage: '<img src=x onerror=alert(1)>',
    })
    const m = await show(content)
    expect(q(m, '[part="modal-title"]')?.textContent).to.equal(ERROR_MODAL_TEXT.clipFailedTitle)
    expect(q(m, '[part="modal-detail"]')?.textContent).to.equal(
      `${ERROR_MODAL_TEXT.detailLabel} Coupon Clip failed - items is not defined E1 <img src=x onerror=alert(1)>`,
    )
    expect(m.shadow.querySelector('img')).to.equal(null)
    await expect(m.host).to.be.accessible()
  })

  it("an expired coupon is titled 'Coupon Expired' [MDL-013] [ERR-025]", async () => {
    const m = await show(clipErrorModalContent({ kind: 'expired', message: COUPON_EXPIRED, code: 'OFR-1', errorMessage: 'Offer ended' }))
    expect(q(m, '[part="modal-title"]')?.textContent).to.equal('Coupon Expired')
    expect(q(m, '[part="modal-detail"]')?.textContent).to.equal(`${ERROR_MODAL_TEXT.detailLabel} OFR-1 Offer ended`)
  })

  it("'OK' closes it with the reason 'action', and Esc with 'escape' [MDL-013] [MDL-001]", async () => {
    const reasons: ModalCloseReason[] = []
    const m = await show(undefined, reasons)
    await userEvent.click(q(m, '[part="modal-ok"]') as HTMLElement)
    await waitUntil(() => !(q(m, 'dialog') as HTMLDialogElement).open, 'did not close')
    expect(reasons).to.deep.equal(['action'])
    m.unmount()
    const reasons2: ModalCloseReason[] = []
    const m2 = await show(undefined, reasons2)
    await userEvent.keyboard('{Escape}')
    await waitUntil(() => !(q(m2, 'dialog') as HTMLDialogElement).open, 'did not close')
    expect(reasons2).to.deep.equal(['escape'])
  })
})
