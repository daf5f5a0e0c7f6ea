import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { PROFILE_FIELD_FOCUS_DELAY_MS } from '../../core/rules/coupons/clip-flow'
import type { ModalCloseReason } from '../../core/rules/modal'
import { type ContactAsk, type ContactValue, CONTACT_MESSAGES, PROGRESSIVE_PROFILE_TEXT as T } from '../../core/rules/coupons/modal-prompts'
import { DEFAULT_DEBOUNCE_MS } from '../../core/rules/pages'
import { ProgressiveProfileView, type SaveState } from './ProgressiveProfile.view'
import { mountInShadow, type ShadowMount } from '../ui/shadow-host'
import { cleanUp, dialogOf, opened, part, textOf, typeInto } from '../ui/test-kit'

let mounted: ShadowMount | undefined
const saves: ContactValue[] = []
const closes: ModalCloseReason[] = []

function show(ask: ContactAsk = 'either', save: SaveState = 'idle') {
  saves.length = 0
  closes.length = 0
  const view = (s: SaveState) => (
    <ProgressiveProfileView open ask={ask} save={s} onSave={(c) => saves.push(c)} onClose={(r) => closes.push(r)} />
  )
  const m = mountInShadow(view(save))
  mounted = m
  return { m, rerender: (s: SaveState) => m.root.render(view(s)) }
}
const field = (m: ShadowMount) => part(m, 'profile-field') as HTMLInputElement
const labelText = (m: ShadowMount) => m.shadow.querySelector(`label[for="${field(m).id}"]`)?.textContent

/** Waits a frame; React renders and runs effects without the (faked) setTimeout. */
const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)))

describe('ProgressiveProfileView', () => {
  afterEach(async () => {
    vi.useRealTimers()
    await cleanUp(mounted)
    mounted = undefined
  })

  it('asks for a mobile number or an e-mail when both are missing, and is accessible [MDL-012] [CPN-078]', async () => {
    const { m } = show('either')
    await opened(m)
    expect(textOf(m, 'modal-title')).to.equal(T.title)
    expect(textOf(m, 'modal-description')).to.equal(T.description.either)
    expect(labelText(m)).to.equal('Mobile number or email')
    expect(textOf(m, 'profile-save')).to.equal('Save')
    expect(textOf(m, 'profile-not-now')).to.equal('Not now')
    await expect(m.host).to.be.accessible()
  })

  it('asks only for the missing one: a mobile number, or an e-mail [MDL-012] [CPN-074]', async () => {
    const { m } = show('phone')
    await opened(m)
    expect(labelText(m)).to.equal('Mobile number')
    expect(field(m).type).to.equal('tel')
    await cleanUp(m)
    const { m: m2 } = show('email')
    mounted = m2
    await opened(m2)
    expect(labelText(m2)).to.equal('Email')
    expect(field(m2).type).to.equal('email')
  })

  it('focuses the field 500 ms after the modal opens, not before [CPN-079]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { m } = show('either')
    while (dialogOf(m)?.dataset.state !== 'open') await frame()
    await frame()
    expect(m.shadow.activeElement).to.equal(dialogOf(m))
    vi.advanceTimersByTime(PROFILE_FIELD_FOCUS_DELAY_MS - 1)
    expect(m.shadow.activeElement).to.equal(dialogOf(m))
    vi.advanceTimersByTime(1)
    expect(m.shadow.activeElement).to.equal(field(m))
  })

  it('shows a validation message on the field and saves nothing for empty or bad input [CPN-078]', async () => {
    const { m } = show('either')
    await opened(m)
    await userEvent.click(part(m, 'profile-save') as HTMLElement)
    expect(textOf(m, 'profile-error')).to.equal('Enter a mobile number or an email.')
    expect(field(m).getAttribute('aria-invalid')).to.equal('true')
    expect(field(m).getAttribute('aria-describedby')).to.contain((part(m, 'profile-error') as HTMLElement).id)
    typeInto(field(m), 'jane@example')
    await userEvent.click(part(m, 'profile-save') as HTMLElement)
    expect(textOf(m, 'profile-error')).to.equal('Enter a 10-digit mobile number or an email like name@example.com.')
    expect(m.shadow.activeElement).to.equal(field(m))
    expect(saves).to.deep.equal([])
    await expect(m.host).to.be.accessible()
  })

  it('checks what the shopper types once they pause for 600 ms, not at each keystroke [SHL-045] [CST-041]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { m } = show('either')
    while (dialogOf(m)?.dataset.state !== 'open') await frame()
    const pause = async (ms: number) => {
      await frame()
      vi.advanceTimersByTime(ms)
      await frame()
    }
    typeInto(field(m), 'jane@')
    await pause(DEFAULT_DEBOUNCE_MS - 1)
    expect(part(m, 'profile-error')).to.equal(null)
    // Another keystroke starts the wait again.
    typeInto(field(m), 'jane@exa')
    await pause(DEFAULT_DEBOUNCE_MS - 1)
    expect(part(m, 'profile-error')).to.equal(null)
    await pause(1)
    expect(textOf(m, 'profile-error')).to.equal(CONTACT_MESSAGES.invalid.either)
    expect(field(m).getAttribute('aria-invalid')).to.equal('true')
    typeInto(field(m), 'jane@example.com')
    await pause(DEFAULT_DEBOUNCE_MS - 1)
    expect(textOf(m, 'profile-error')).to.equal(CONTACT_MESSAGES.invalid.either)
    await pause(1)
    expect(part(m, 'profile-error')).to.equal(null)
    expect(saves).to.deep.equal([])
  })

  it('saves a valid mobile number as ten digits, and an e-mail as typed [CPN-078]', async () => {
    const { m } = show('either')
    await opened(m)
    typeInto(field(m), '(555) 123-4567')
    await userEvent.click(part(m, 'profile-save') as HTMLElement)
    typeInto(field(m), 'jane@example.com')
    await userEvent.keyboard('{Enter}')
    expect(saves).to.deep.equal([
      { kind: 'phone', phone: '5551234567' },
      { kind: 'email', email: 'jane@example.com' },
    ])
    expect(part(m, 'profile-error')).to.equal(null)
  })

  it('disables Save while saving, says when saving failed, and thanks the shopper once saved [MDL-012]', async () => {
    const { m, rerender } = show('either', 'saving')
    await opened(m)
    expect((part(m, 'profile-save') as HTMLButtonElement).disabled).to.equal(true)
    rerender('failed')
    await waitUntil(() => part(m, 'profile-save-error'), 'no save error shown')
    expect(textOf(m, 'profile-save-error')).to.equal(T.saveFailed)
    expect(part(m, 'profile-save-error')?.getAttribute('role')).to.equal('alert')
    rerender('saved')
    await waitUntil(() => part(m, 'profile-done'), 'no thank-you shown')
    expect(textOf(m, 'modal-description')).to.equal(T.saved)
    expect(m.shadow.activeElement).to.equal(part(m, 'profile-done'))
    await expect(m.host).to.be.accessible()
    await userEvent.click(part(m, 'profile-done') as HTMLElement)
    expect(closes).to.deep.equal(['action'])
  })

  it("'Not now' and Esc dismiss it [MDL-012] [MDL-001]", async () => {
    const { m } = show('either')
    await opened(m)
    await userEvent.click(part(m, 'profile-not-now') as HTMLElement)
    await userEvent.keyboard('{Escape}')
    expect(closes).to.deep.equal(['action', 'escape'])
  })
})
