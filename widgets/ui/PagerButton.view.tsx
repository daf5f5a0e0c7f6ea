/**
 * A carousel's previous or next button: an arrow glyph hidden from assistive technology and its visually hidden name.
 * The caller passes the rest (aria-controls, disabled or aria-disabled, onClick). Styled by styles/parts/pager-button.css.
 * Shared by offer-carousel and product-carousel.
 */
import type { ButtonHTMLAttributes } from 'react'

export interface PagerButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  part: 'previous' | 'next'
  /** The accessible name ('Previous', 'Next', or the widget's own words). */
  label: string
}

export function PagerButton({ part, label, ...rest }: PagerButtonProps) {
  return (
    <button part={part} type="button" className="nav" {...rest}>
      <span aria-hidden="true">{part === 'previous' ? '‹' : '›'}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
