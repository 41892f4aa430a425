import { optionalPart } from '@/lib/page-start/optional-part'

// A seller's orders delivered and ratings from orders (the seller's and an ad's page), loaded when
// shown: a screen without it still opens offline.
export const SellerSales = optionalPart(() => import('./SellerSales'))
