/**
 * The widgets, read from their folders (Node: the build's config, the scripts, Vitest's Node projects, tsx). Every
 * widgets/<name>/ with a <name>.element.ts is a widget: the build's entry dist/widgets/<name>.js and the loader's
 * <aisle-<name>> (vite.config.ts). Its <name>.widget.ts declares the rest (core/elements/widget.ts).
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { WidgetDeclaration } from '../../core/elements/widget'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Every widget folder's name, sorted: the folders of widgets/ that hold <name>.element.ts. */
export function widgetFolders(root: string = ROOT): string[] {
  return readdirSync(join(root, 'widgets'))
    .filter((name) => existsSync(join(root, 'widgets', name, `${name}.element.ts`)))
    .sort()
}

/** The element module of a widget folder, repo-relative: what the loader imports for its tag. */
export const elementModule = (folder: string) => `widgets/${folder}/${folder}.element.ts`
/** The declaration of a widget folder, repo-relative. */
export const declarationModule = (folder: string) => `widgets/${folder}/${folder}.widget.ts`

export interface DeclaredWidget {
  folder: string
  declaration: WidgetDeclaration
}

/** Every widget's declaration, in folder order; throws for a widget folder without one. */
export async function readDeclarations(root: string = ROOT): Promise<DeclaredWidget[]> {
  return Promise.all(
    widgetFolders(root).map(async (folder) => {
      const file = join(root, declarationModule(folder))
      if (!existsSync(file))
        throw new Error(`${declarationModule(folder)} is missing: every widget declares its registration there (core/elements/widget.ts).`)
      const module = (await import(pathToFileURL(file).href)) as { default: WidgetDeclaration }
      return { folder, declaration: module.default }
    }),
  )
}
