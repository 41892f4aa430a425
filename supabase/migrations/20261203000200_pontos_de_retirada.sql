-- Vender comida, second part (issue 77): where to pick up, what an order cost at the ad's price,
-- and the searches' "Só com estoque" and unit.
--
-- A seller keeps up to 5 pickup points (a name, the place, the days and hours: "Feira do Produtor
-- de Santa Maria — sábado, 6h às 12h"), chooses which apply to each ad (`anuncios.pontos_de_retirada`)
-- and a buyer's order "Retirar no local" may name one of them. The order keeps the point as it was
-- then, in words (`pedidos.retirada`, written by the database): a point edited or removed later does
-- not change where an order was agreed. Points are public as the seller is (the ad page lists them).

create table public.pontos_de_retirada (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  nome text not null,
  -- The street, the market's address, "na porteira do sítio".
  local text not null,
  cidade text not null,
  uf text not null,
  -- Days and hours, as the seller says them ("sábado, 6h às 12h").
  quando text not null,
  -- Looked up from the place when it is saved (no point on the map without them).
  latitude double precision,
  longitude double precision,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pontos_de_retirada_nome_tamanho check (length(btrim(nome)) between 2 and 80),
  constraint pontos_de_retirada_local_tamanho check (length(btrim(local)) between 2 and 200),
  constraint pontos_de_retirada_cidade_tamanho check (length(btrim(cidade)) between 2 and 80),
  constraint pontos_de_retirada_uf_valida check (uf in (
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI',
    'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'
  )),
  constraint pontos_de_retirada_quando_tamanho check (length(btrim(quando)) between 2 and 120),
  constraint pontos_de_retirada_no_brasil check (
    (latitude is null and longitude is null)
    or (latitude between -34 and 6 and longitude between -74 and -28)
  )
);

create index pontos_de_retirada_user_id on public.pontos_de_retirada (user_id);

alter table public.pontos_de_retirada enable row level security;

create policy "pontos de vendedor ativo sao publicos, e os seus" on public.pontos_de_retirada
  for select to anon, authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.usuarios_publicos v where v.id = pontos_de_retirada.user_id)
  );

create policy "usuario ativo cria ponto em seu nome" on public.pontos_de_retirada
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "usuario ativo altera os seus pontos" on public.pontos_de_retirada
  for update to authenticated
  using (user_id = (select auth.uid()) and (select interno.usuario_ativo()))
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "cada um exclui os seus pontos" on public.pontos_de_retirada
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.pontos_de_retirada from anon, authenticated;
grant select on public.pontos_de_retirada to anon, authenticated;
grant insert (id, user_id, nome, local, cidade, uf, quando, latitude, longitude) on public.pontos_de_retirada to authenticated;
grant update (nome, local, cidade, uf, quando, latitude, longitude) on public.pontos_de_retirada to authenticated;
grant delete on public.pontos_de_retirada to authenticated;

-- At most 5 a seller: the seller's row is locked first, so two phones adding the fifth and the
-- sixth at once cannot both pass the count.
create function public.conferir_ponto_de_retirada()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform 1 from public.usuarios where id = new.user_id for update;
    if (select count(*) from public.pontos_de_retirada where user_id = new.user_id) >= 5 then
      perform interno.recusar('Você já tem 5 pontos de retirada.', 'Exclua um ponto para criar outro.');
    end if;
  end if;
  new.updated_at := now();
  return new;
end
$$;

revoke execute on function public.conferir_ponto_de_retirada() from public, anon, authenticated;

create trigger conferir_ponto_de_retirada
  before insert or update on public.pontos_de_retirada
  for each row execute function public.conferir_ponto_de_retirada();

-- An ad names which of its seller's points apply to it.
alter table public.anuncios
  add column pontos_de_retirada uuid[] not null default '{}',
  add constraint anuncios_pontos_de_retirada_ate_5 check (cardinality(pontos_de_retirada) <= 5);

grant insert (pontos_de_retirada) on public.anuncios to authenticated;
grant update (pontos_de_retirada) on public.anuncios to authenticated;

