import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, it } from 'vitest'
import { historySettled, openModalEntries } from '../ui/modal-history'
import * as stories from './modal.stories'

type StoryModule = Record<string, { render?: () => React.ReactNode }>
const entries = Object.entries(stories as unknown as StoryModule).filter(
  ([name, s]) => name !== 'default' && typeof s.render === 'function',
)

let cleanup: (() => void) | undefined

describe('modal stories', () => {
  afterEach(async () => {
    cleanup?.()
    cleanup = undefined
    await waitUntil(() => openModalEntries().length === 0 && historySettled(), 'a modal history entry stayed open')
  })

  for (const [name, story] of entries) {
    it(`${name} opens a named modal dialog and is accessible [MDL-001]`, async () => {
      const container = document.createElement('div')
      document.body.append(container)
      const root = createRoot(container)
      root.render(story.render?.())
      cleanup = () => {
        root.unmount()
        container.remove()
      }
      const host = () => container.querySelector('[data-aisle-shadow-host]')
      const dialog = () => host()?.shadowRoot?.querySelector('dialog') as HTMLDialogElement | null | undefined
      await waitUntil(() => dialog()?.dataset.state === 'open', `${name} did not open`, { timeout: 4000 })
      await Promise.all((dialog() as HTMLDialogElement).getAnimations({ subtree: true }).map((a) => a.finished))
      const d = dialog() as HTMLDialogElement
      expect(d.matches(':modal')).to.equal(true)
      expect(host()?.shadowRoot?.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent?.length ?? 0).to.be.greaterThan(0)
      await expect(host() as Element).to.be.accessible()
    })
  }
})
