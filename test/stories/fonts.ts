/**
 * The only fonts Chromium may use in the visual suite: those of Debian's `fonts-dejavu-core` package
 * (.ci/run installs it). A private fontconfig configuration lists a folder of links to exactly that
 * package's files, and maps every generic family (sans-serif, serif, monospace, system-ui) to DejaVu:
 * whatever a widget's CSS names, two machines with the same package render the same glyphs. The
 * widgets' own font stacks are left alone, so a change to them still shows (a serif stack draws DejaVu Serif).
 */
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where Debian's fonts-dejavu-core puts its files, and which they are (`dpkg -L fonts-dejavu-core`). */
export const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu'
export const DEJAVU_CORE_FILES = [
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
  'DejaVuSansMono.ttf',
  'DejaVuSansMono-Bold.ttf',
  'DejaVuSerif.ttf',
  'DejaVuSerif-Bold.ttf',
] as const

const ALIASES: Record<string, string> = {
  'sans-serif': 'DejaVu Sans',
  'system-ui': 'DejaVu Sans',
  serif: 'DejaVu Serif',
  monospace: 'DejaVu Sans Mono',
}

/** Writes the configuration into a fresh temporary folder and returns the environment that points Chromium at it. */
export function dejavuOnlyFontconfig(): Record<string, string> {
  const missing = DEJAVU_CORE_FILES.filter((file) => !existsSync(join(DEJAVU_DIR, file)))
  if (missing.length > 0) {
    throw new Error(
      `The visual suite renders with Debian's fonts-dejavu-core, which is missing (${missing.join(', ')}): apt-get install fonts-dejavu-core (.ci/run does).`,
    )
  }
  const home = mkdtempSync(join(tmpdir(), 'aisle-fonts-'))
  const fonts = join(home, 'fonts')
  mkdirSync(fonts)
  for (const file of DEJAVU_CORE_FILES) symlinkSync(join(DEJAVU_DIR, file), join(fonts, file))
  const aliases = Object.entries(ALIASES)
    .map(([generic, family]) => `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`)
    .join('\n')
  const file = join(home, 'fonts.conf')
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <cachedir>${join(home, 'cache')}</cachedir>
${aliases}
  <match target="pattern"><edit name="family" mode="append"><string>DejaVu Sans</string></edit></match>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`,
  )
  return { FONTCONFIG_FILE: file }
}
