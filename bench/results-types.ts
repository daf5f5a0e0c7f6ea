/** The shape of bench/results/latest.json. */
import type { Attribution, AttributedPage } from './attribution'
import type { BytesReport, Size } from './bytes'
import type { FilmstripResult } from './filmstrip'
import type { ViewCalls } from './requests'
import type { Summary } from './stats'

/** A figure that could not be measured, and why ('n/a: widget not built yet'). */
export interface NotAvailable {
  na: string
}
export type Maybe<T> = T | NotAvailable
export const isNA = (v: unknown): v is NotAvailable => typeof v === 'object' && v !== null && 'na' in v

export interface ContentTimes {
  /** Navigation start → document loaded and every widget's ready mark (ms). */
  live?: Summary
  /** The static twin: navigation start → document loaded (ms). */
  static?: Summary
  /** live median / static median. */
  ratio?: number
  /** Fewer runs than asked, or none, and why. */
  note?: string
  /**
   * The same page prerendered (aisle/prerender; the demo server's `?prerender=1`, prerendered once and then
   * served as published): navigation start → document loaded and the ready marks of the tags left client-rendered (a
   * prerendered tag's content is in the HTML). Absent where the page is not prerendered (the partner page).
   */
  prerendered?: Summary
  /** prerendered median / static median. */
  prerenderedRatio?: number
  /** The tags the prerendered page carries as declarative shadow DOM. */
  prerenderedTags?: string[]
  /** Those of them prerendered as their loading state (their content, and their ready mark, still come from the client). */
  prerenderedLoading?: string[]
  /** The library's scripts downloaded before the content mark on the page as served (prerendered where it is), every run. */
  codeBeforeContent?: string[]
  /** One more load of the prerendered page with the screencast on: blank frames after first content (bench/filmstrip.ts). */
  filmstrip?: FilmstripResult
}

export interface PageResult {
  name: string
  url: string
  /** The ready marks the page shows when settled; time to content waits for all of them. */
  marks: string[]
  /** Visible aisle-* tags on the page that never marked themselves ready (their paint is not timed). */
  unmarked: string[]
  /** Content times by CPU slowdown ('1', '4'). */
  content: Record<string, ContentTimes>
  requests: { first?: ViewCalls; repeat?: ViewCalls; firstCount?: Summary; repeatCount?: Summary }
  /** At 1x CPU, after the content and a short settle. */
  mainThread: { longTaskMs?: Summary; nodes?: Summary; listeners?: Summary; cls?: Summary }
  errors: string[]
}

export interface WidgetResult {
  tag: string
  /** The one-widget page minus the page with the loader only, at 1x CPU. */
  nodes?: Summary
  listeners?: Summary
  longTaskMs?: Summary
  cls?: Summary
}

export interface ScaleResult {
  offers: number
  /** From the gallery reply's responseEnd to 30 cards shown (ms, 4x). */
  first30?: Maybe<Summary>
  sort?: Maybe<Summary>
  loadMore?: Maybe<Summary>
  nodes?: Maybe<Summary>
  /** The longest long task (ms) that ended after the gallery reply arrived, through the sort and the Load More. */
  longestTaskAfterReply?: Maybe<Summary>
}

/** Bytes of one build that the bench's goals (TARGETS, ./targets.ts) name: pages as a page with those tags downloads them on first load. */
export interface BuildBytes {
  loader: Size
  /** The loader and the mini cart only. */
  miniCartPage?: Size
  /** The loader and every widget with the chunks they pull in. */
  allWidgetsPage: Size
}

/** The two builds the bench measures side by side: dist/ (React) and dist/compact/ (preact/compat). */
export type BuildName = 'react' | 'compact'

export interface LighthouseResult {
  page: string
  /** The build the page ran on; absent: the React build. */
  build?: BuildName
  performance?: number
  accessibility?: number
  error?: string
  failing?: string[]
}

/** Who opens a page: the bench's signed-in shopper (bench/browser.ts SHOPPER) or a first-time guest (no cookies). */
export type User = 'shopper' | 'guest'

/** A page's time to content as served (prerendered where the demo server prerenders it), as one user, on one build. */
export interface ServedContent {
  /** The demo page's name, or 'home: <banner>' for another banner's home page. */
  page: string
  user: User
  /** The ready marks the user's page shows when settled (time to content waits for those its HTML does not carry). */
  marks?: string[]
  /** Those of them awaited on the page as served (the others' tags arrive with their content in the HTML). */
  awaited?: string[]
  live?: Summary
  /** Its static twin (the same user's rendered page, scripts removed); another banner's home page uses its own banner's figure of the bench banner's twin. */
  static?: Summary
  ratio?: number
  codeBeforeContent?: string[]
  errors: string[]
}

/** Time to first byte (Node, straight at the demo server) of the page with personal prerender and with `?personal=0`. */
export interface FirstByte {
  page: string
  personal?: Summary
  without?: Summary
  ratio?: number
}

/** The two-shoppers cache check (bench/personal.ts): passed, and what it found. */
export interface CacheCheck {
  ok: boolean
  detail: string
}

export interface BenchResults {
  startedAt: string
  durationMs: number
  machine: { cpus: number; node: string; chromium: string }
  runs: number
  cpuRates: number[]
  bytes: BytesReport & {
    /** Loader and the widgets the partner page uses, React build and compact build. */
    partnerPage?: { tags: string[]; react?: Size; compact: Maybe<Size> }
    /** The loader and the mini cart only, React build. */
    miniCartPage?: Size
  }
  /** Per build, the source modules (and their folders) that ride on each attributed page, every one, largest first. */
  attribution?: Partial<Record<BuildName, Partial<Record<AttributedPage, Attribution>>>>
  /** The demo pages on the React build (the partner page too: its script served from the React build). */
  pages: PageResult[]
  /** The compact build side by side: its bytes, the demo pages on it (timed against the same static twins), Lighthouse. */
  compact: Maybe<{ bytes: BuildBytes; pages: PageResult[] }>
  widgets: WidgetResult[]
  /** Why the one-widget pages were not measured. */
  widgetsSkipped?: string
  scale: Maybe<ScaleResult>
  interaction: {
    clip: Maybe<Summary>
    addToCart: Maybe<Summary>
    /** Press → pressed/working state painted, at 4x (bench/interact.ts); absent until measured. */
    pressFeedbackMs?: { clip?: Maybe<Summary>; addToCart?: Maybe<Summary> }
  }
  /** The guest's demo pages and every banner's home page (both users), per build (bench/personal.ts). */
  served?: Partial<Record<BuildName, ServedContent[]>>
  /** The loader's files (aisle.js and its static imports) per build: the only code a page may run before its content. */
  loaderFiles?: Partial<Record<BuildName, string[]>>
  firstByte?: Partial<Record<BuildName, FirstByte[]>>
  twoShoppers?: Partial<Record<BuildName, CacheCheck>>
  /** Both builds' runs (LighthouseResult.build). */
  lighthouse: LighthouseResult[]
}
