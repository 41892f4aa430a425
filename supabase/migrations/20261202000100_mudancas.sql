-- Sync by what changed (issue 75). A phone asks for what changed since its last read, not for
-- whole slices again.
--
-- The cursor is the writing transaction, not a clock. Every row the phone keeps carries `versao`,
-- the id of the transaction that last wrote it (pg_current_xact_id(), set by a trigger on every
-- insert and update, whoever writes: the API, a trigger, a job). A read answers the oldest
-- transaction still running when it was taken (pg_snapshot_xmin): everything older is committed and
-- in that answer, so "rows with versao >= that" next time misses nothing — a timestamp cursor would
-- miss a transaction that began before the read and committed after it (now() is its start).
-- Deletions leave a row in public.remocoes for each person who kept the deleted row, with the
-- same cursor; kept 90 days (interno.esquecer_remocoes). A phone whose cursor is older than what
-- was forgotten is told to read everything again, once (`refazer`).
-- An id that was deleted cannot be inserted again: a publish resent after its answer was lost
-- never brings back an ad deleted meanwhile.

-- The cursor column ----------------------------------------------------------------------------

create function interno.marcar_versao()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.versao := pg_catalog.pg_current_xact_id();
  return new;
end
$$;

revoke execute on function interno.marcar_versao() from public, anon, authenticated;

do $$
declare
  tabela text;
