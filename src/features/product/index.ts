export { ProductPage } from './ProductPage'
export { phoneAdInApp } from './phone-ad'
