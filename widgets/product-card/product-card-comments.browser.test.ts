/** The customised item's comments: written in a labelled field, sent in the customisation data's line. */
import { expect } from '@open-wc/testing'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CUSTOMIZATION_COMMENT_MAX_LENGTH } from '../../core/rules/products/customization'
import { simSignIn } from '../../test/support/sim-fetch'
import { waitUntil } from '../../test/support/wait'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { BUY_TEXT } from './ProductCardBuy.view'
import { findProduct, isCustomisable, itemPosts, mountCard, part, type SimProduct, text } from './test-kit'
import './product-card.element'

async function customisable(): Promise<{ h: Harness; p: SimProduct }> {
  const h = setUpHarness()
  await simSignIn(h.sim, { userType: 'C', cartQty: 0 })
  startHarness(h)
  const p = findProduct(h, isCustomisable)
  return { h, p }
}

/** Picks the first option of every required group, as a shopper does. */
async function chooseRequired(el: HTMLElement, p: SimProduct) {
  for (const g of p.customizationOptions?.filter((x) => x.required) ?? []) {
    await userEvent.click(el.shadowRoot?.querySelector(`input[name="${p.id}-${g.groupId}"]`) as HTMLInputElement)
  }
  await waitUntil(() => part(el, 'add')?.getAttribute('aria-disabled') == null, 'still blocked')
}

describe('<aisle-product-card> customisation comments', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('sends the comments the shopper writes with the chosen options [PRD-054] [PRD-055] [API-032]', async () => {
    const { h, p } = await customisable()
    const el = await mountCard({ 'product-id': p.id })
    await waitUntil(() => part(el, 'comments'), 'no comments field', { timeout: 3000 })
    const field = part(el, 'comments')?.querySelector('textarea') as HTMLTextAreaElement
    // The field is named by its label, and says its limit.
    expect(field.labels?.[0]?.textContent).to.equal(BUY_TEXT.comments)
    expect(field.maxLength).to.equal(CUSTOMIZATION_COMMENT_MAX_LENGTH)
    await chooseRequired(el, p)
    await userEvent.type(field, 'Cut in half, please')
    await userEvent.click(part(el, 'add') as HTMLButtonElement)
    await waitUntil(() => text(el, 'status') === BUY_TEXT.added, 'not added', { timeout: 3000 })
    const item = (await itemPosts(h)).at(-1)?.body?.items?.[0]
    expect(item?.comments).to.equal('Cut in half, please')
    expect(item?.modifierOptionUPCs).to.have.length.greaterThan(0)
    await expect(el).to.be.accessible()
  })

  it('sends no comments field when the shopper writes none, and stops typing at the limit [PRD-054]', async () => {
    const { h, p } = await customisable()
    const el = await mountCard({ 'product-id': p.id })
    await waitUntil(() => part(el, 'comments'), 'no comments field', { timeout: 3000 })
    await chooseRequired(el, p)
    await userEvent.click(part(el, 'add') as HTMLButtonElement)
    await waitUntil(() => text(el, 'status') === BUY_TEXT.added, 'not added', { timeout: 3000 })
    expect((await itemPosts(h)).at(-1)?.body?.items?.[0]).not.to.have.property('comments')
    const field = part(el, 'comments')?.querySelector('textarea') as HTMLTextAreaElement
    await userEvent.fill(field, 'x'.repeat(CUSTOMIZATION_COMMENT_MAX_LENGTH + 20))
    await waitUntil(() => field.value.length > 0, 'nothing typed')
    expect(field.value.length).to.equal(CUSTOMIZATION_COMMENT_MAX_LENGTH)
  })

  it('shows no comments field on an item without customisations [PRD-054]', async () => {
    const { h } = await customisable()
    const plain = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P' && !x.isCustomizable && !x.soldByWeight)
    const el = await mountCard({ 'product-id': plain.id })
    expect(part(el, 'comments')).to.equal(null)
  })
})
