// The person's own ads (/meus-anuncios), and "Marcar como reservado", also offered from an order.
export { MyAdsPage } from './MyAdsPage'
export { ReserveAdButton } from './ReserveAdButton'
