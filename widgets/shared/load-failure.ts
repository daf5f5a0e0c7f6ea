/**
 * What a shopper sees when a page-level modal's code could not be downloaded (the passcode sign-in, the
 * progressive profile, the session timeout): the generic error modal's texts (MDL-013) in a plain
 * native modal <dialog>, built with DOM calls and styled by the browser, so it needs no further download and
 * no inline style (strict CSP). One at a time; 'OK' or Esc closes and removes it. The console says what failed.
 */
import { ERROR_MODAL_TEXT } from '../../core/rules/modal'

export const LOAD_FAILURE_ATTRIBUTE = 'data-aisle-load-failure'

export function showLoadFailure(doc: Document, what: string, error: unknown): void {
  console.error(`Aisle: could not load ${what}. The rest of the page still works; reload to try again.`, error)
  if (!doc.body || doc.querySelector(`dialog[${LOAD_FAILURE_ATTRIBUTE}]`)) return
  const dialog = doc.createElement('dialog')
  dialog.setAttribute(LOAD_FAILURE_ATTRIBUTE, '')
  const title = doc.createElement('h2')
  title.id = 'aisle-load-failure-title'
  title.textContent = ERROR_MODAL_TEXT.title
  const message = doc.createElement('p')
  message.id = 'aisle-load-failure-message'
  message.textContent = ERROR_MODAL_TEXT.message
  const ok = doc.createElement('button')
  ok.type = 'button'
  ok.textContent = ERROR_MODAL_TEXT.ok
  ok.addEventListener('click', () => dialog.close())
  dialog.setAttribute('aria-labelledby', title.id)
  dialog.setAttribute('aria-describedby', message.id)
  dialog.append(title, message, ok)
  dialog.addEventListener('close', () => dialog.remove())
  doc.body.append(dialog)
  if (typeof dialog.showModal === 'function') dialog.showModal()
  else dialog.setAttribute('open', '')
}
