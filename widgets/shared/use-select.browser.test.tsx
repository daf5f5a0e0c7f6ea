import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { atom } from 'nanostores'
import { act } from '../../test/support/act'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, it } from 'vitest'
import { useSelect, useSelect2 } from './use-select'

// act() flushes renders and effects synchronously; React asks the environment to say it supports it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let host: HTMLElement | undefined

function mount(node: React.ReactNode) {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() => root?.render(node))
}

describe('useSelect: one card re-renders for its own change only', () => {
  afterEach(() => {
    act(() => root?.unmount())
    host?.remove()
  })

  it('a change of one id in a page-wide atom re-renders that id’s component alone, and shows the new value [CPN-071]', async () => {
    const $busy = atom<Record<string, boolean>>({})
    const renders: Record<string, number> = { a: 0, b: 0 }
    function Card({ id }: { id: string }) {
      const busy = useSelect($busy, (b) => b[id] === true)
      renders[id] = (renders[id] ?? 0) + 1
      return <p data-id={id}>{busy ? 'busy' : 'idle'}</p>
    }
    mount(
      <>
        <Card id="a" />
        <Card id="b" />
      </>,
    )
    const text = (id: string) => host?.querySelector(`[data-id="${id}"]`)?.textContent
    expect([text('a'), text('b')]).to.deep.equal(['idle', 'idle'])
    act(() => $busy.set({ a: true }))
    await waitUntil(() => text('a') === 'busy')
    expect(text('b')).to.equal('idle')
    expect(renders).to.deep.equal({ a: 2, b: 1 })
    act(() => $busy.set({ a: true, c: true }))
    expect(renders).to.deep.equal({ a: 2, b: 1 })
  })

  it('useSelect2 follows either atom, and a component that unmounted no longer listens [CPN-071]', async () => {
    const $cache = atom<Record<string, string> | null>(null)
    const $p13n = atom<Record<string, string> | null>({ x: 'from p13n' })
    function Offer({ id }: { id: string }) {
      const value = useSelect2($cache, $p13n, (c, p) => c?.[id] ?? p?.[id] ?? 'none')
      return <p>{value}</p>
    }
    mount(<Offer id="x" />)
    expect(host?.textContent).to.equal('from p13n')
    act(() => $cache.set({ x: 'from gallery' }))
    await waitUntil(() => host?.textContent === 'from gallery')
    act(() => $cache.set(null))
    await waitUntil(() => host?.textContent === 'from p13n')
    expect($cache.lc).to.equal(1)
    act(() => root?.unmount())
    root = undefined
    expect([$cache.lc, $p13n.lc]).to.deep.equal([0, 0])
  })
})
