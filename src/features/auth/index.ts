export { SessionProvider } from './SessionProvider'
