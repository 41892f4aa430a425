// The app's own code — its routes, the screens' frame and Mantine — as one module that the start
// (main.tsx) imports after React: evaluating all of it with React was one task of 30–65 ms
// unthrottled (four times that on a slow phone); in two tasks, a tap or a paint can come in between.
export { App } from './app'
export { createAppRouter } from './router'
export { createBrowserHistory } from '@tanstack/react-router'
