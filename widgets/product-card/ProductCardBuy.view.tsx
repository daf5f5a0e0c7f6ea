/**
 * The buying half of a product card: quantity or weight stepper, customisations, subscribe and save, the
 * Add button and its live status line (CRT-041). Pure view.
 */
import { type CardModel, type ModifierGroup, PRODUCT_CARD_TEXT } from '../../core/rules/products/card'
import { SIGN_IN_TO_ADD_TEXT } from '../../core/rules/cart/cart'
import { CUSTOMIZATION_COMMENT_MAX_LENGTH } from '../../core/rules/products/customization'
import { CART_WORKING_TEXT } from '../../core/rules/press'

export const BUY_TEXT = {
  add: 'Add to cart',
  addNamed: (name: string) => `Add to cart: ${name}`,
  signIn: SIGN_IN_TO_ADD_TEXT,
  signInNamed: (name: string) => `${SIGN_IN_TO_ADD_TEXT}: ${name}`,
  adding: CART_WORKING_TEXT,
  added: 'Added to cart',
  quantity: 'Quantity',
  weight: 'Weight (lb)',
  decrease: (what: string) => `Decrease ${what.toLowerCase()}`,
  increase: (what: string) => `Increase ${what.toLowerCase()}`,
  frequency: 'How often',
  required: 'required',
  choose: (group: string) => `Choose ${group} first.`,
  comments: 'Special instructions (optional)',
  commentsHint: (max: number) => `Up to ${max} characters.`,
} as const

export type { ModifierGroup }

export interface BuyState {
  qty: number
  /** Two-decimal weight string ('1.50'). */
  weight: string
  subscribe: boolean
  frequency: number
  /** Chosen option UPCs per modifier group id. */
  selections: Readonly<Record<string, readonly string[]>>
  /** The shopper's comments on a customised item (PRD-054). */
  comments: string
  busy: boolean
  /** The shopper already subscribes to this item, every so many weeks (from their subscriptions). */
  subscribedEvery?: number
  message?: string
  error?: boolean
  /** A guest without a guest cart: Add goes to sign-in, and the button says so (CRT-024). */
  signIn?: boolean
}

export interface BuyHandlers {
  step: (direction: 1 | -1) => void
  setQty: (value: string) => void
  setSubscribe: (on: boolean) => void
  setFrequency: (weeks: number) => void
  toggleOption: (group: ModifierGroup, upc: string, on: boolean) => void
  setComments: (text: string) => void
  add: () => void
}

export interface ProductCardBuyProps {
  model: CardModel
  buy: NonNullable<CardModel['buy']>
  groups: readonly ModifierGroup[]
  state: BuyState
  on: BuyHandlers
}

/** The first group whose minimum is not met, or undefined when the choice is complete. */
export function missingGroup(groups: readonly ModifierGroup[], selections: BuyState['selections']): ModifierGroup | undefined {
  return groups.find((g) => (selections[String(g.groupId)]?.length ?? 0) < Math.max(g.required ? 1 : 0, g.minSelect))
}

/** The customised item's comments: a labelled field with its length limit (PRD-054). */
function Comments({ state, on, id }: { state: BuyState; on: BuyHandlers; id: string }) {
  const fieldId = `aisle-pc-${id}-comments`
  return (
    <div part="comments" className="comments">
      <label htmlFor={fieldId}>{BUY_TEXT.comments}</label>
      <textarea
        id={fieldId}
        rows={2}
        maxLength={CUSTOMIZATION_COMMENT_MAX_LENGTH}
        aria-describedby={`${fieldId}-hint`}
        value={state.comments}
        onChange={(e) => on.setComments(e.currentTarget.value)}
      />
      <p id={`${fieldId}-hint`} className="comments-hint">
        {BUY_TEXT.commentsHint(CUSTOMIZATION_COMMENT_MAX_LENGTH)}
      </p>
    </div>
  )
}