begin
  foreach tabela in array array['anuncios', 'favoritos', 'mensagens', 'pedidos', 'notificacoes', 'comentarios',
    'viagens', 'reservas', 'alertas_busca']
  loop
    execute format('alter table public.%I add column versao xid8 not null default pg_catalog.pg_current_xact_id()', tabela);
    execute format('create trigger marcar_versao before insert or update on public.%I
      for each row execute function interno.marcar_versao()', tabela);
  end loop;
end
$$;

-- What a person's cursor reads: their rows in the order they changed.
create index anuncios_mudancas on public.anuncios (user_id, versao, id);
create index favoritos_mudancas on public.favoritos (user_id, versao);
create index mensagens_mudancas_comprador on public.mensagens (comprador_id, versao, id);
create index mensagens_mudancas_vendedor on public.mensagens (vendedor_id, versao, id);
create index pedidos_mudancas_comprador on public.pedidos (comprador_id, versao, id);
create index pedidos_mudancas_vendedor on public.pedidos (vendedor_id, versao, id);
create index notificacoes_mudancas on public.notificacoes (user_id, versao, id);
create index viagens_mudancas on public.viagens (user_id, versao, id);
create index reservas_mudancas on public.reservas (user_id, versao, id);
create index reservas_da_viagem_mudancas on public.reservas (viagem_id, versao);

-- The trips' columns are granted one by one; the cursor is readable as the others.
grant select (versao) on public.viagens to anon, authenticated;

-- Tombstones -----------------------------------------------------------------------------------

create table public.remocoes (
  -- Who kept the row (no reference: a deleted account's tombstones go with the rest, by time).
  user_id uuid not null,
  tabela text not null,
  -- The deleted row's id (a favourite's: its ad).
  linha uuid not null,
  versao xid8 not null default pg_catalog.pg_current_xact_id(),
  removido_em timestamptz not null default now(),
  primary key (user_id, tabela, linha)
);

create index remocoes_mudancas on public.remocoes (user_id, versao, linha);
create index remocoes_da_linha on public.remocoes (tabela, linha);
create index remocoes_antigas on public.remocoes (removido_em);

alter table public.remocoes enable row level security;

create policy "cada um le as suas remocoes" on public.remocoes
  for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.remocoes from anon, authenticated;
grant select on public.remocoes to authenticated;

-- After a delete: one tombstone per person named by the trigger's columns (the first argument is
-- the row's id column, the rest who kept it; `dono_da_viagem`: a reservation's trip's owner).
create function interno.deixar_remocao()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  antiga jsonb := to_jsonb(old);
  i integer;
begin
  if tg_table_name = 'reservas' then
    antiga := antiga || jsonb_build_object('dono_da_viagem',
      (select v.user_id from public.viagens v where v.id = (antiga ->> 'viagem_id')::uuid));
  end if;
  for i in 1 .. tg_nargs - 1 loop
    -- A deleted account's own rows leave nothing behind (its phone is signed out).
    if exists (select 1 from public.usuarios u where u.id = (antiga ->> tg_argv[i])::uuid) then
      insert into public.remocoes (user_id, tabela, linha)
      values ((antiga ->> tg_argv[i])::uuid, tg_table_name, (antiga ->> tg_argv[0])::uuid)
      on conflict (user_id, tabela, linha) do update set versao = excluded.versao, removido_em = excluded.removido_em;
    end if;
  end loop;
  return null;
end
$$;

revoke execute on function interno.deixar_remocao() from public, anon, authenticated;

create trigger deixar_remocao after delete on public.anuncios
  for each row execute function interno.deixar_remocao('id', 'user_id');
create trigger deixar_remocao after delete on public.favoritos
  for each row execute function interno.deixar_remocao('anuncio_id', 'user_id');
create trigger deixar_remocao after delete on public.mensagens
  for each row execute function interno.deixar_remocao('id', 'comprador_id', 'vendedor_id');
create trigger deixar_remocao after delete on public.pedidos
  for each row execute function interno.deixar_remocao('id', 'comprador_id', 'vendedor_id');
create trigger deixar_remocao after delete on public.notificacoes
  for each row execute function interno.deixar_remocao('id', 'user_id');
create trigger deixar_remocao after delete on public.comentarios
  for each row execute function interno.deixar_remocao('id', 'user_id');
create trigger deixar_remocao after delete on public.viagens
  for each row execute function interno.deixar_remocao('id', 'user_id');
create trigger deixar_remocao after delete on public.reservas
  for each row execute function interno.deixar_remocao('id', 'user_id', 'dono_da_viagem');
create trigger deixar_remocao after delete on public.alertas_busca
  for each row execute function interno.deixar_remocao('id', 'user_id');

-- Deleted stays deleted: an insert of an id that was deleted is refused (the arguments are the
-- person's message and hint). A favourite may come back (its key is the person and the ad).
create function interno.recusar_removido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.remocoes r where r.tabela = tg_table_name and r.linha = new.id) then
    perform interno.recusar(tg_argv[0], tg_argv[1]);
  end if;
  return new;
end
$$;

revoke execute on function interno.recusar_removido() from public, anon, authenticated;

create trigger recusar_removido before insert on public.anuncios
  for each row execute function interno.recusar_removido(
    'Este anúncio foi excluído e não pode ser publicado de novo.', 'Ele foi excluído em outro aparelho ou pela moderação.');
create trigger recusar_removido before insert on public.comentarios
  for each row execute function interno.recusar_removido(
    'Este comentário foi excluído e não pode ser enviado de novo.', 'Ele foi excluído em outro aparelho.');
create trigger recusar_removido before insert on public.viagens
  for each row execute function interno.recusar_removido(
    'Esta viagem foi excluída e não pode ser oferecida de novo.', 'Ela foi excluída em outro aparelho.');
create trigger recusar_removido before insert on public.reservas
  for each row execute function interno.recusar_removido(
    'Esta reserva foi cancelada e não pode ser enviada de novo.', 'Ela foi cancelada em outro aparelho.');
create trigger recusar_removido before insert on public.alertas_busca
  for each row execute function interno.recusar_removido(
    'Este alerta foi excluído e não pode ser criado de novo.', 'Ele foi excluído em outro aparelho.');

-- How long tombstones are kept, and what was forgotten ------------------------------------------

create table interno.remocoes_esquecidas (
  -- One row: the newest cursor among the tombstones forgotten. A phone asking from before it
  -- reads everything again.
  unica boolean primary key default true check (unica),
  ate xid8 not null
);

create function interno.esquecer_remocoes()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  mais_nova xid8;
  quantas integer;
begin
  with esquecidas as (
    delete from public.remocoes where removido_em < now() - interval '90 days' returning versao
  )
  select max(versao), count(*)::integer into mais_nova, quantas from esquecidas;
  if mais_nova is not null then
    insert into interno.remocoes_esquecidas (ate) values (mais_nova)
    on conflict (unica) do update set ate = greatest(interno.remocoes_esquecidas.ate, excluded.ate);
  end if;
  return quantas;
end
$$;

revoke execute on function interno.esquecer_remocoes() from public, anon, authenticated;
grant execute on function interno.esquecer_remocoes() to service_role;

do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('esquecer-remocoes', '17 3 * * *', 'select interno.esquecer_remocoes()');
  end if;
end
$$;

-- Whether a cursor is older than what was forgotten (asked by public.mudancas, as the caller).
create function interno.cursor_esquecido(desde xid8)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from interno.remocoes_esquecidas e where desde <= e.ate)
$$;

