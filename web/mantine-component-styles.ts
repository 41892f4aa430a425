// Only the styles of the Mantine components the app uses, each with the code that uses it.
//
// Every Mantine component's code imports its class names from `<Name>.module.mjs`, and Mantine
// ships that component's stylesheet as `styles/<Name>.css`. In the build, this plugin makes each
// such module import its stylesheet, so Vite puts a component's styles in the chunk of the code
// that uses it: a page loads the styles of what it can draw, in the order the components depend
// on one another (a component's parts before the component), which is the order Mantine asks for
// when its styles are imported one by one. web/mantine-styles-coverage.ts checks the build: every
// Mantine class a chunk can render is defined by the styles that load with it.
//
// They are Mantine's layered stylesheets (`@layer mantine`): a component's styles may arrive after
// the app's own (a screen loaded later brings a component no earlier screen drew), and the app's
// styles, outside any layer, win over Mantine's whatever the order in which they arrived — as they
// did when Mantine's whole stylesheet came first.
//
// In the dev server Vite pre-bundles Mantine (its modules never reach this plugin), so
// `virtual:mantine-styles.css` is Mantine's whole stylesheet there; in the build it is only what
// every page needs (the reset, the default variables, the global classes).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

export const MANTINE_STYLES = 'virtual:mantine-styles.css'
const RESOLVED = `\0${MANTINE_STYLES}`

const COMPONENT_CLASSES = /\/@mantine\/core\/esm\/(?:[^/]+\/)+([A-Za-z]+)\.module\.mjs$/
const NOTIFICATIONS_CLASSES = /\/@mantine\/notifications\/esm\/Notifications\.module\.mjs$/

const stylesheet = (specifier: string) => fileURLToPath(import.meta.resolve(specifier))

/** The stylesheet a Mantine module of class names belongs to, if it is one. */
export function stylesheetOf(moduleId: string): string | undefined {
  const id = moduleId.replaceAll('\\', '/')
  const component = COMPONENT_CLASSES.exec(id)
  if (component) return `@mantine/core/styles/${component[1]}.layer.css`
  if (NOTIFICATIONS_CLASSES.test(id)) return '@mantine/notifications/styles.layer.css'
  return undefined
}

export function mantineComponentStyles(): Plugin {
  let serving = false
  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve'
    },
    resolveId: (source) => (source === MANTINE_STYLES ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      const files = serving
        ? ['@mantine/core/styles.layer.css', '@mantine/notifications/styles.layer.css']
        : [
            '@mantine/core/styles/baseline.layer.css',
            '@mantine/core/styles/default-css-variables.layer.css',
            '@mantine/core/styles/global.layer.css',
          ]
      return files.map((file) => readFileSync(stylesheet(file), 'utf8')).join('\n')
    },
    transform(code, id) {
      if (serving) return undefined
      const css = stylesheetOf(id)
      return css ? { code: `import ${JSON.stringify(css)};\n${code}`, map: null } : undefined
    },
  }
}
