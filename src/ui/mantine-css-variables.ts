// Replaces Mantine's MantineCssVariables in the build (vite.config.ts, `themeVariablesAtBuild`):
// the theme's variables are in the app's stylesheet, after Mantine's, made at build time
// (src/ui/theme-variables.ts), and the provider is told not to render them
// (`withCssVariables={false}`, src/app.tsx). Mantine's module computes its default variables when
// it is evaluated, which a slow phone paid at every start.
export function MantineCssVariables(): null {
  return null
}
