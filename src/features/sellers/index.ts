// Sellers' public profiles: the page at /vendedor/{username} and the links to it.
export { SellerLink } from './SellerLink'
export { SellerPage } from './SellerPage'
