/**
 * Which banners the visual suite renders: the default one, and the one whose brand colour differs most
 * from it by CIEDE2000 (ΔE00, the CIE's colour difference formula, which weighs hue, chroma and lightness
 * as eyes do). Today that is Maple Grocer's red (#b3261e) against Freshway's green (#0b6e4f), ΔE00 57.6;
 * plain CIELAB distance (ΔE76) would pick Cornerstone's purple, sRGB distance Maple Grocer too.
 * The banners' only colour token is the brand colour (core/rules/theme.ts bannerTokens).
 */
import { BANNERS, type Banner, DEFAULT_BANNER_ID } from '../../core/rules/banners'

type Lab = readonly [number, number, number]

/** #rrggbb (sRGB, D65) to CIELAB. */
export function hexToLab(hex: string): Lab {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

const DEG = Math.PI / 180

/** CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)))
  const a1p = (1 + g) * a1
  const a2p = (1 + g) * a2
  const c1p = Math.hypot(a1p, b1)
  const c2p = Math.hypot(a2p, b2)
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (Math.atan2(b, a) / DEG + 360) % 360)
  const h1p = hue(b1, a1p)
  const h2p = hue(b2, a2p)
  let dhp = 0
  if (c1p * c2p !== 0) dhp = h2p - h1p > 180 ? h2p - h1p - 360 : h2p - h1p < -180 ? h2p - h1p + 360 : h2p - h1p
  const dLp = l2 - l1
  const dCp = c2p - c1p
  const dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin((dhp * DEG) / 2)
  const lBarp = (l1 + l2) / 2
  const cBarp = (c1p + c2p) / 2
  let hBarp = h1p + h2p
  if (c1p * c2p !== 0) hBarp = Math.abs(h1p - h2p) > 180 ? (h1p + h2p + (h1p + h2p < 360 ? 360 : -360)) / 2 : (h1p + h2p) / 2
  const t =
    1 -
    0.17 * Math.cos((hBarp - 30) * DEG) +
    0.24 * Math.cos(2 * hBarp * DEG) +
    0.32 * Math.cos((3 * hBarp + 6) * DEG) -
    0.2 * Math.cos((4 * hBarp - 63) * DEG)
  const dTheta = 30 * Math.exp(-(((hBarp - 275) / 25) ** 2))
  const rC = 2 * Math.sqrt(cBarp ** 7 / (cBarp ** 7 + 25 ** 7))
  const sL = 1 + (0.015 * (lBarp - 50) ** 2) / Math.sqrt(20 + (lBarp - 50) ** 2)
  const sC = 1 + 0.045 * cBarp
  const sH = 1 + 0.015 * cBarp * t
  const rT = -Math.sin(2 * dTheta * DEG) * rC
  return Math.sqrt((dLp / sL) ** 2 + (dCp / sC) ** 2 + (dHp / sH) ** 2 + rT * (dCp / sC) * (dHp / sH))
}

/** The banner whose brand colour is farthest (ΔE00) from the default banner's. */
export function mostDifferentBanner(
  banners: readonly Banner[] = BANNERS,
  defaultId: string = DEFAULT_BANNER_ID,
): { banner: Banner; deltaE: number } {
  const base = banners.find((b) => b.id === defaultId)
  if (!base) throw new Error(`No default banner '${defaultId}'.`)
  const lab = hexToLab(base.color)
  return banners
    .filter((b) => b.id !== defaultId)
    .map((banner) => ({ banner, deltaE: deltaE2000(lab, hexToLab(banner.color)) }))
    .reduce((best, next) => (next.deltaE > best.deltaE ? next : best))
}

/** The banners every story is rendered for: the default first. */
export function visualBanners(): string[] {
  return [DEFAULT_BANNER_ID, mostDifferentBanner().banner.id]
}
