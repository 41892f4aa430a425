export { SessionProvider } from './SessionProvider'
// The session provider is in the first load; the login screen (forms, valibot) is loaded on demand.
export const loadLoginPage = () => import('./LoginPage')
// "Esqueci minha senha" and the new password, each its own chunk.
export const loadRecoverPasswordPage = () => import('./RecoverPasswordPage')
export const loadResetPasswordPage = () => import('./ResetPasswordPage')
