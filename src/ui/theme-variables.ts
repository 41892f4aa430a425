import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  keys,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core'
import { cssVariablesResolver, theme } from './theme'

/**
 * The theme's CSS variables, as Mantine's provider would render them (its own defaults, already in
 * its stylesheet, left out) — made once at build time (vite.config.ts, `themeVariablesAtBuild`).
 * Made in the browser they cost a slow phone ~40 ms while the app's code loads (Mantine computes
 * its defaults when its module is evaluated) and again when the app renders.
 */
export function themeCssVariables(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme)
  const ours = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)) as ConvertCSSVariablesInput
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
  const changed = (mine: Record<string, string>, theirs: Record<string, string>) =>
    Object.fromEntries(keys(mine).flatMap((key) => (mine[key] === theirs[key] ? [] : [[key, mine[key]]])))
  return convertCssVariables({
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: changed(ours.dark, defaults.dark),
  })
}
