import type { Database } from '../db/database.ts'

// The database's changes for Realtime, in commit order. Supabase reads them from the WAL (logical
// decoding of the `supabase_realtime` publication); here each table of that publication gets a
// trigger that writes the change to `_realtime.changes` and NOTIFYs its id — Postgres delivers
// notifications at commit, in commit order, on PGlite and PostgreSQL alike. Installed when the
// first socket connects, so a server nobody listens to pays nothing.

export interface Change {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  /** The new row (INSERT, UPDATE), as to_jsonb gives it. */
  record: Record<string, unknown> | null
  /** The old row, whole (UPDATE, DELETE): what is shown of it is decided per table (identity). */
  old: Record<string, unknown> | null
  /** When the change was made, as Realtime formats commit_timestamp. */
  commitTimestamp: string
}

const CHANNEL = '_realtime_changes'

const INSTALL = `
create schema if not exists _realtime;
revoke all on schema _realtime from public;
create table if not exists _realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  made_at timestamptz not null default clock_timestamp()
);
create or replace function _realtime.capture()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change_id bigint;
begin
  insert into _realtime.changes (schema_name, table_name, action, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op <> 'DELETE' then to_jsonb(new) end,
          case when tg_op <> 'INSERT' then to_jsonb(old) end)
  returning id into change_id;
  perform pg_notify('${CHANNEL}', change_id::text);
  return null;
end
$$;
do $$
declare
  t record;
begin
  for t in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime' loop
    execute format('drop trigger if exists zz_realtime_capture on %I.%I', t.schemaname, t.tablename);
    execute format(
      'create trigger zz_realtime_capture after insert or update or delete on %I.%I for each row execute function _realtime.capture()',
      t.schemaname, t.tablename);
  end loop;
end
$$;
`

interface ChangeRow {
  id: string
  schema_name: string
  table_name: string
  action: Change['type']
  record: Record<string, unknown> | string | null
  old_record: Record<string, unknown> | string | null
  made_at: string
}

const json = (value: ChangeRow['record']) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value)

/** "2026-11-26T19:00:00.123Z", as Realtime's commit_timestamp. */
const realtimeTime = (value: string) => new Date(value).toISOString()

/**
 * Starts capturing: `onChanges` receives each batch of committed changes in commit order (one
 * call at a time; the next waits for it). Answers how to stop.
 */
export async function captureChanges(
  db: Database,
  onChanges: (changes: Change[]) => Promise<void>,
): Promise<() => Promise<void>> {
  await db.exec(INSTALL)
  const waiting: string[] = []
  let running: Promise<void> = Promise.resolve()
  const drain = async () => {
    const ids = waiting.splice(0)
    if (ids.length === 0) return
    const { rows } = await db.query<ChangeRow>(
      `delete from _realtime.changes where id = any($1::bigint[])
       returning id, schema_name, table_name, action, record, old_record, made_at`,
      [ids],
    )
    const byId = new Map(rows.map((row) => [String(row.id), row]))
    const changes = ids.flatMap((id) => {
      const row = byId.get(id)
      return row
        ? [
            {
              schema: row.schema_name,
              table: row.table_name,
              type: row.action,
              record: json(row.record),
              old: json(row.old_record),
              commitTimestamp: realtimeTime(row.made_at),
            },
          ]
        : []
    })
    await onChanges(changes).catch((error: unknown) => console.error('Realtime: a change could not be delivered', error))
  }
  const stop = await db.listen(CHANNEL, (payload) => {
    waiting.push(payload)
    running = running.then(drain)
  })
  return async () => {
    await stop()
    await running
  }
}
