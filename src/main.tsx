// Mantine's reset and variables; each component's styles come with its code (web/mantine-component-styles.ts).
import 'virtual:mantine-styles.css'
// The theme's CSS variables, made at build time (vite.config.ts, `themeVariablesAtBuild`).
import 'virtual:theme-variables.css'
import './ui/global.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { evaluateBootModulesInSteps } from './lib/page-start/evaluate-in-steps'
import { startAttaching } from './lib/page-start/hydration'
import { deferIdleWork, nextTask, whenIdle } from './lib/page-start/idle'
import { canHydrate, STARTING_ATTRIBUTE } from './ui/prerendered'

// A public page's HTML was rendered ahead of time (web/prerender.ts) and painted before this
// runs. The app attaches to that HTML (hydration) when it was rendered for this very route;
// otherwise (the neutral shell, a search in the address) it renders from scratch.
const root = document.getElementById('root')!

/** The prerender keeps forms and controls still until the app can handle them (web/prerender.ts). */
function ready() {
  root.removeAttribute(STARTING_ATTRIBUTE)
  root.querySelectorAll('form[inert]').forEach((form) => form.removeAttribute('inert'))
}

/** What a prerendered page's first seconds are for: its own content, not idle work (lib/page-start/idle.ts). */
const PAGE_FIRST_MS = 3000

/** The service worker and the offline layer (Dexie and the sync): never part of the first load. */
function startBackgroundWork() {
  whenIdle(() => {
    void import('./ui/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker())
    void import('./offline').then((offline) => offline.startSync())
  })
}

async function start() {
  await nextTask()
  const { App, createAppRouter, createBrowserHistory } = await import('./app-code')
  await nextTask()
  // Taking the browser's history first cost 5–15 ms (unthrottled), as much as making the router.
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter(undefined, history)
  // Matching the address for the first time costs as much again as making the router.
  await nextTask()
  // A page's own title comes with its HTML (shared links); moving to another screen in the app
  // must not keep the previous page's title.
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation && fromLocation.pathname !== toLocation.pathname) document.title = 'Campo Solidário'
  })
  if (!canHydrate(root, router)) {
    root.replaceChildren()
    ready()
    createRoot(root).render(<App router={router} />)
    startBackgroundWork()
    return
  }
  deferIdleWork(PAGE_FIRST_MS)
  startBackgroundWork()
  // A prerendered page is public (no guard waits for the session): load its screen's code first,
  // so that the first render is the very tree the prerender made — its modules one task each.
  await evaluateBootModulesInSteps()
  await router.load()
  await nextTask()
  ready()
  // Kept set: the router then renders the same tree as the prerender did (no Suspense wrapper).
  router.ssr = { manifest: undefined }
  // Inside a transition, hydration yields to the browser between parts (no single long task).
  startAttaching()
  startTransition(() => void hydrateRoot(root, <App router={router} />))
}

void start()
