/** Helpers shared by the modal views' browser tests. */
import { waitUntil } from '../../test/support/wait'
import { historySettled, openModalEntries } from './modal-history'
import type { ShadowMount } from './shadow-host'

export const q = (m: ShadowMount, selector: string) => m.shadow.querySelector(selector) as HTMLElement | null
export const part = (m: ShadowMount, name: string) => q(m, `[part="${name}"]`)
export const textOf = (m: ShadowMount, name: string) => part(m, name)?.textContent ?? undefined
export const dialogOf = (m: ShadowMount) => q(m, 'dialog') as HTMLDialogElement

/** Waits until the modal is open and its opening animation is over (colour checks need the final colours). */
export async function opened(m: ShadowMount): Promise<void> {
  await waitUntil(() => dialogOf(m)?.dataset.state === 'open', 'modal did not open', { timeout: 4000 })
  await Promise.all(
    dialogOf(m)
      .getAnimations({ subtree: true })
      .map((a) => a.finished),
  )
}

export const closed = (m: ShadowMount) => waitUntil(() => dialogOf(m)?.dataset.state === 'closed', 'modal did not close', { timeout: 4000 })

/** Unmounts and waits for the modal history to settle before the next test. */
export async function cleanUp(m: ShadowMount | undefined): Promise<void> {
  m?.unmount()
  await waitUntil(() => openModalEntries().length === 0 && historySettled(), 'a modal history entry stayed open')
}

/** Sets an input's value the way typing does, so React's onChange sees it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}
