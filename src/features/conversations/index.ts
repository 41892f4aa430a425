// Messages and orders between a buyer and a seller, about one ad.
export { ConversationPage } from './ConversationPage'
export { ConversationsPage } from './ConversationsPage'
export { OrderFormPage } from './OrderFormPage'
export { OrdersPage } from './OrdersPage'
