// How long a file in Storage may stay without an ad pointing at it before the job removes it
// (scripts/unreferenced-files-job.ts), and how long the phone trusts its own note that a file is
// stored. A phone uploads an ad's photos before it writes the row that points at them; offline in
// between, it would later write a row pointing at files the job removed. So a phone trusts a file
// it stored for a day less than the job waits, and sends it again (same path, upserted) after that.

const DAY_MS = 24 * 60 * 60 * 1000

/** A file no ad points at is removed once it is this old. */
export const UNREFERENCED_FILE_GRACE_MS = 7 * DAY_MS

/** The phone takes a file it stored as still there for this long after storing it. */
export const STORED_FILE_TRUSTED_MS = UNREFERENCED_FILE_GRACE_MS - DAY_MS
