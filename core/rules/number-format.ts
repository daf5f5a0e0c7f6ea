/**
 * en-US numbers without Intl: a count with thousands separators ('1,250') and US dollars with two decimals
 * ('$1,234.50', '-$3.50'). The first Intl formatter a page makes loads ICU's locale data, about 180 ms of
 * one task at 4x CPU (50 ms on a desktop) — the largest single piece of script in the catalogue's and Play &
 * Earn's loads. These give the same text as Intl.NumberFormat('en-US') for every number they take (property
 * tests compare them with Intl in Node) and hand anything else to Intl: fractions of a count, amounts of
 * 10^21 and above, and the non-finite values.
 */

const LOCALE = 'en-US'
/** From here on String(n) writes an exponent (1e21); below SMALL_LIMIT too (1e-7). */
const LARGE_LIMIT = 1e21
const SMALL_LIMIT = 1e-6
/** Decimals for which every amount below SMALL_LIMIT rounds to zero. */
const MAX_PLAIN_DECIMALS = 6

let countFallback: Intl.NumberFormat | undefined
const usdFallback = new Map<number, Intl.NumberFormat>()

/** '1234567' → '1,234,567' (digits only). */
function groupThousands(digits: string): string {
  let out = ''
  for (let end = digits.length; end > 0; end -= 3) out = digits.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : '')
  return out
}

/** A count as en-US writes it: '1,250', '-3', '0'. */
export function formatCount(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return (n < 0 ? '-' : '') + groupThousands(String(Math.abs(n)))
  countFallback ??= new Intl.NumberFormat(LOCALE)
  return countFallback.format(n)
}

/** Adds one to a string of digits: '199' → '200', '99' → '100'. */
function incrementDigits(digits: string): string {
  let i = digits.length - 1
  while (i >= 0 && digits[i] === '9') i--
  if (i < 0) return `1${'0'.repeat(digits.length)}`
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1)
}

/**
 * A non-negative number's shortest decimal form (what String gives) rounded to `decimals` places, half away
 * from zero — as Intl rounds: 78.455 is '78.46', where toFixed, which rounds the binary value, gives '78.45'.
 */
function roundDecimal(abs: number, decimals: number): { whole: string; fraction: string } {
  const [whole = '0', rawFraction = ''] = (abs < SMALL_LIMIT ? '0' : String(abs)).split('.')
  if (rawFraction.length <= decimals) return { whole, fraction: rawFraction.padEnd(decimals, '0') }
  const kept = whole + rawFraction.slice(0, decimals)
  const rounded = Number(rawFraction[decimals]) >= 5 ? incrementDigits(kept).padStart(kept.length, '0') : kept
  const wholeLength = rounded.length - decimals
  return { whole: rounded.slice(0, wholeLength) || '0', fraction: rounded.slice(wholeLength) }
}

/** An amount in US dollars with `decimals` decimals, as Intl's en-US currency format writes it: '$3.50', '-$1,234.50'. */
export function formatUsd(amount: number, decimals: number): string {
  if (
    Number.isFinite(amount) &&
    Math.abs(amount) < LARGE_LIMIT &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= MAX_PLAIN_DECIMALS
  ) {
    const { whole, fraction } = roundDecimal(Math.abs(amount), decimals)
    // A negative amount keeps its sign even when it rounds to zero ('-$0.00'), as Intl writes it.
    const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
    return `${sign}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`
  }
  let format = usdFallback.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    usdFallback.set(decimals, format)
  }
  return format.format(amount)
}
