/**
 * One line of text in its own paragraph, with the part and class the widget styles it by — or nothing when there is no
 * text. The "optional paragraph" every card and list view had written out again (product card, coupon cards, game
 * grid, deals grid). Server text is rendered as text, never as HTML.
 */
export interface TextLineProps {
  text: string | null | undefined
  part: string
  className?: string
  /** 'status' for a polite line, 'alert' for a failure. */
  role?: 'status' | 'alert'
}

export function TextLine({ text, part, className, role }: TextLineProps) {
  return text ? (
    <p part={part} className={className} role={role}>
      {text}
    </p>
  ) : null
}
