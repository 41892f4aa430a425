export { AdPage } from './AdPage'
export { phoneAdInApp } from './phone-ad'