revoke execute on function interno.cursor_esquecido(xid8) from public, anon;
grant execute on function interno.cursor_esquecido(xid8) to authenticated;

-- The person's changes ------------------------------------------------------------------------

-- What changed in the person's slices since `desde` (null: a new phone), as the caller (RLS holds):
-- their own ads, favourites, messages, orders and notifications, their trips and those they
-- reserved on, the reservations they made or received, and the tombstones of what they kept. `cursor` is what to ask from next time. A slice that filled its page names where it stopped
-- in `faltam`; the phone asks again with `paginas` = that (only those slices are read) and keeps the
-- first answer's cursor. A new phone gets every own ad, favourite and order, each conversation's
-- latest message and every unread one addressed to the person, and the latest 100 notifications;
-- a conversation's older messages come when it is opened.
create function public.mudancas(desde text default null, paginas jsonb default null, limite integer default 500)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  eu uuid := auth.uid();
  d xid8 := desde::xid8;
  n integer := least(greatest(coalesce(limite, 500), 1), 1000);
  resposta jsonb;
  fatia text;
  linhas jsonb;
  faltam jsonb := '{}';
  p jsonb;
begin
  if eu is null then
    raise exception 'Entre na sua conta para sincronizar.' using errcode = '42501';
  end if;
  if d is not null and interno.cursor_esquecido(d) then
    return jsonb_build_object('refazer', true);
  end if;
  resposta := jsonb_build_object('cursor', pg_catalog.pg_snapshot_xmin(pg_catalog.pg_current_snapshot())::text, 'refazer', false);

  foreach fatia in array array['anuncios', 'favoritos', 'mensagens', 'pedidos', 'notificacoes', 'viagens', 'reservas',
    'remocoes'] loop
    p := paginas -> fatia;
    continue when paginas is not null and p is null;
    p := coalesce(p, jsonb_build_array('0', '00000000-0000-0000-0000-000000000000'));

    if fatia = 'anuncios' then
      select coalesce(jsonb_agg(to_jsonb(s) order by s.versao, s.id), '[]') into linhas from (
        select a.id, a.titulo, a.categoria, a.preco, a.descricao, a.cidade, a.uf, a.endereco, a.cep, a.contato,
          a.email, a.imagens, a.latitude, a.longitude, a.user_id, a.user_name, a.status, a.avaliacao_media,
          a.avaliacoes_quantidade, a.expira_em, a.ocultado_motivo, a.created_at, a.updated_at, a.audio_caminho,
          a.audio_duracao_ms, a.versao
        from public.anuncios a
        where a.user_id = eu and (d is null or a.versao >= d) and (a.versao, a.id) > ((p ->> 0)::xid8, (p ->> 1)::uuid)
        order by a.versao, a.id limit n
      ) s;
    elsif fatia = 'favoritos' then
      select coalesce(jsonb_agg(to_jsonb(s) order by s.versao, s.id), '[]') into linhas from (
        select f.user_id, f.anuncio_id, f.created_at, f.versao, f.anuncio_id as id
        from public.favoritos f
        where f.user_id = eu and (d is null or f.versao >= d)
          and (f.versao, f.anuncio_id) > ((p ->> 0)::xid8, (p ->> 1)::uuid)
        order by f.versao, f.anuncio_id limit n
      ) s;
    elsif fatia = 'mensagens' then
      select coalesce(jsonb_agg(to_jsonb(s) order by s.versao, s.id), '[]') into linhas from (
        select m.id, m.anuncio_id, m.comprador_id, m.vendedor_id, m.remetente_id, m.remetente_nome, m.texto,
          m.pedido_id, m.lida_em, m.created_at, m.audio_caminho, m.audio_duracao_ms, m.audio_bytes, m.audio_tipo,
          m.versao
        from public.mensagens m
        where (m.comprador_id = eu or m.vendedor_id = eu)
          and (m.versao, m.id) > ((p ->> 0)::xid8, (p ->> 1)::uuid)
          and (
            m.versao >= d
            or (d is null and m.remetente_id <> eu and m.lida_em is null)
            -- Each conversation's latest, found once for all (not once per message read).
            or (d is null and m.id in (
              select distinct on (u.anuncio_id, u.comprador_id) u.id from public.mensagens u
              where u.comprador_id = eu or u.vendedor_id = eu
              order by u.anuncio_id, u.comprador_id, u.created_at desc, u.id desc))
          )
        order by m.versao, m.id limit n
      ) s;
    elsif fatia = 'pedidos' then
      select coalesce(jsonb_agg(to_jsonb(s) order by s.versao, s.id), '[]') into linhas from (
        select o.id, o.anuncio_id, o.comprador_id, o.vendedor_id, o.comprador_nome, o.vendedor_nome, o.quantidade,
          o.observacao, o.entrega, o.viagem_id, o.status, o.valor, o.pix_chave, o.pix_nome, o.pix_cidade,
          o.pagamento, o.created_at, o.updated_at, o.versao
        from public.pedidos o
        where (o.comprador_id = eu or o.vendedor_id = eu) and (d is null or o.versao >= d)
          and (o.versao, o.id) > ((p ->> 0)::xid8, (p ->> 1)::uuid)
        order by o.versao, o.id limit n
      ) s;
    elsif fatia = 'notificacoes' then
      select coalesce(jsonb_agg(to_jsonb(s) order by s.versao, s.id), '[]') into linhas from (
        select x.id, x.user_id, x.tipo, x.titulo, x.texto, x.url, x.anuncio_id, x.quantidade, x.created_at,
          x.lida_em, x.versao
        from public.notificacoes x
        where x.user_id = eu and (x.versao, x.id) > ((p ->> 0)::xid8, (p ->> 1)::uuid)
          and (x.versao >= d or (d is null and x.id in (
            select r.id from public.notificacoes r where r.user_id = eu order by r.created_at desc limit 100)))
        order by x.versao, x.id limit n
      ) s;
    elsif fatia = 'viagens' then
      select coalesce(jsonb_agg(to_jsonb(s) order by s.versao, s.id), '[]') into linhas from (
        select v.id, v.user_id, v.user_name, v.paradas, v.origem_cidade, v.origem_uf, v.destino_cidade, v.destino_uf,
          v.data, v.hora, v.veiculo, v.capacidade_kg, v.carga_propria_kg, v.custo_total, v.refrigerada, v.observacoes,
          v.status, v.carga_por_trecho, v.kg_reservados, v.created_at, v.updated_at, v.versao
        from public.viagens v
        where (v.user_id = eu or exists (select 1 from public.reservas r where r.viagem_id = v.id and r.user_id = eu))
          and (d is null or v.versao >= d) and (v.versao, v.id) > ((p ->> 0)::xid8, (p ->> 1)::uuid)
        order by v.versao, v.id limit n
      ) s;
    elsif fatia = 'reservas' then
      select coalesce(jsonb_agg(to_jsonb(s) order by s.versao, s.id), '[]') into linhas from (
        select r.id, r.viagem_id, r.user_id, r.user_name, r.kg, r.parada_inicio, r.parada_fim, r.carga, r.anuncio_id,
          r.contato, r.status, r.decidida_em, r.created_at, r.versao
        from public.reservas r
        where (r.user_id = eu or exists (select 1 from public.viagens v where v.id = r.viagem_id and v.user_id = eu))
          and (d is null or r.versao >= d) and (r.versao, r.id) > ((p ->> 0)::xid8, (p ->> 1)::uuid)
        order by r.versao, r.id limit n
      ) s;
    else
      -- A new phone holds nothing to remove.
      select coalesce(jsonb_agg(to_jsonb(s) order by s.versao, s.id), '[]') into linhas from (
        select r.tabela, r.linha, r.versao, r.linha as id
        from public.remocoes r
        where r.user_id = eu and d is not null and r.versao >= d
          and (r.versao, r.linha) > ((p ->> 0)::xid8, (p ->> 1)::uuid)
        order by r.versao, r.linha limit n
      ) s;
    end if;

    if jsonb_array_length(linhas) = n then
      faltam := faltam || jsonb_build_object(fatia, jsonb_build_array(linhas -> -1 ->> 'versao', linhas -> -1 ->> 'id'));
    end if;
    resposta := resposta || jsonb_build_object(fatia, linhas);
  end loop;
  return resposta || jsonb_build_object('faltam', faltam);
end
$$;

revoke execute on function public.mudancas(text, jsonb, integer) from public, anon;
grant execute on function public.mudancas(text, jsonb, integer) to authenticated;
