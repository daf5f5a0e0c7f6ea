/**
 * The program's minimum age applied (GAM-027..030, CST-024): 000 §5 computes it and says nothing of where a shopper
 * meets it. The team's placement (docs/decisions/games-and-profile.md, "Minimum age on the card"): every card of a game
 * with a minimum age states it, and a game not started says beside 'Start Playing' that pressing it confirms the age.
 */
import type { Program } from './program'
import { GAME_STATUS } from './status'
import { START_PLAYING } from './texts'

/** The eligibility line of a game the shopper has joined or that has ended (team wording; the seed shows none). */
export const minAgeLine = (minAge: number) => `For ages ${minAge} and older.`

/** Beside 'Start Playing' of a game with a minimum age: the press is the shopper's confirmation (team wording). */
export const minAgeConfirmation = (minAge: number) =>
  `For ages ${minAge} and older. By pressing ${START_PLAYING} you confirm you are ${minAge} or older.`

/** What a card says of the game's minimum age: nothing for a game open to every age (0). */
export function minAgeNote(program: Pick<Program, 'minAge' | 'gameStatus'>): string | undefined {
  if (program.minAge <= 0) return undefined
  return program.gameStatus === GAME_STATUS.NOT_STARTED ? minAgeConfirmation(program.minAge) : minAgeLine(program.minAge)
}
