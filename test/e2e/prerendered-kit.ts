/**
 * What the suites over prerendered pages share: tag every node of every Aisle tag's declarative shadow root
 * before the page's scripts run, wait until a framework has taken over each prerendered wrapper, and find the tagged
 * nodes again. Tags are discovered on the page: nothing here names one.
 */
import type { Page } from 'playwright'
import { expect } from 'vitest'

/**
 * Runs before the page's scripts: when parsing ends (readyState 'interactive', before module scripts run) it keeps every
 * node of every Aisle tag's shadow root (only a declarative root exists then), the root's text, and whether the tag was
 * defined yet.
 */
export const TAG_PRERENDERED_NODES = `
  window.__prerendered = [];
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const host of document.querySelectorAll('*')) {
      if (!host.localName.startsWith('aisle-') || !host.shadowRoot) continue;
      const nodes = [];
      const walker = document.createTreeWalker(host.shadowRoot, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
      window.__prerendered.push({ host, nodes, text: host.shadowRoot.textContent, defined: !!customElements.get(host.localName) });
    }
  });
`

/** What core/elements/define.ts's warning says when React re-renders a prerendered root (and any hydration error). */
export const MISMATCH = /re-rendered its prerendered markup|hydrat/i

/** Collects the page's hydration mismatch warnings and errors from its console. */
export function mismatchWarnings(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && MISMATCH.test(m.text()) && warnings.push(m.text()))
  return warnings
}

interface Tagged {
  host: Element
  nodes: Node[]
  text: string
  defined: boolean
}

/** The prerendered tags whose wrapper no framework has taken over yet (React marks its container, Preact keeps its vnode on it). */
export const notHydrated = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    (window as unknown as { __prerendered: Tagged[] }).__prerendered.flatMap(({ host }) => {
      const wrapper = [...(host.shadowRoot?.children ?? [])].find((child) => child.hasAttribute('data-aisle-root'))
      const taken = wrapper && (Object.keys(wrapper).some((k) => k.startsWith('__reactContainer$')) || '__k' in wrapper)
      return taken ? [] : [host.localName]
    }),
  )

export interface Kept {
  /** The tags prerendered on the page, by name. */
  tags: string[]
  hosts: number
  nodes: number
  /** Tags already defined when tagged (the tagging came too late to prove anything). */
  definedEarly: number
  /** The tagged nodes no longer in their tag's shadow root. */
  lost: string[]
  /** Each prerendered root's text as parsed. */
  texts: string[]
}

export const keptNodes = (page: Page): Promise<Kept> =>
  page.evaluate(() => {
    const tagged = (window as unknown as { __prerendered: Tagged[] }).__prerendered
    const lost = tagged.flatMap(({ host, nodes }) =>
      nodes
        .filter((n) => !host.shadowRoot?.contains(n))
        .map((n) => `${host.localName}: ${n.nodeName} ${(n.textContent ?? '').slice(0, 30)}`),
    )
    return {
      tags: [...new Set(tagged.map((t) => t.host.localName))].sort(),
      hosts: tagged.length,
      nodes: tagged.reduce((a, t) => a + t.nodes.length, 0),
      definedEarly: tagged.filter((t) => t.defined).length,
      lost,
      texts: tagged.map((t) => t.text),
    }
  })

/** Waits until every prerendered wrapper is hydrated and the page has settled (the widgets' own reads rendered). */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => notHydrated(page), { timeout: 15_000 }).toEqual([])
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}