-- Only the seller's own points (no other seller's market on one's ad), each once.
create function public.conferir_pontos_do_anuncio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.pontos_de_retirada is not distinct from old.pontos_de_retirada then
    return new;
  end if;
  select coalesce(array_agg(distinct p order by p), '{}') into new.pontos_de_retirada
  from unnest(new.pontos_de_retirada) p;
  if exists (
    select 1 from unnest(new.pontos_de_retirada) p
    where not exists (select 1 from public.pontos_de_retirada r where r.id = p and r.user_id = new.user_id)
  ) then
    perform interno.recusar('Ponto de retirada não encontrado.', 'Escolha um dos seus pontos de retirada.');
  end if;
  return new;
end
$$;

revoke execute on function public.conferir_pontos_do_anuncio() from public, anon, authenticated;

create trigger conferir_pontos_do_anuncio
  before insert or update of pontos_de_retirada on public.anuncios
  for each row execute function public.conferir_pontos_do_anuncio();

-- A point removed leaves the ads that named it.
create function public.tirar_ponto_dos_anuncios()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.anuncios set pontos_de_retirada = array_remove(pontos_de_retirada, old.id)
  where user_id = old.user_id and old.id = any (pontos_de_retirada);
  return null;
end
$$;

revoke execute on function public.tirar_ponto_dos_anuncios() from public, anon, authenticated;

create trigger tirar_ponto_dos_anuncios
  after delete on public.pontos_de_retirada
  for each row execute function public.tirar_ponto_dos_anuncios();

-- An order: the pickup point it chose, in words as it was then, and the ad's price per unit when
-- it was made (the total the buyer saw; the seller may still state another value at acceptance,
-- as for what is weighed at packing).
alter table public.pedidos
  -- (No foreign key: the words below keep the point, and a point removed changes no order.)
  add column ponto_de_retirada_id uuid,
  add column retirada text,
  add column preco_unitario numeric(12, 2);

grant insert (ponto_de_retirada_id) on public.pedidos to authenticated;

-- "Feira do Produtor — sábado, 6h às 12h · Rua Central, 10, Santa Maria de Jetibá/ES"
create function interno.retirada_em_palavras(p public.pontos_de_retirada)
returns text
language sql
immutable
set search_path = ''
as $$
  select p.nome || ' — ' || p.quando || ' · ' || p.local || ', ' || p.cidade || '/' || p.uf
$$;

revoke execute on function interno.retirada_em_palavras(public.pontos_de_retirada) from public;

-- Named to fire after `quantidade_do_pedido`, which refused an order the ad cannot take.
create function public.conferir_retirada_do_pedido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
  p public.pontos_de_retirada;
begin
  if exists (select 1 from public.pedidos where id = new.id) then
    return new;
  end if;
  select * into a from public.anuncios where id = new.anuncio_id;
  new.preco_unitario := a.preco;
  new.retirada := null;
  if new.ponto_de_retirada_id is null then
    return new;
  end if;
  if new.entrega <> 'retirar' then
    perform interno.recusar('O ponto de retirada é só para quem vai retirar.', 'Escolha "Retirar no local" ou tire o ponto.');
  end if;
  if not new.ponto_de_retirada_id = any (a.pontos_de_retirada) then
    perform interno.recusar('Este ponto de retirada não vale para este anúncio.', 'Escolha um dos pontos que o anúncio mostra.');
  end if;
  select * into p from public.pontos_de_retirada where id = new.ponto_de_retirada_id;
  new.retirada := interno.retirada_em_palavras(p);
  return new;
end
$$;

revoke execute on function public.conferir_retirada_do_pedido() from public, anon, authenticated;

create trigger retirada_do_pedido
  before insert on public.pedidos
  for each row execute function public.conferir_retirada_do_pedido();

-- Neither is changed after the order is made.
create function public.manter_retirada_do_pedido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.retirada := old.retirada;
  new.preco_unitario := old.preco_unitario;
  return new;
end
$$;

revoke execute on function public.manter_retirada_do_pedido() from public, anon, authenticated;

