-- Alertas de busca ("Avise-me", issue 54): a person keeps a search — words, a category, a place
-- and radius, a maximum price — and hears of each new public ad that matches it.
--
-- Matching runs off the publishing transaction: an ad that becomes public (published active,
-- reactivated, renewed) is queued (`interno.fila_alertas`, one row, no other work), and
-- `interno.casar_alertas()` — pg_cron every 10 seconds on Supabase, the local server's scheduled
-- jobs here — takes the queue and writes one notification per alert and ad. It never tests every
-- alert against an ad: the alerts with a place are found by a GiST index on their radius's box,
-- those without one by their longest word (a B-tree on it, probed with the pieces of the ad's
-- words) or, with no words, by their category; only those candidates meet the exact rules, the same
-- as the searches': every word accent- and case-free inside the ad's title + description
-- (buscar_anuncios), the great-circle distance within the radius (buscar_anuncios_perto), the
-- category, the price at most the maximum (an ad "A combinar" never passes a maximum price).

create table public.alertas_busca (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  termo text,
  categoria text,
  -- The place as the person chose it ("Vitória, ES" or "Minha localização"), its point (rounded by
  -- the phone to about 1 km, as "Perto de mim" sends it) and the radius.
  lugar text,
  latitude double precision,
  longitude double precision,
  km integer,
  preco_max numeric(12, 2),
  pausado boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint alertas_busca_termo_tamanho check (length(termo) <= 100),
  constraint alertas_busca_categoria_valida check (categoria in (
    'agricultura', 'casa', 'comida', 'comunidade', 'cuidados', 'dicas', 'sustentabilidade',
    'tecnologia', 'utilidades'
  )),
  constraint alertas_busca_lugar_completo check (
    (latitude is null and longitude is null and km is null and lugar is null)
    or (latitude is not null and longitude is not null and km is not null and lugar is not null)
  ),
  constraint alertas_busca_lugar_tamanho check (length(lugar) <= 80),
  constraint alertas_busca_no_brasil check (latitude between -34 and 6 and longitude between -74 and -28),
  constraint alertas_busca_raio_valido check (km in (10, 25, 50, 100, 200)),
  constraint alertas_busca_preco_valido check (preco_max > 0 and preco_max <= 10000000),
  constraint alertas_busca_algum_criterio check (
    nullif(btrim(termo), '') is not null or categoria is not null or km is not null or preco_max is not null
  )
);

