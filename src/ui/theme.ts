import { createTheme, type MantineColorsTuple } from '@mantine/core'

// Field green, legible in sun glare: strong contrast, large touch targets.
const campo: MantineColorsTuple = [
  '#eef8ec', '#dcefd7', '#b6deac', '#8dcc7e', '#6bbd58', '#55b33f', '#48ae32', '#2f7d32', '#2a6f2c', '#1f5a21',
]

export const theme = createTheme({
  primaryColor: 'campo',
  primaryShade: 7,
  colors: { campo },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  components: {
    Button: { defaultProps: { size: 'md' } },
  },
})