create trigger manter_retirada_do_pedido
  before update on public.pedidos
  for each row execute function public.manter_retirada_do_pedido();

-- The searches take a unit and "Só com estoque" (last, defaulted, as 20261129000100 added the
-- maximum price; the old signatures dropped so PostgREST finds one candidate). Sorted by price, an
-- ad is compared with those sold by the same unit: R$ 6,00 / kg beside R$ 5,00 / kg, never beside
-- R$ 3,00 / maço — the units in the enum's order, each from its cheapest.

drop function public.buscar_anuncios(text, text, text, integer, integer, numeric);
drop function public.buscar_anuncios_perto(double precision, double precision, integer, text, text, text, integer, integer, numeric);

drop index public.anuncios_publicos_preco;
create index anuncios_publicos_preco on public.anuncios (unidade, preco) where status = 'ativo';

create function public.buscar_anuncios(
  termo text default null,
  categoria text default null,
  ordem text default 'relevancia',
  limite integer default 20,
  deslocamento integer default 0,
  preco_max numeric default null,
  unidade public.unidade_de_venda default null,
  so_com_estoque boolean default false
)
returns setof public.anuncios
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  termo_normalizado text := btrim(public.normalizar_busca(termo));
  palavra text;
  filtro text := 'a.status = ''ativo'' and a.expira_em > now()
    and exists (select 1 from public.usuarios_publicos v where v.id = a.user_id)';
  no_titulo text := 'true';
  quantos integer;
  janela constant integer := 500;
