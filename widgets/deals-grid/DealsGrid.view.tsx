/**
 * The deals grid (001 §2, §9): pure view. A category banner, the sort and category selects, the cards
 * it is handed (already paged: only the revealed ones), a count line and 'Load More'.
 */
import { type ReactNode, useId } from 'react'
import { LOAD_MORE_LABEL } from '../../core/rules/coupons/grid'
import type { CategoryBanner } from '../../core/rules/coupons/page-params'

/** Team texts the seed does not give (docs/decisions/coupons.md "Deals grid"). */
export const DEALS_GRID_TEXT = {
  sortLabel: 'Sort by',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  count: (shown: number, total: number) => `Showing ${shown} of ${total} coupons`,
  empty: 'No coupons match this category.',
  loading: 'Loading coupons',
  newTab: '(opens in a new tab)',
} as const

export interface GridCard {
  key: string
  node: ReactNode
}

export interface DealsGridViewProps {
  state: 'loading' | 'ready' | 'error'
  message?: string | undefined
  banner?: CategoryBanner | undefined
  /** The welcome panel of a campaign link, above everything else. */
  welcome?: ReactNode
  sort: string
  sortOptions: readonly { value: string; label: string }[]
  category: string
  categories: readonly string[]
  /** Grid units (of 12) each card spans. */
  span: number
  cards: readonly GridCard[]
  shown: number
  total: number
  showLoadMore: boolean
  onSort?: (key: string) => void
  onCategory?: (category: string) => void
  onLoadMore?: () => void
}

export function DealsGridView(props: DealsGridViewProps) {
  const { state, banner, sort, sortOptions, category, categories, span, cards } = props
  const sortId = useId()
  const categoryId = useId()
  return (
    <section part="root" className="deals-grid" data-state={state} aria-busy={state === 'loading' || undefined}>
      {props.welcome ?? null}
      {banner ? <Banner banner={banner} /> : null}
      <div part="toolbar" className="toolbar">
        <label className="field" htmlFor={sortId}>
          <span>{DEALS_GRID_TEXT.sortLabel}</span>
          <select part="sort" id={sortId} value={sort} onChange={(e) => props.onSort?.(e.currentTarget.value)}>
            {sortOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={categoryId}>
          <span>{DEALS_GRID_TEXT.categoryLabel}</span>
          <select part="category" id={categoryId} value={category} onChange={(e) => props.onCategory?.(e.currentTarget.value)}>
            <option value="">{DEALS_GRID_TEXT.allCategories}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      {state === 'error' ? (
        <p part="message" className="message" role="alert">
          {props.message}
        </p>
      ) : null}
      {state === 'loading' ? (
        <p part="message" className="message">
          {DEALS_GRID_TEXT.loading}
        </p>
      ) : null}
      {state === 'ready' && cards.length === 0 ? (
        <p part="message" className="message">
          {DEALS_GRID_TEXT.empty}
        </p>
      ) : null}
      <ul part="grid" className="grid" data-span={span}>
        {cards.map((c, i) => (
          <li key={c.key} className="cell" data-index={i} tabIndex={-1}>
            {c.node}
          </li>
        ))}
      </ul>
      {state === 'ready' ? (
        <p part="count" className="count" role="status">
          {props.total > 0 ? DEALS_GRID_TEXT.count(props.shown, props.total) : ''}
        </p>
      ) : null}
      {props.showLoadMore ? (
        <button type="button" part="load-more" className="load-more" onClick={() => props.onLoadMore?.()}>
          {LOAD_MORE_LABEL}
        </button>
      ) : null}
    </section>
  )
}

function Banner({ banner }: { banner: CategoryBanner }) {
  const image = <img part="banner-image" className="banner-image" src={banner.image} alt={banner.alt} />
  if (!banner.link)
    return (
      <div part="banner" className="banner">
        {image}
      </div>
    )
  return (
    <div part="banner" className="banner">
      <a part="banner-link" href={banner.link} {...(banner.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {image}
        {banner.newTab ? <span className="visually-hidden"> {DEALS_GRID_TEXT.newTab}</span> : null}
      </a>
    </div>
  )
}
