export { ProductPage } from './ProductPage'
