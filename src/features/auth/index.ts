export { LoginPage } from './LoginPage'
export { SessionProvider } from './SessionProvider'