begin
  ordem := coalesce(ordem, 'relevancia');
  if ordem not in ('relevancia', 'preco', 'recentes') then
    raise exception 'Ordem inválida: %', ordem
      using errcode = '22023', hint = 'Use relevancia, preco ou recentes';
  end if;
  limite := least(greatest(coalesce(limite, 20), 1), 100);
  deslocamento := greatest(coalesce(deslocamento, 0), 0);
  quantos := limite + deslocamento;

  if nullif(btrim(categoria), '') is not null then
    filtro := filtro || format(' and a.categoria = %L', lower(btrim(categoria)));
  end if;
  if preco_max is not null then
    -- (An ad "A combinar" has no price: it never passes a maximum.)
    filtro := filtro || format(' and a.preco <= %L', preco_max);
  end if;
  if unidade is not null then
    filtro := filtro || format(' and a.unidade = %L', unidade);
  end if;
  if so_com_estoque then
    -- (An ad whose seller keeps no count is not sold out.)
    filtro := filtro || ' and a.quantidade_disponivel is distinct from 0';
  end if;

  for palavra in
    select p from regexp_split_to_table(termo_normalizado, '\s+') as p where p <> '' limit 8
  loop
    palavra := '%' || replace(replace(replace(palavra, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filtro := filtro || format(' and a.texto_busca like %L', palavra);
    no_titulo := no_titulo || format(' and a.titulo_busca like %L', palavra);
  end loop;

  if ordem = 'relevancia' and no_titulo <> 'true' then
    return query execute format(
      'with janela as materialized (
         select a.id, a.created_at, (%2$s) as no_titulo
         from public.anuncios a where %1$s
         order by a.created_at desc, a.id limit %3$s
       ),
       mais_antigo as (select created_at, id from janela order by created_at, id desc limit 1),
       ordenados as (
         select j.id, 0 as parte, not j.no_titulo as depois, j.created_at from janela j
         union all
         (select a.id, 1, false, a.created_at
          from public.anuncios a cross join mais_antigo m
          where %1$s and (select count(*) from janela) = %3$s
            and (a.created_at < m.created_at or (a.created_at = m.created_at and a.id > m.id))
          order by a.created_at desc, a.id limit %4$s)
       ),
       pagina as (
         select * from ordenados order by parte, depois, created_at desc, id offset %5$s limit %6$s
       )
       select a.* from pagina p join public.anuncios a on a.id = p.id
       order by p.parte, p.depois, p.created_at desc, p.id',
      filtro, no_titulo, janela, quantos, deslocamento, limite);
    return;
  end if;

  return query execute format(
    'select a.* from public.anuncios a where %s order by %s, a.id offset %s limit %s',
    filtro,
    case when ordem = 'preco' then 'a.unidade, a.preco asc nulls last, a.created_at desc' else 'a.created_at desc' end,
    deslocamento, limite);
end
$$;

create function public.buscar_anuncios_perto(
  latitude double precision,
  longitude double precision,
  km integer,
  termo text default null,
  categoria text default null,
  ordem text default 'distancia',
  limite integer default 20,
  deslocamento integer default 0,
  preco_max numeric default null,
  unidade public.unidade_de_venda default null,
  so_com_estoque boolean default false
)
returns setof public.anuncios
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  termo_normalizado text := btrim(public.normalizar_busca(termo));
  palavra text;
  filtro text;
  graus_lat double precision;
  graus_lng double precision;
  caixa text;
  distancia text;
  ordenacao text;
  denso boolean;
  com_texto boolean := false;
  muitos constant integer := 1000;
begin
  if latitude is null or longitude is null or latitude not between -34 and 6 or longitude not between -74 and -28 then
    raise exception 'Localização fora do Brasil.'
      using errcode = '22023', hint = 'Escolha uma cidade do Brasil ou permita a localização do aparelho.';
  end if;
  if km is null or km not in (10, 25, 50, 100, 200) then
    raise exception 'Raio inválido: escolha 10, 25, 50, 100 ou 200 km.'
      using errcode = '22023', hint = 'Use um dos raios da lista.';
  end if;
  ordem := coalesce(ordem, 'distancia');
  if ordem not in ('distancia', 'preco', 'recentes') then
    raise exception 'Ordem inválida: %', ordem using errcode = '22023', hint = 'Use distancia, preco ou recentes';
  end if;
  limite := least(greatest(coalesce(limite, 20), 1), 100);
  deslocamento := greatest(coalesce(deslocamento, 0), 0);

  -- The radius's bounding box, in degrees (a degree of longitude shrinks with the latitude).
  graus_lat := km / 111.32;
  graus_lng := km / (111.32 * greatest(cos(radians(latitude)), 0.01));
  caixa := format('point(a.longitude, a.latitude) <@ box(point(%s, %s), point(%s, %s))',
    longitude - graus_lng, latitude - graus_lat, longitude + graus_lng, latitude + graus_lat);
  -- distancia_km's formula written out (%1$s: the table's alias), so it is evaluated inline for
  -- every candidate rather than called.
  distancia := format(
    '(2 * 6371 * asin(least(1, sqrt(power(sin(radians(%%1$s.latitude - %1$s) / 2), 2)
       + cos(radians(%1$s)) * cos(radians(%%1$s.latitude)) * power(sin(radians(%%1$s.longitude - %2$s) / 2), 2)))))',
    latitude, longitude);
  filtro := format('a.status = ''ativo'' and a.expira_em > now()
     and exists (select 1 from public.usuarios_publicos v where v.id = a.user_id) and a.latitude is not null
     and a.longitude is not null and %s <= %s', format(distancia, 'a'), km);
  if nullif(btrim(categoria), '') is not null then
    filtro := filtro || format(' and a.categoria = %L', lower(btrim(categoria)));
  end if;
  if preco_max is not null then
    -- (An ad "A combinar" has no price: it never passes a maximum.)
    filtro := filtro || format(' and a.preco <= %L', preco_max);
  end if;
  if unidade is not null then
    filtro := filtro || format(' and a.unidade = %L', unidade);
  end if;
  if so_com_estoque then
    -- (An ad whose seller keeps no count is not sold out.)
    filtro := filtro || ' and a.quantidade_disponivel is distinct from 0';
  end if;
  for palavra in
    select p from regexp_split_to_table(termo_normalizado, '\s+') as p where p <> '' limit 8
  loop
    palavra := '%' || replace(replace(replace(palavra, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filtro := filtro || format(' and a.texto_busca like %L', palavra);
    com_texto := true;
  end loop;
  ordenacao := case ordem
    when 'preco' then 'a.unidade, a.preco asc nulls last, a.created_at desc'
    when 'recentes' then 'a.created_at desc'
    else format(distancia, 'a') || ', a.created_at desc' end;

  -- Where the box holds few ads (most of Brazil), they are all measured and sorted. Where it holds
  -- many (a city), the newest or cheapest are read in their index's order until the page is full,
  -- and the nearest are read nearest-first from the position index (in degrees; then re-sorted by
  -- the exact distance among a margin of candidates).
  execute format('select count(*) >= %s from (select 1 from public.anuncios a
     where a.status = ''ativo'' and a.latitude is not null and a.longitude is not null and %s limit %s) t',
    muitos, caixa, muitos) into denso;
  if not denso then
    return query execute format('select a.* from public.anuncios a where %s and %s order by %s, a.id offset %s limit %s',
      caixa, filtro, ordenacao, deslocamento, limite);
  elsif ordem <> 'distancia' or com_texto then
    -- (With words, their trigram index finds the few ads that have them; those are measured.)
    return query execute format('select a.* from public.anuncios a where %s order by %s, a.id offset %s limit %s',
      filtro, ordenacao, deslocamento, limite);
  else
    return query execute format(
      'select c.* from (
         select a.* from public.anuncios a where %1$s and %2$s
         order by point(a.longitude, a.latitude) <-> point(%3$s, %4$s) limit %5$s
       ) c
       order by %8$s, c.created_at desc, c.id offset %6$s limit %7$s',
      caixa, filtro, longitude, latitude, (deslocamento + limite) * 2 + 50, deslocamento, limite,
      format(distancia, 'c'));
  end if;
end
$$;

revoke execute on function public.buscar_anuncios(text, text, text, integer, integer, numeric, public.unidade_de_venda, boolean) from public;
grant execute on function public.buscar_anuncios(text, text, text, integer, integer, numeric, public.unidade_de_venda, boolean)
  to anon, authenticated, service_role;
revoke execute on function public.buscar_anuncios_perto(double precision, double precision, integer, text, text, text, integer, integer, numeric, public.unidade_de_venda, boolean) from public;
grant execute on function public.buscar_anuncios_perto(double precision, double precision, integer, text, text, text, integer, integer, numeric, public.unidade_de_venda, boolean)
  to anon, authenticated, service_role;

-- The person's changes carry the ads' pickup points and the orders' point and price per unit (the
-- function as 20261203000100_vender_comida.sql made it, with those columns).
create or replace function public.mudancas(desde text default null, paginas jsonb default null, limite integer default 500)
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
          a.audio_duracao_ms, a.unidade, a.quantidade_disponivel, a.pontos_de_retirada, a.versao
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
          o.pagamento, o.created_at, o.updated_at, o.quantidade_pedida, o.unidade, o.ponto_de_retirada_id,
          o.retirada, o.preco_unitario, o.versao
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

-- "Baixar meus dados" carries the person's pickup points: the export as 20261201000100 made it,
-- under another name, with one more section (a wrapper rather than the whole function restated).
alter function public.meus_dados() rename to meus_dados_sem_pontos;
alter function public.meus_dados_sem_pontos() set schema interno;
revoke execute on function interno.meus_dados_sem_pontos() from public, anon;
grant execute on function interno.meus_dados_sem_pontos() to authenticated;

create function public.meus_dados()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_set(d, '{sobre,secoes,pontos_de_retirada}',
      to_jsonb('Os pontos de retirada que você cadastrou: onde e quando quem compra retira.'::text))
    || jsonb_build_object('pontos_de_retirada', coalesce((
      select jsonb_agg(jsonb_build_object(
        'nome', p.nome, 'local', p.local, 'cidade', p.cidade, 'uf', p.uf, 'quando', p.quando,
        'latitude', p.latitude, 'longitude', p.longitude, 'criado_em', p.created_at) order by p.created_at)
      from public.pontos_de_retirada p where p.user_id = auth.uid()
    ), '[]'))
  from interno.meus_dados_sem_pontos() d
$$;

revoke execute on function public.meus_dados() from public, anon;
grant execute on function public.meus_dados() to authenticated;
