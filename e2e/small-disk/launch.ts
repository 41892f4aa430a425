import { chromium, devices, type BrowserContext } from '@playwright/test'
import { mkdtemp, open, readFile, rm, statfs, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { E2E } from '../../playwright.config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium'
import { watchContentSecurityPolicy } from '../test'

// A phone whose storage is nearly full, for real: Chromium's profile lives on a disk of its own
// (./chromium.sh), and the test fills that disk the way a phone's photos and apps do. Chromium's
// quota override cannot stand for it: it binds Cache Storage only (docs/testing.md), and a full
// phone is full before the site reaches its quota — the disk itself refuses the write.

export interface SmallDiskPhone {
  context: BrowserContext
  /** What the Content-Security-Policy refused in this browser (the suite's watch, for its own browser). */
  cspViolations: string[]
  /** Fills the disk until `keepBytes` remain free. */
  fill(keepBytes: number): Promise<void>
  /** Gives the disk back (the person deleted some of their own files). */
  free(): Promise<void>
  close(): Promise<void>
}

export async function launchOnSmallDisk(megabytes: number): Promise<SmallDiskPhone> {
  const dir = await mkdtemp(join(tmpdir(), 'campo-small-disk-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: fileURLToPath(new URL('./chromium.sh', import.meta.url)),
    args: CHROMIUM_ARGS,
    env: { ...process.env, SMALL_DISK_DIR: dir, SMALL_DISK_MB: String(megabytes), CHROMIUM_PATH },
    viewport: devices['Desktop Chrome'].viewport,
    userAgent: devices['Desktop Chrome'].userAgent,
    baseURL: E2E.appUrl,
    locale: 'pt-BR',
    serviceWorkers: 'allow',
  })
  const cspViolations = watchContentSecurityPolicy(context)
  // The disk as Chromium sees it, from outside its mount namespace.
  const disk = async () => `/proc/${(await readFile(`${dir}.pid`, 'utf8')).trim()}/root${dir}`
  const filler = async () => join(await disk(), 'os-arquivos-do-celular')
  return {
    context,
    cspViolations,
    async fill(keepBytes) {
      // Chromium writes meanwhile, so the disk is filled to the last byte and then given back
      // `keepBytes`: most of it at once, the rest in small pieces, so it stays full for an instant.
      const space = await statfs(await disk())
      const file = await open(await filler(), 'w')
      try {
        await file.write(Buffer.alloc(Math.max(0, space.bavail * space.bsize - keepBytes - (1 << 20)), 1))
        const piece = Buffer.alloc(1 << 16, 1)
        for (;;) await file.write(piece)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
      await file.truncate(Math.max(0, (await file.stat()).size - keepBytes))
      await file.close()
    },
    async free() {
      await unlink(await filler())
    },
    async close() {
      await context.close()
      await rm(dir, { recursive: true, force: true })
      await rm(`${dir}.pid`, { force: true })
    },
  }
}