-- The words as the search reads them: accent- and case-free, at most 8, each a LIKE pattern.
create function interno.padroes_de_busca(termo text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg('%' || replace(replace(replace(p, '\', '\\'), '%', '\%'), '_', '\_') || '%'), '{}')
  from (
    select p from regexp_split_to_table(btrim(public.normalizar_busca(termo)), '\s+') as p where p <> '' limit 8
  ) palavras
$$;

-- The longest word (the rarest, usually): what finds an alert with no place among the ads' words.
create function interno.palavra_chave(termo text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p from regexp_split_to_table(btrim(public.normalizar_busca(termo)), '\s+') as p
  where p <> '' order by length(p) desc, p limit 1
$$;

-- The radius's bounding box in degrees, as buscar_anuncios_perto draws it (x = longitude).
create function interno.caixa_do_raio(latitude double precision, longitude double precision, km integer)
returns box
language sql
immutable
parallel safe
set search_path = ''
as $$
  select box(
    point(longitude - km / (111.32 * greatest(cos(radians(latitude)), 0.01)), latitude - km / 111.32),
    point(longitude + km / (111.32 * greatest(cos(radians(latitude)), 0.01)), latitude + km / 111.32))
$$;

alter table public.alertas_busca
  add column padroes text[] generated always as (interno.padroes_de_busca(termo)) stored,
  add column palavra_chave text generated always as (interno.palavra_chave(termo)) stored,
  add column caixa box generated always as (interno.caixa_do_raio(latitude, longitude, km)) stored;

-- "The same search twice is one alert."
create unique index alertas_busca_uma_por_busca on public.alertas_busca (
  user_id, padroes, coalesce(categoria, ''), coalesce(latitude, 999),
  coalesce(longitude, 999), coalesce(km, 0), coalesce(preco_max, 0)
);
create index alertas_busca_por_lugar on public.alertas_busca using gist (caixa) where not pausado;
create index alertas_busca_sem_lugar_por_palavra on public.alertas_busca (palavra_chave)
  where not pausado and caixa is null and palavra_chave is not null;
create index alertas_busca_sem_lugar_por_categoria on public.alertas_busca (categoria)
  where not pausado and caixa is null and palavra_chave is null;

alter table public.alertas_busca enable row level security;

create policy "cada um le os seus alertas" on public.alertas_busca
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "usuario ativo cria alerta em seu nome" on public.alertas_busca
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "usuario ativo pausa os seus alertas" on public.alertas_busca
  for update to authenticated
  using (user_id = (select auth.uid()) and (select interno.usuario_ativo()))
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "cada um exclui os seus alertas" on public.alertas_busca
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.alertas_busca from anon, authenticated;
grant select, delete on public.alertas_busca to authenticated;
grant insert (id, user_id, termo, categoria, lugar, latitude, longitude, km, preco_max, pausado)
  on public.alertas_busca to authenticated;
grant update (pausado) on public.alertas_busca to authenticated;

-- At most 10 a person, counted under a lock of the person so two at once cannot make 11. The same
-- search again is not an error: the insert is skipped (the alert exists), as the person asked.
create function public.conferir_alerta_busca()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('alertas_busca:' || new.user_id, 0));
  if exists (
    select 1 from public.alertas_busca a
    where a.user_id = new.user_id
      and a.padroes = interno.padroes_de_busca(new.termo)
      and coalesce(a.categoria, '') = coalesce(new.categoria, '')
      and coalesce(a.latitude, 999) = coalesce(new.latitude, 999) and coalesce(a.longitude, 999) = coalesce(new.longitude, 999)
      and coalesce(a.km, 0) = coalesce(new.km, 0) and coalesce(a.preco_max, 0) = coalesce(new.preco_max, 0)
  ) then
    return null;
  end if;
  if (select count(*) from public.alertas_busca a where a.user_id = new.user_id) >= 10 then
    raise exception 'Você já tem 10 alertas. Exclua um para criar outro.'
      using errcode = '23514', hint = 'Exclua um alerta em Meus alertas.';
  end if;
  return new;
end
$$;

revoke execute on function public.conferir_alerta_busca() from public, anon, authenticated;

create trigger conferir_alerta_busca
  before insert or update on public.alertas_busca
  for each row execute function public.conferir_alerta_busca();

-- The queue: ads that became public since the last run.
create table interno.fila_alertas (
  anuncio_id uuid primary key references public.anuncios (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- Which alert already told of which ad ("never twice"), and when (the hourly digest counts them).
create table interno.alertas_avisados (
  alerta_id uuid not null references public.alertas_busca (id) on delete cascade,
  anuncio_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (alerta_id, anuncio_id)
);
create index alertas_avisados_recentes on interno.alertas_avisados (alerta_id, created_at);

revoke all on interno.fila_alertas from public, anon, authenticated;
revoke all on interno.alertas_avisados from public, anon, authenticated;

create function public.enfileirar_anuncio_para_alertas()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'ativo' and new.expira_em > now() and (
    tg_op = 'INSERT' or old.status is distinct from 'ativo' or old.expira_em <= now() or new.expira_em > old.expira_em
  ) then
    insert into interno.fila_alertas (anuncio_id) values (new.id) on conflict do nothing;
  end if;
  return null;
end
$$;

revoke execute on function public.enfileirar_anuncio_para_alertas() from public, anon, authenticated;

create trigger enfileirar_anuncio_para_alertas
  after insert or update of status, expira_em on public.anuncios
  for each row execute function public.enfileirar_anuncio_para_alertas();

-- Every word of a text, and every piece of each (what an alert's longest word may be), accent-
-- and case-free: "Queijo" gives queijo, ueijo, … q. Words longer than 30 letters give their first 30.
-- (Without JIT: the planner guesses a thousand rows for each generate_series, and compiling the
-- query would cost a hundred times what running it does.)
create function interno.pedacos_das_palavras(texto text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
set jit = off
as $$
  select coalesce(array_agg(distinct substr(w, i, n)), '{}')
  from (select distinct left(w, 30) as w from regexp_split_to_table(public.normalizar_busca(texto), '\s+') as w where w <> '') palavras,
       generate_series(1, length(w)) as i,
       generate_series(1, length(w) - i + 1) as n
$$;

-- The alerts an ad matches (the ad's seller's own excluded), by the rules above. The ad's values
-- (its point, the pieces of its words) are computed once and reach each index as constants. A few
-- milliseconds of index work: neither JIT compiling nor parallel workers (each costs more to start
-- than the whole query) are worth it.
create function interno.alertas_do_anuncio(anuncio uuid)
returns setof public.alertas_busca
language plpgsql
stable
security definer
set search_path = ''
set jit = off
set max_parallel_workers_per_gather = 0
as $$
declare
  a public.anuncios;
  ponto box;
  pedacos text[];
begin
  select * into a from public.anuncios where id = anuncio;
  if a.id is null then
    return;
  end if;
  ponto := case when a.latitude is not null and a.longitude is not null
    then box(point(a.longitude, a.latitude), point(a.longitude, a.latitude)) end;
  pedacos := interno.pedacos_das_palavras(a.titulo || ' ' || coalesce(a.descricao, ''));
  return query
    with candidatos as (
      select al.* from public.alertas_busca al
      where not al.pausado and ponto is not null and al.caixa && ponto
      union all
      select al.* from public.alertas_busca al
      where not al.pausado and al.caixa is null and al.palavra_chave is not null and al.palavra_chave = any (pedacos)
      union all
      select al.* from public.alertas_busca al
      where not al.pausado and al.caixa is null and al.palavra_chave is null and al.categoria = a.categoria
      union all
      select al.* from public.alertas_busca al
      where not al.pausado and al.caixa is null and al.palavra_chave is null and al.categoria is null
    )
    select c.* from candidatos c
    where c.user_id <> a.user_id
      and (c.categoria is null or c.categoria = a.categoria)
      and (c.preco_max is null or a.preco <= c.preco_max)
      and a.texto_busca like all (c.padroes)
      and (c.km is null or public.distancia_km(c.latitude, c.longitude, a.latitude, a.longitude) <= c.km);
end
$$;

revoke execute on function interno.alertas_do_anuncio(uuid) from public, anon, authenticated;

-- A value as the app writes it: "R$ 1.234,50".
create function interno.em_reais(valor numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'R$ ' || replace(replace(replace(to_char(valor, 'FM999,999,990.00'), ',', '_'), '.', ','), '_', '.')
$$;

revoke execute on function interno.em_reais(numeric) from public, anon, authenticated;

-- What the person called the search, for the notification: its words, else its category, place or price.
create function interno.nome_do_alerta(alerta public.alertas_busca)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(alerta.termo), ''),
    initcap(alerta.categoria),
    alerta.lugar,
    'até ' || interno.em_reais(alerta.preco_max)
  )
$$;

revoke execute on function interno.nome_do_alerta(public.alertas_busca) from public, anon, authenticated;

-- Takes up to `limite` queued ads and tells each matching alert's owner: one notification per alert
-- and ad, the first 3 of an alert in an hour each on its own (opening the ad), the rest folded into
-- one ("5 novos anúncios para o seu alerta “queijo”", opening the alerts) while it is unread. An ad no longer public when its turn
-- comes (hidden, paused, expired, its seller made inactive) tells no one. Answers how many ads it took.
create function interno.casar_alertas(limite integer default 200)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  fila record;
  a public.anuncios;
  al public.alertas_busca;
  nome text;
  recentes integer;
  oferta text;
  tomados integer := 0;
begin
  for fila in
    select f.anuncio_id from interno.fila_alertas f order by f.created_at limit limite for update skip locked
  loop
    tomados := tomados + 1;
    delete from interno.fila_alertas where anuncio_id = fila.anuncio_id;
    select * into a from public.anuncios where id = fila.anuncio_id;
    if a.id is null or a.status <> 'ativo' or a.expira_em <= now()
       or not exists (select 1 from public.usuarios_publicos v where v.id = a.user_id) then
      continue;
    end if;
    oferta := a.titulo || ' — ' || coalesce(interno.em_reais(a.preco), 'A combinar') || ' em ' || a.cidade || ', ' || a.uf;
    for al in select * from interno.alertas_do_anuncio(a.id) loop
      insert into interno.alertas_avisados (alerta_id, anuncio_id) values (al.id, a.id) on conflict do nothing;
      if not found then
        continue;
      end if;
      nome := interno.nome_do_alerta(al);
      select count(*) into recentes from interno.alertas_avisados v
      where v.alerta_id = al.id and v.created_at > now() - interval '1 hour';
      -- Past 3, one key for the alert: notificar folds them while unread.
      perform interno.notificar(
        al.user_id, 'alerta_busca', 'Novo anúncio para o seu alerta “' || nome || '”', oferta,
        case when recentes <= 3 then '/product/' || a.id else '/alertas' end, a.id,
        'alerta:' || al.id || case when recentes <= 3 then ':' || a.id else '' end,
        '%s novos anúncios para o seu alerta “' || replace(nome, '%', '%%') || '”');
    end loop;
  end loop;
  return tomados;
end
$$;

revoke execute on function interno.casar_alertas(integer) from public, anon, authenticated;
grant execute on function interno.casar_alertas(integer) to service_role;

-- Every 10 seconds where pg_cron takes seconds (1.5 and later, as on Supabase), else every minute.
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    begin
      perform cron.schedule('casar-alertas', '10 seconds', 'select interno.casar_alertas()');
    exception when others then
      perform cron.schedule('casar-alertas', '* * * * *', 'select interno.casar_alertas()');
    end;
  end if;
end
$$;

-- Push: a device turned on for every kind gets this one too; the switch "Alertas de busca" turns it off.
update public.assinaturas_push
set tipos = array_append(tipos, 'alerta_busca')
where not ('alerta_busca' = any (tipos))
  and cardinality(tipos) = cardinality(enum_range(null::public.tipo_de_notificacao)) - 1;
