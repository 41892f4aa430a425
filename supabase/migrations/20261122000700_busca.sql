-- Public search. Under row-level security the planner will not use the trigram index for
-- LIKE (the operator is not leakproof), so the search runs here as SECURITY DEFINER with a fixed
-- search_path, and returns only `ativo` ads — the same rows a visitor may read.
--
-- Every word of the term (up to 8) must appear, accent- and case-insensitive, in título or
-- descrição. ordem:
--   'relevancia' — among the 500 newest matches, those with every word in the título first, then
--                  the rest, newest first in each group; older matches follow, newest first
--   'preco'      — cheapest first, "A combinar" (no price) last
--   'recentes'   — newest first
-- Paginate with limite (1–100) and deslocamento. Relevance deliberately ranks a bounded window
-- of recent matches instead of scoring every match: a common word ("feijão" or "entrega" among
-- 100,000 ads) would otherwise make each search read and rank thousands of rows. Measured with
-- `npm run bench:db`.

create function public.buscar_anuncios(
  termo text default null,
  categoria text default null,
  ordem text default 'relevancia',
  limite integer default 20,
  deslocamento integer default 0
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
  filtro text := 'a.status = ''ativo''';
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

grant execute on function public.buscar_anuncios(text, text, text, integer, integer)
  to anon, authenticated, service_role;
