/**
 * A text with its calendar dates and times of day written as placeholders, so the same screen on two days
 * compares equal: what a time-travel run checks is that nothing but the dates moved.
 */
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?'
const WEEKDAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*'
const PATTERNS: [RegExp, string][] = [
  // An instant in ms since the epoch, as offer-details addresses carry it (2001 to 2286).
  [/\b[1-9]\d{12}\b/g, '<timestamp>'],
  [/\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g, '<date>'],
  [/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, '<date>'],
  [new RegExp(`\\b${MONTH} \\d{1,2}(?:st|nd|rd|th)?(?:, \\d{4})?\\b`, 'g'), '<date>'],
  [new RegExp(`\\b\\d{1,2} ${MONTH}(?: \\d{4})?\\b`, 'g'), '<date>'],
  [new RegExp(`\\b${WEEKDAY}\\b`, 'g'), '<weekday>'],
  [/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?\b/gi, '<time>'],
]

export function maskDates(text: string): string {
  return PATTERNS.reduce((out, [pattern, placeholder]) => out.replace(pattern, placeholder), text)
}
