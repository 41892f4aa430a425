import { describe, expect, it } from 'vitest'
import { longestPageTask, mainThreadWork } from '../../scripts/main-thread-work'

// A page's trace as Chromium writes it, reduced to what Lighthouse's trace processor reads: the
// renderer's main thread (its navigation and first paint) and a browser thread beside it.
const PID = 10
const TID = 1
const FRAME = 'FRAME1'
const T0 = 1_000_000 // µs

/** A frame's navigation committed inside a task: the page's own (outermost) frame or an iframe. */
function commitLoad(at: number, isOutermostMainFrame: boolean) {
  return {
    name: 'CommitLoad',
    ph: 'X',
    cat: 'devtools.timeline',
    pid: PID,
    tid: TID,
    ts: T0 + at * 1000,
    dur: 50,
    args: {
      data: {
        frame: isOutermostMainFrame ? FRAME : 'IFRAME',
        isMainFrame: isOutermostMainFrame,
        isOutermostMainFrame,
        url: 'http://app/',
      },
    },
  }
}

function trace(tasks: Array<{ at: number; wall: number; cpu: number; tid?: number }>, others: object[] = []) {
  return {
    traceEvents: [
      { name: 'thread_name', ph: 'M', cat: '__metadata', pid: PID, tid: TID, ts: 0, args: { name: 'CrRendererMain' } },
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        pid: 1,
        tid: 1,
        ts: T0 - 1000,
        cat: 'disabled-by-default-devtools.timeline',
        args: {
          data: {
            frameTreeNodeId: 1,
            persistentIds: true,
            frames: [{ frame: FRAME, url: 'http://app/', name: '', processId: PID }],
          },
        },
      },
      {
        name: 'navigationStart',
        ph: 'R',
        pid: PID,
        tid: TID,
        ts: T0,
        cat: 'blink.user_timing',
        args: { frame: FRAME, data: { documentLoaderURL: 'http://app/', isLoadingMainFrame: true, navigationId: 'N1' } },
      },
      {
        name: 'firstContentfulPaint',
        ph: 'R',
        pid: PID,
        tid: TID,
        ts: T0 + 100_000,
        cat: 'loading',
        args: { frame: FRAME, data: { navigationId: 'N1' } },
      },
      ...tasks.map(({ at, wall, cpu, tid = TID }) => ({
        name: 'RunTask',
        ph: 'X',
        cat: 'disabled-by-default-devtools.timeline',
        pid: PID,
        tid,
        ts: T0 + at * 1000,
        dur: wall * 1000,
        tdur: cpu * 1000,
        args: {},
      })),
      ...others,
    ],
  }
}

describe('the page’s main-thread work in a Lighthouse trace', () => {
  it('counts CPU time apart from waiting, and blocking time from CPU time after the first paint', () => {
    const work = mainThreadWork(
      trace([
        { at: 10, wall: 40, cpu: 30 }, // before the first paint: work, not blocking
        { at: 200, wall: 60, cpu: 20 }, // 20 ms of work, 40 waiting: 4 × 20 − 50 = 30 blocking
        { at: 300, wall: 10, cpu: 10 }, // 4 × 10 = 40: not blocking
        { at: 400, wall: 500, cpu: 400, tid: 2 }, // another thread: not the page's
      ]),
      4,
    )
    expect(work.cpuMs).toBeCloseTo(60)
    expect(work.wallMs).toBeCloseTo(110)
    expect(work.longestTaskCpuMs).toBeCloseTo(30)
    expect(work.blockingMs).toBeCloseTo(30)
  })

  it('tells the browser’s commit of the navigation apart from the page’s own longest task', () => {
    const work = mainThreadWork(
      trace(
        [
          { at: 5, wall: 35, cpu: 10 }, // the browser commits the page: no code of the page runs here
          { at: 50, wall: 25, cpu: 15 }, // the page's first layout
          { at: 300, wall: 12, cpu: 5 }, // an iframe's commit: the page asked for it
        ],
        [commitLoad(20, true), commitLoad(305, false)],
      ),
      4,
    )
    expect(work.commitWallMs).toBeCloseTo(35)
    expect(work.cpuMs).toBeCloseTo(30)
  })

  it('counts every task as the page’s when the trace holds no commit', () => {
    const work = mainThreadWork(trace([{ at: 5, wall: 35, cpu: 10 }], [commitLoad(20, false)]), 4)
    expect(work.commitWallMs).toBe(0)
  })

  it('leaves the browser’s commit out of Lighthouse’s long tasks to give the page’s longest', () => {
    // The commit's 45.2 ms of wall time, slowed 4.5×, is Lighthouse's unattributed 203 ms task.
    const longTasks = [
      { url: 'Unattributable', duration: 203.4, startTime: 750 },
      { url: 'http://app/informativos', duration: 104, startTime: 1020 },
      { url: 'Unattributable', duration: 76, startTime: 3300 },
    ]
    expect(longestPageTask(longTasks, 45.2, 4.5)).toBe(104)
    // Another unattributed task is the page's: only the commit's duration matches.
    expect(longestPageTask([{ url: 'Unattributable', duration: 120 }, ...longTasks.slice(1)], 45.2, 4.5)).toBe(120)
    // No commit in the trace: every long task is the page's; none past 50 ms gives 0.
    expect(longestPageTask(longTasks, 0, 4.5)).toBeCloseTo(203.4)
    expect(longestPageTask([{ url: 'Unattributable', duration: 203.4 }], 45.2, 4.5)).toBe(0)
  })
})
