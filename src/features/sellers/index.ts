// Sellers' public profiles: the links to them (small, on ad pages and comments) and the page at
// /vendedor/{username}, whose code loads with its route only.
export { SellerLink } from './SellerLink'
export const loadSellerPage = () => import('./SellerPage')
export { SellerSales } from './seller-sales-part'
