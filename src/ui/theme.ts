import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

// Field green, legible in sun glare: strong contrast, large touch targets.
const campo: MantineColorsTuple = [
  '#eef8ec',
  '#dcefd7',
  '#b6deac',
  '#8dcc7e',
  '#6bbd58',
  '#55b33f',
  '#48ae32',
  '#2f7d32',
  '#2a6f2c',
  '#1f5a21',
]

// The call to action: harvest orange, dark enough for white text (5.7:1).
const colheita: MantineColorsTuple = [
  '#fff4e6',
  '#ffe3c4',
  '#ffc58a',
  '#ffa44d',
  '#fb8a24',
  '#f07410',
  '#d9620a',
  '#b3420d',
  '#9a3812',
  '#7c2d12',
]

export const theme = createTheme({
  primaryColor: 'campo',
  primaryShade: 7,
  colors: { campo, colheita },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  components: {
    Button: { defaultProps: { size: 'md' } },
    // Every close button says what it does, in Portuguese.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar aviso' } } },
    // Mantine's toggle says "Toggle password visibility"; pressed (aria-pressed) when the password shows.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' } } },
  },
})

/** Secondary ("dimmed") text dark enough for WCAG AA on white and on light green (8:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})
