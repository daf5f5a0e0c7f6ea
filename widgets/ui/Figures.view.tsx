/**
 * A definition list of labelled figures (points, prizes won, …), each value marked with `data-figure` so tests and
 * page scripts find it by name. Shared by the game grid's cards and Play & Earn's game-over summary.
 */
import type { ReactNode } from 'react'

export interface Figure {
  /** The `data-figure` name of the value. */
  name: string
  label: string
  value: ReactNode
}

export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl part="figures" className="figures">
      {figures.map((f) => (
        <div key={f.name}>
          <dt>{f.label}</dt>
          <dd data-figure={f.name}>{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
