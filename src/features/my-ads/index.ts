export { MyAdsPage } from './MyAdsPage'
