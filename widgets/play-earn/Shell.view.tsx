/**
 * The games page shell (SHL-007..012, SHL-018, SHL-022): the title '<banner> for U', then either 'Back'
 * (detail pages) or the breadcrumb to the 'for U' home with the 'Play & Earn' label and the left
 * navigation, which is a dropdown at 990px or less. Pure view.
 */
import type { KeyboardEvent, ReactNode } from 'react'
import type { Navigation } from '../../core/rules/games/navigation'
import type { ShellLayout } from '../../core/rules/games/shell'

export const SHELL_TEXT = {
  breadcrumb: 'Breadcrumb',
  /** Name of the left navigation when its file gives no title. */
  navigation: 'for U navigation',
} as const

export type BackAction = { kind: 'link'; href: string } | { kind: 'previous-page'; onBack: () => void }

export interface LeftNavProps {
  navigation: Navigation | undefined
  dropdown: boolean
  open: boolean
  onToggle: () => void
  /** Keeps Tab inside the open dropdown (SHL-023). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

export function LeftNavView({ navigation, dropdown, open, onToggle, onKeyDown }: LeftNavProps) {
  if (!navigation || navigation.menuItems.length === 0) return null
  const name = navigation.title || SHELL_TEXT.navigation
  const listShown = !dropdown || open
  return (
    <nav part="left-nav" className="left-nav" aria-label={name} data-dropdown={dropdown ? 'true' : 'false'} onKeyDown={onKeyDown}>
      {dropdown ? (
        <button
          part="left-nav-toggle"
          type="button"
          className="left-nav-toggle"
          aria-expanded={open}
          aria-controls="aisle-left-nav-list"
          onClick={onToggle}
        >
          {name}
        </button>
      ) : navigation.title ? (
        <p part="left-nav-title" className="left-nav-title">
          {navigation.title}
        </p>
      ) : null}
      <ul id="aisle-left-nav-list" className="left-nav-list" hidden={!listShown}>
        {navigation.menuItems.map((item) => (
          <li key={`${item.label}|${item.url}`}>
            <a part="left-nav-link" href={item.url}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export interface ShellViewProps {
  layout: ShellLayout
  /** '<banner> for U' (SHL-007). */
  title: string
  back: BackAction
  leftNav: LeftNavProps
  /** The keyboard-focus outline mode (SHL-024, SHL-025). */
  focusOutline: boolean
  children: ReactNode
}

export function ShellView({ layout, title, back, leftNav, focusOutline, children }: ShellViewProps) {
  return (
    <div part="root" className="play-earn" data-layout={layout.kind} data-focus-outline={focusOutline ? 'on' : 'off'}>
      <header part="header" className="header">
        {layout.kind === 'back' ? (
          back.kind === 'link' ? (
            <a part="back" className="back" href={back.href}>
              {layout.backLabel}
            </a>
          ) : (
            <button part="back" type="button" className="back" onClick={back.onBack}>
              {layout.backLabel}
            </button>
          )
        ) : (
          <nav part="breadcrumb" className="breadcrumb" aria-label={SHELL_TEXT.breadcrumb}>
            <a href={layout.breadcrumb.href}>{layout.breadcrumb.label}</a>
          </nav>
        )}
        <h1 part="title" className="title">
          {title}
        </h1>
        {layout.kind === 'breadcrumb' ? (
          <p part="section" className="section">
            {layout.sectionLabel}
          </p>
        ) : null}
      </header>
      <div className="body" data-left-nav={layout.leftNavigation ? 'true' : undefined}>
        {layout.leftNavigation ? <LeftNavView {...leftNav} /> : null}
        <div part="page" className="page">
          {children}
        </div>
      </div>
    </div>
  )
}
