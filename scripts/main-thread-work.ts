// The page's own main-thread work in a Lighthouse run, from the run's trace: the CPU time of each
// task (a trace event's `tdur`), beside the wall time Lighthouse simulates the phone from (`dur`).
// On a 2-core host shared with the browser's other processes and the bench's servers, a task's
// wall time includes waiting for a core, and Lighthouse multiplies that wait too (docs/speed-log.md):
// these figures are the page's cost without it — what to compare when two versions of the code
// are measured on a busy host.
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'

export interface MainThreadWork {
  /** CPU time of the main thread's tasks from navigation on, ms. */
  cpuMs: number
  /** Their wall time, ms: the difference is time spent waiting for a core. */
  wallMs: number
  /** The longest task's CPU time, ms. */
  longestTaskCpuMs: number
  /** Total blocking time as Lighthouse counts it (the part of each task past 50 ms, once slowed
   * down by `cpuSlowdown`), from CPU time and after the first contentful paint. */
  blockingMs: number
  /** Wall time of the browser's own task that commits the page's navigation (creates its document
   * and window, before any of its HTML is parsed), ms; 0 when the trace has none. No code of the
   * page runs in it, yet Lighthouse may name it the longest task ("Unattributable"). */
  commitWallMs: number
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { isOutermostMainFrame?: boolean } }
}

/** Top-level tasks of the page's main thread, as Chromium traces them. */
const TASK = 'RunTask'
/** Marks, inside a task, the commit of a frame's navigation. */
const COMMIT = 'CommitLoad'

export function mainThreadWork(trace: { traceEvents: object[] }, cpuSlowdown: number): MainThreadWork {
  const processed = TraceProcessor.processTrace(trace as never)
  const navigation = TraceProcessor.processNavigation(processed)
  const start = processed.timeOriginEvt.ts
  const fcp = navigation.firstContentfulPaintEvt.ts
  const events = processed.mainThreadEvents as TraceEvent[]
  const tasks = events.filter((e) => e.name === TASK && e.ph === 'X' && e.ts >= start)
  const ms = (us: number | undefined) => (us ?? 0) / 1000
  const commit = events.find((e) => e.name === COMMIT && e.args?.data?.isOutermostMainFrame)
  const commitTask = commit && tasks.find((e) => e.ts <= commit.ts && commit.ts <= e.ts + (e.dur ?? 0))
  return {
    cpuMs: tasks.reduce((sum, e) => sum + ms(e.tdur), 0),
    wallMs: tasks.reduce((sum, e) => sum + ms(e.dur), 0),
    longestTaskCpuMs: Math.max(0, ...tasks.map((e) => ms(e.tdur))),
    blockingMs: tasks.filter((e) => e.ts >= fcp).reduce((sum, e) => sum + Math.max(0, ms(e.tdur) * cpuSlowdown - 50), 0),
    commitWallMs: ms(commitTask?.dur),
  }
}

/** A long task as Lighthouse's `long-tasks` audit lists it (its simulated duration, ms). */
export interface LongTask {
  url?: unknown
  duration?: unknown
}

/**
 * The longest of Lighthouse's long tasks once the browser's commit of the navigation is left out:
 * the page's own longest task as Lighthouse simulates it (0 when none passed 50 ms). The commit is
 * the unattributed task whose simulated duration is its wall time × the slowdown.
 */
export function longestPageTask(longTasks: LongTask[], commitWallMs: number, cpuSlowdown: number): number {
  const commit = commitWallMs * cpuSlowdown
  const isCommit = (task: LongTask) =>
    commitWallMs > 0 && task.url === 'Unattributable' && Math.abs(Number(task.duration) - commit) < 2
  const index = longTasks.findIndex(isCommit)
  return Math.max(0, ...longTasks.filter((_, i) => i !== index).map((task) => Number(task.duration ?? 0)))
}