function Options({ groups, state, on, id }: { groups: readonly ModifierGroup[]; state: BuyState; on: BuyHandlers; id: string }) {
  return (
    <>
      {groups.map((g) => {
        const key = String(g.groupId)
        const chosen = state.selections[key] ?? []
        const single = g.maxSelect <= 1
        return (
          <fieldset key={key} part="options" className="options">
            <legend>
              {g.name}
              {g.required ? ` (${BUY_TEXT.required})` : ''}
            </legend>
            {g.options.map((o) => {
              const upc = String(o.upc)
              const checked = chosen.includes(upc)
              return (
                <label key={upc} className="option">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`${id}-${key}`}
                    checked={checked}
                    disabled={!single && !checked && chosen.length >= g.maxSelect}
                    onChange={(e) => on.toggleOption(g, upc, e.currentTarget.checked)}
                  />
                  {o.name}
                </label>
              )
            })}
          </fieldset>
        )
      })}
    </>
  )
}

export function ProductCardBuy({ model, buy, groups, state, on }: ProductCardBuyProps) {
  const what = buy.kind === 'weight' ? BUY_TEXT.weight : BUY_TEXT.quantity
  const inputId = `aisle-pc-${model.id}-amount`
  const missing = missingGroup(groups, state.selections)
  // Busy does not block: every click is one more change for the page's cart queue, which coalesces them.
  // A product the shopper's reserved slot cannot take is refused, with the reason (PRD-046..048).
  const blocked = !!missing || !!model.slotConflict
  return (
    <div part="buy" className="buy">
      {groups.length > 0 ? <Options groups={groups} state={state} on={on} id={model.id} /> : null}
      {groups.length > 0 ? <Comments state={state} on={on} id={model.id} /> : null}
      <div className="stepper" part="stepper">
        <label htmlFor={inputId}>{what}</label>
        <button type="button" className="step" aria-label={BUY_TEXT.decrease(what)} onClick={() => on.step(-1)}>
          −
        </button>
        <input
          id={inputId}
          part="amount"
          className="amount"
          inputMode="decimal"
          value={buy.kind === 'weight' ? state.weight : String(state.qty)}
          onChange={(e) => on.setQty(e.currentTarget.value)}
        />
        <button type="button" className="step" aria-label={BUY_TEXT.increase(what)} onClick={() => on.step(1)}>
          +
        </button>
      </div>
      {model.subscribe ? (
        <div part="subscribe" className="subscribe">
          <label className="option">
            <input type="checkbox" checked={state.subscribe} onChange={(e) => on.setSubscribe(e.currentTarget.checked)} />
            {PRODUCT_CARD_TEXT.subscribe.replace('{offer}', model.subscribe.offer)}
          </label>
          {state.subscribe ? (
            <label className="frequency">
              {BUY_TEXT.frequency}
              <select value={state.frequency} onChange={(e) => on.setFrequency(Number(e.currentTarget.value))}>
                {model.subscribe.frequencies.map((weeks) => (
                  <option key={weeks} value={weeks}>
                    {PRODUCT_CARD_TEXT.every(weeks)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {state.subscribedEvery ? (
            <p part="subscribed" className="hint">
              {PRODUCT_CARD_TEXT.subscribed(state.subscribedEvery)}
            </p>
          ) : null}
          {state.subscribe ? (
            <ul part="sns-notes" className="sns-notes">
              {model.subscribe.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        part="add"
        className="add"
        aria-label={(state.signIn ? BUY_TEXT.signInNamed : BUY_TEXT.addNamed)(model.name)}
        aria-disabled={blocked || undefined}
        aria-busy={state.busy || undefined}
        onClick={() => {
          if (!blocked) on.add()
        }}
      >
        {state.signIn ? BUY_TEXT.signIn : BUY_TEXT.add}
      </button>
      {missing ? <p className="hint">{BUY_TEXT.choose(missing.name)}</p> : null}
      {model.slotConflict ? (
        <p part="slot-conflict" className="hint">
          {model.slotConflict}
        </p>
      ) : null}
      <p part="status" className={state.error ? 'status error' : 'status'} role="status" aria-live="polite">
        {state.message ?? (state.busy ? BUY_TEXT.adding : '')}
      </p>
    </div>
  )
}
