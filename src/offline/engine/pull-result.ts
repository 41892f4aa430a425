/** How a refresh from the server went: how many rows it kept, or that it could not ask. */
export type PullResult = { ok: true; count: number } | { ok: false }
