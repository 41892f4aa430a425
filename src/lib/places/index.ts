export * from './near'
export { distanceKm, distanceLabel, distanceTo } from './distance'
