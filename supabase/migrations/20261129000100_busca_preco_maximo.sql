-- "Até R$ …" (issue 54): the searches take a maximum price, so the list shows what a search alert
-- with a maximum price would announce. The same functions as 20261126000400_vendedor_ativo.sql with
-- one more argument (last, defaulted: every call that names its arguments goes on working); the old
-- signatures are dropped, or PostgREST would find two candidates for a call without the price.

drop function public.buscar_anuncios(text, text, text, integer, integer);
drop function public.buscar_anuncios_perto(double precision, double precision, integer, text, text, text, integer, integer);

create function public.buscar_anuncios(
  termo text default null,
  categoria text default null,
  ordem text default 'relevancia',
  limite integer default 20,
  deslocamento integer default 0,
  preco_max numeric default null
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
    case when ordem = 'preco' then 'a.preco asc nulls last, a.created_at desc' else 'a.created_at desc' end,
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
  preco_max numeric default null
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
  for palavra in
    select p from regexp_split_to_table(termo_normalizado, '\s+') as p where p <> '' limit 8
  loop
    palavra := '%' || replace(replace(replace(palavra, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filtro := filtro || format(' and a.texto_busca like %L', palavra);
    com_texto := true;
  end loop;
  ordenacao := case ordem
    when 'preco' then 'a.preco asc nulls last, a.created_at desc'
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

revoke execute on function public.buscar_anuncios(text, text, text, integer, integer, numeric) from public;
grant execute on function public.buscar_anuncios(text, text, text, integer, integer, numeric)
  to anon, authenticated, service_role;
revoke execute on function public.buscar_anuncios_perto(double precision, double precision, integer, text, text, text, integer, integer, numeric) from public;
grant execute on function public.buscar_anuncios_perto(double precision, double precision, integer, text, text, text, integer, integer, numeric)
  to anon, authenticated, service_role;
