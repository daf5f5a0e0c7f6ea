import { expect } from '@open-wc/testing'
import { afterEach, describe, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import type { ModalCloseReason } from '../../core/rules/modal'
import { BOX_TOP_LINK_PATH, BOX_TOP_TEXT } from '../../core/rules/coupons/modal-prompts'
import { BoxTopView } from './BoxTop.view'
import { mountInShadow, type ShadowMount } from '../ui/shadow-host'
import { cleanUp, opened, part, textOf } from '../ui/test-kit'

let mounted: ShadowMount | undefined

describe('BoxTopView', () => {
  afterEach(async () => {
    await cleanUp(mounted)
    mounted = undefined
  })

  it('asks the shopper to link a General Mills account, and is accessible [MDL-014] [CPN-127]', async () => {
    const m = (mounted = mountInShadow(<BoxTopView open onClose={() => {}} />))
    await opened(m)
    expect(textOf(m, 'modal-title')).to.equal(BOX_TOP_TEXT.title)
    expect(textOf(m, 'modal-description')).to.equal(BOX_TOP_TEXT.description)
    expect(textOf(m, 'box-top-link')).to.equal('Link account')
    expect(part(m, 'box-top-link')?.getAttribute('href')).to.equal(BOX_TOP_LINK_PATH)
    await expect(m.host).to.be.accessible()
  })

  it("links where the page says, and 'Not now', Esc and × dismiss it [MDL-014] [MDL-001]", async () => {
    const reasons: ModalCloseReason[] = []
    const m = (mounted = mountInShadow(<BoxTopView open linkHref="/partners/general-mills" onClose={(r) => reasons.push(r)} />))
    await opened(m)
    expect(part(m, 'box-top-link')?.getAttribute('href')).to.equal('/partners/general-mills')
    expect(m.shadow.activeElement).to.equal(part(m, 'box-top-not-now'))
    await userEvent.click(part(m, 'box-top-not-now') as HTMLElement)
    await userEvent.keyboard('{Escape}')
    await userEvent.click(part(m, 'modal-close') as HTMLElement)
    expect(reasons).to.deep.equal(['action', 'escape', 'close-button'])
  })
})
