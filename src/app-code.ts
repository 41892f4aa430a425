// The app's own code — its routes, the screens' frame and Mantine — as one module that the start
// (main.tsx) imports after React: evaluating all of it with React in one task held a slow phone's
// page for over 200 ms; in two tasks, a tap or a paint can come in between.
export { App } from './app'
export { createAppRouter } from './router'
