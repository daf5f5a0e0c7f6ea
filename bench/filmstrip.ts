/**
 * The filmstrip check of prerendered pages: a prerendered page loaded once with Chromium's screencast on (every frame the
 * compositor produces, as PNG), from navigation to every widget ready and a settle. Each frame is cut into the
 * regions of the page's prerendered tags (their boxes once settled; CLS is 0, so the boxes do not move); a region
 * is blank when its pixels are all one colour. A blank frame is a frame in which a tag's region is blank after an
 * earlier frame showed it painted — what stock r2wc did (the declarative root emptied by attachShadow, then
 * painted again by the client render). The pure half (decoding and counting) is tested in filmstrip.test.ts.
 */
import type { CDPSession, Page } from 'playwright'
import { PNG } from 'pngjs'

export interface Box {
  tag: string
  x: number
  y: number
  width: number
  height: number
}

export interface FilmstripResult {
  frames: number
  /** Frames in which a painted prerendered tag's region was blank again. */
  blankFrames: number
  /** The tags that went blank, once each. */
  blanked: string[]
  /** The prerendered tags whose region was looked at (those inside the first viewport). */
  tags: string[]
}

/** Per channel: pixels this close to the region's first pixel count as the same colour (JPEG-free PNG frames, so small). */
export const SAME_COLOUR = 6
/** Every n-th pixel on each axis is read: a glyph's stroke is wider than this at the bench's viewport. */
export const SAMPLE_STEP = 2

/** Whether the region (CSS pixels, scaled to the frame by `scale`) holds one colour only. An empty region is not blank. */
export function regionIsBlank(png: { width: number; height: number; data: Uint8Array }, box: Box, scale = 1): boolean {
  const x0 = Math.max(0, Math.floor(box.x * scale))
  const y0 = Math.max(0, Math.floor(box.y * scale))
  const x1 = Math.min(png.width, Math.ceil((box.x + box.width) * scale))
  const y1 = Math.min(png.height, Math.ceil((box.y + box.height) * scale))
  if (x1 - x0 < 2 || y1 - y0 < 2) return false
  const at = (x: number, y: number) => (y * png.width + x) * 4
  const first = at(x0, y0)
  const [r, g, b] = [png.data[first] ?? 0, png.data[first + 1] ?? 0, png.data[first + 2] ?? 0]
  for (let y = y0; y < y1; y += SAMPLE_STEP) {
    for (let x = x0; x < x1; x += SAMPLE_STEP) {
      const i = at(x, y)
      if (
        Math.abs((png.data[i] ?? 0) - r) > SAME_COLOUR ||
        Math.abs((png.data[i + 1] ?? 0) - g) > SAME_COLOUR ||
        Math.abs((png.data[i + 2] ?? 0) - b) > SAME_COLOUR
      )
        return false
    }
  }
  return true
}

/**
 * From each frame's blank flags (one per tag, in frame order): how many frames show a tag blank after an earlier
 * frame showed it painted, and which tags did.
 */
export function countBlankFrames(
  frames: readonly (readonly boolean[])[],
  tags: readonly string[],
): { blankFrames: number; blanked: string[] } {
  const painted = tags.map(() => false)
  const blanked = new Set<string>()
  let blankFrames = 0
  for (const flags of frames) {
    let blank = false
    flags.forEach((isBlank, i) => {
      if (!isBlank) painted[i] = true
      else if (painted[i]) {
        blank = true
        blanked.add(tags[i] as string)
      }
    })
    if (blank) blankFrames += 1
  }
  return { blankFrames, blanked: [...blanked] }
}

interface Frame {
  data: string
  deviceWidth: number
}

/** Starts the screencast on a page not yet navigated; `stop` ends it and returns the frames in order. */
export async function startScreencast(cdp: CDPSession): Promise<{ stop(): Promise<Frame[]> }> {
  const frames: Frame[] = []
  const onFrame = (event: { data: string; sessionId: number; metadata: { deviceWidth: number } }) => {
    frames.push({ data: event.data, deviceWidth: event.metadata.deviceWidth })
    cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {})
  }
  cdp.on('Page.screencastFrame', onFrame)
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 })
  return {
    async stop() {
      await cdp.send('Page.stopScreencast')
      cdp.off('Page.screencastFrame', onFrame)
      return frames
    },
  }
}

/** The boxes of the page's prerendered tags (hosts with a shadow root the prerender filled) inside the first viewport. */
export const prerenderedBoxes = (page: Page, tags: readonly string[]): Promise<Box[]> =>
  page.evaluate(
    (names) => {
      const boxes: { tag: string; x: number; y: number; width: number; height: number }[] = []
      for (const el of document.querySelectorAll(names.join(',') || 'aisle-none')) {
        const r = el.getBoundingClientRect()
        if (r.width > 0 && r.height > 0 && r.top < innerHeight && r.left < innerWidth)
          boxes.push({ tag: el.localName, x: r.left, y: r.top, width: r.width, height: r.height })
      }
      return boxes
    },
    [...tags],
  )

/** The frames cut into the boxes' regions and counted. */
export function readFilmstrip(frames: readonly Frame[], boxes: readonly Box[], viewportWidth: number): FilmstripResult {
  const flags = frames.map((f) => {
    const png = PNG.sync.read(Buffer.from(f.data, 'base64'))
    const scale = png.width / (f.deviceWidth || viewportWidth)
    return boxes.map((box) => regionIsBlank(png, box, scale))
  })
  const tags = boxes.map((b) => b.tag)
  return { frames: frames.length, ...countBlankFrames(flags, tags), tags: [...new Set(tags)].sort() }
}
