export { ProductPage } from './ProductPage'
export { whatsappLink } from './ContactButtons'
