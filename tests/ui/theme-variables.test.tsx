import { MantineProvider } from '@mantine/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '@/ui/theme'
import { themeCssVariables } from '@/ui/theme-variables'

// The build puts the theme's variables in the app's stylesheet and the app's provider does not render them
// (vite.config.ts, `themeVariablesAtBuild`): they must be what Mantine's provider would render.
describe('the theme variables made at build time', () => {
  it('are the ones Mantine renders for the theme', () => {
    const html = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p />
      </MantineProvider>,
    )
    const rendered = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1]
    expect(rendered).toBeTruthy()
    expect(themeCssVariables()).toBe(rendered)
  })

  it('hold the campo palette and the darker "dimmed" text', () => {
    const css = themeCssVariables()
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-campo-filled)')
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)')
  })
})
