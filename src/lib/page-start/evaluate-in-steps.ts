// A prerendered page's modules, evaluated one per task before the app loads its screen. Importing the
// screen evaluates everything it imports that has not run yet, at once: the trips list's screen
// with the offline layer and Dexie was one 70 ms task (unthrottled, a cold phone-sized load).
// Evaluated one by one, deepest first, each is its own task and a tap or a paint fits between.
import { nextTask } from './idle'

declare global {
  interface Window {
    /** The page's modules in the boot script's order (web/boot-script.ts): each before what it imports. */
    __bootModules?: readonly string[]
  }
}

/** Evaluates the boot script's modules, the last (the deepest) first, each in a task of its own. */
export async function evaluateBootModulesInSteps(): Promise<void> {
  const modules = window.__bootModules ?? []
  for (let i = modules.length - 1; i >= 0; i--) {
    // Already fetched and compiled (modulepreload): this only runs its top level, once.
    await import(/* @vite-ignore */ modules[i])
    await nextTask()
  }
}
