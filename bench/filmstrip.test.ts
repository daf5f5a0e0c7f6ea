import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { countBlankFrames, readFilmstrip, regionIsBlank } from './filmstrip'

/** A white frame w×h with a dark 4×4 square at (x, y) CSS pixels, drawn at `scale` device pixels per CSS pixel. */
function frame(w: number, h: number, square?: { x: number; y: number }, scale = 1): PNG {
  const png = new PNG({ width: w * scale, height: h * scale })
  png.data.fill(255)
  if (square) {
    for (let y = square.y * scale; y < (square.y + 4) * scale; y++) {
      for (let x = square.x * scale; x < (square.x + 4) * scale; x++) {
        const i = (y * png.width + x) * 4
        png.data[i] = png.data[i + 1] = png.data[i + 2] = 20
      }
    }
  }
  return png
}

const encoded = (png: PNG, deviceWidth: number) => ({ data: PNG.sync.write(png).toString('base64'), deviceWidth })

describe('bench: the filmstrip check of prerendered pages', () => {
  it('a region of one colour is blank; a region with a glyph in it is not; an empty region never is', () => {
    const box = { tag: 'aisle-product-card', x: 10, y: 10, width: 20, height: 20 }
    expect(regionIsBlank(frame(40, 40), box)).toBe(true)
    expect(regionIsBlank(frame(40, 40, { x: 20, y: 20 }), box)).toBe(false)
    expect(regionIsBlank(frame(40, 40, { x: 34, y: 34 }), box)).toBe(true)
    expect(regionIsBlank(frame(40, 40), { ...box, width: 0 })).toBe(false)
  })

  it('reads a box in CSS pixels on a frame drawn at twice the size', () => {
    const box = { tag: 'aisle-banner-brand', x: 10, y: 10, width: 20, height: 20 }
    expect(regionIsBlank(frame(40, 40, { x: 20, y: 20 }, 2), box, 2)).toBe(false)
    expect(regionIsBlank(frame(40, 40, { x: 32, y: 32 }, 2), box, 2)).toBe(true)
  })

  it('counts a frame blank only when a tag painted before is blank again, not before its first paint', () => {
    const tags = ['aisle-banner-brand', 'aisle-product-card']
    expect(
      countBlankFrames(
        [
          [true, true],
          [false, true],
          [false, false],
          [false, false],
        ],
        tags,
      ),
    ).toEqual({ blankFrames: 0, blanked: [] })
    expect(
      countBlankFrames(
        [
          [false, false],
          [false, true],
          [true, true],
          [false, false],
        ],
        tags,
      ),
    ).toEqual({ blankFrames: 2, blanked: ['aisle-product-card', 'aisle-banner-brand'] })
  })

  it('cuts each decoded frame into the boxes: painted, blanked, painted again is one blank frame', () => {
    const boxes = [{ tag: 'aisle-product-card', x: 0, y: 0, width: 20, height: 20 }]
    const frames = [frame(40, 40), frame(40, 40, { x: 5, y: 5 }), frame(40, 40), frame(40, 40, { x: 5, y: 5 })].map((f) => encoded(f, 40))
    expect(readFilmstrip(frames, boxes, 40)).toEqual({
      frames: 4,
      blankFrames: 1,
      blanked: ['aisle-product-card'],
      tags: ['aisle-product-card'],
    })
    expect(readFilmstrip(frames.slice(0, 2), boxes, 40)).toMatchObject({ blankFrames: 0 })
  })
})
