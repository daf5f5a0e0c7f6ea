import { describe, expect, it } from 'vitest'
import { minAgeConfirmation, minAgeLine, minAgeNote } from './age'
import { GAME_STATUS } from './status'
import { START_PLAYING } from './texts'

describe('minimum age on a card', () => {
  it('states the minimum age of a joined or ended game, and that Start Playing confirms it on a game not started [GAM-027] [CST-024]', () => {
    expect(minAgeNote({ minAge: 21, gameStatus: GAME_STATUS.IN_PROGRESS })).toBe('For ages 21 and older.')
    expect(minAgeNote({ minAge: 18, gameStatus: GAME_STATUS.GAME_OVER })).toBe(minAgeLine(18))
    expect(minAgeNote({ minAge: 16, gameStatus: GAME_STATUS.NOT_STARTED })).toBe(minAgeConfirmation(16))
    expect(minAgeConfirmation(16)).toBe(`For ages 16 and older. By pressing ${START_PLAYING} you confirm you are 16 or older.`)
  })

  it('says nothing of the age of a game open to every age (minimum age 0) [GAM-030]', () => {
    for (const gameStatus of Object.values(GAME_STATUS)) expect(minAgeNote({ minAge: 0, gameStatus })).toBeUndefined()
  })
})
