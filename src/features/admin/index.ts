export { AdminUsersPage } from './AdminUsersPage'
