import { describe, expect, it } from 'vitest'
import { loadingStateTagsIn, marksLeft, prerenderedTagsIn } from './prerendered'

describe('bench: prerendered pages', () => {
  it('finds the tags a page carries as declarative shadow DOM, once each, and no tag left client-rendered', () => {
    const html =
      '<aisle-banner-brand><template shadowrootmode="open"><div data-aisle-root></div></template></aisle-banner-brand>' +
      '<aisle-product-card product-id="1"><template shadowrootmode="open"></template></aisle-product-card>' +
      '<aisle-product-card product-id="2"><template shadowrootmode="open"></template></aisle-product-card><aisle-mini-cart></aisle-mini-cart>'
    expect(prerenderedTagsIn(html)).toEqual(['aisle-banner-brand', 'aisle-product-card'])
    expect(prerenderedTagsIn('<aisle-mini-cart></aisle-mini-cart><template shadowrootmode="open"></template>')).toEqual([])
  })

  it('awaits only the ready marks of the tags it did not prerender', () => {
    const marks = ['aisle:banner-brand:ready', 'aisle:mini-cart:ready', 'aisle:product-card:ready']
    expect(marksLeft(marks, ['aisle-banner-brand', 'aisle-product-card'])).toEqual(['aisle:mini-cart:ready'])
    expect(marksLeft(marks, [])).toEqual(marks)
  })

  it('finds the tags prerendered as their loading state, whose ready marks the prerendered column still awaits', () => {
    const html =
      '<aisle-banner-brand><template shadowrootmode="open"><div data-aisle-root><div part="root">Freshway</div></div></template></aisle-banner-brand>' +
      '<aisle-mini-cart><template shadowrootmode="open"><div data-aisle-root><div part="root" data-state="loading"><a aria-busy="true">…</a></div></div></template></aisle-mini-cart>' +
      '<aisle-product-carousel><template shadowrootmode="open"><div part="root" data-state="ready"></div></template></aisle-product-carousel>'
    expect(loadingStateTagsIn(html)).toEqual(['aisle-mini-cart'])
    const tags = prerenderedTagsIn(html)
    expect(
      marksLeft(
        ['aisle:banner-brand:ready', 'aisle:mini-cart:ready', 'aisle:product-carousel:ready'],
        tags.filter((t) => !loadingStateTagsIn(html).includes(t)),
      ),
    ).toEqual(['aisle:mini-cart:ready'])
  })
})
