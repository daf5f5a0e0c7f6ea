import { describe, expect, it } from 'vitest'
import { demoPages, sampleElement, tagsIn, widgetPage, widgetTags } from './pages'

describe('bench pages', () => {
  it('finds the demo pages at run time, the partner page on the partner host', () => {
    const pages = demoPages('freshway')
    expect(pages.find((p) => p.name === 'index')).toMatchObject({ host: 'freshway', path: '/' })
    expect(pages.find((p) => p.name === 'partner')).toMatchObject({ host: 'partner', path: '/' })
  })

  it('every registered tag is benched', () => {
    expect(widgetTags()).toContain('aisle-mini-cart')
    expect(widgetTags().every((t) => t.startsWith('aisle-'))).toBe(true)
  })

  it('reads the aisle-* tags a page uses, in order, once each', () => {
    expect(tagsIn('<aisle-a x="1"></aisle-a><p><aisle-b></aisle-b><aisle-a/>')).toEqual(['aisle-a', 'aisle-b'])
  })

  it("takes a widget's first use, with its attributes, for its one-widget page", () => {
    const pages = ['<p>none</p>', '<aisle-add-to-cart item-id="970000001" product-name="Eggs"></aisle-add-to-cart>']
    expect(sampleElement('aisle-add-to-cart', pages)).toBe(
      '<aisle-add-to-cart item-id="970000001" product-name="Eggs"></aisle-add-to-cart>',
    )
    expect(sampleElement('aisle-add', pages)).toBe('<aisle-add></aisle-add>')
  })

  it('one-widget pages load the loader as the demo pages do, with no inline script or style (strict CSP)', () => {
    const html = widgetPage('Bench: mini cart', ['<aisle-mini-cart></aisle-mini-cart>'])
    expect(html).toContain('<script type="module" src="/aisle/aisle.js"></script>')
    expect(html).toContain('<aisle-mini-cart></aisle-mini-cart>')
    expect(html).not.toMatch(/<style|style=|<script>/)
  })
})
