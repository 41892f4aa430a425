-- Public search. Under row-level security the planner will not use the trigram index for
-- LIKE (the operator is not leakproof), so the search runs here as SECURITY DEFINER with a fixed
-- search_path, and returns only `ativo` ads — the same rows a visitor may read.
-- Every word of the term must appear (accent- and case-insensitive) in título or descrição.
-- ordem: 'relevancia' (título first, then closeness), 'preco' (cheapest first, "A combinar"
-- last) or 'recentes'. Paginate with limite (1–100) and deslocamento.

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
  palavras text[];
  padroes text[];
  termo_normalizado text := btrim(public.normalizar_busca(termo));
  filtro text := 'a.status = ''ativo''';
  ordenacao text;
begin
  if ordem is null then
    ordem := 'relevancia';
  end if;
  if ordem not in ('relevancia', 'preco', 'recentes') then
    raise exception 'Ordem inválida: %', ordem
      using errcode = '22023', hint = 'Use relevancia, preco ou recentes';
  end if;
  limite := least(greatest(coalesce(limite, 20), 1), 100);
  deslocamento := greatest(coalesce(deslocamento, 0), 0);

  if termo_normalizado <> '' then
    palavras := (
      select array_agg(p) from (
        select p from regexp_split_to_table(termo_normalizado, '\s+') as p
        where p <> '' limit 8
      ) as primeiras
    );
    padroes := (
      select array_agg('%' || replace(replace(replace(p, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      from unnest(palavras) as p
    );
    for i in 1 .. cardinality(padroes) loop
      filtro := filtro || format(' and a.texto_busca like $1[%s]', i);
    end loop;
  end if;

  if nullif(btrim(categoria), '') is not null then
    filtro := filtro || ' and a.categoria = lower($2)';
  end if;

  ordenacao := case
    when ordem = 'preco' then 'a.preco asc nulls last, a.created_at desc'
    when ordem = 'recentes' or padroes is null then 'a.created_at desc'
    else 'public.normalizar_busca(a.titulo) like $1[1] desc, '
      || 'extensions.word_similarity($3, a.texto_busca) desc, a.created_at desc'
  end;

  return query execute
    'select a.* from public.anuncios a where ' || filtro
    || ' order by ' || ordenacao || ', a.id limit $4 offset $5'
  using padroes, btrim(categoria), termo_normalizado, limite, deslocamento;
end
$$;

grant execute on function public.buscar_anuncios(text, text, text, integer, integer)
  to anon, authenticated, service_role;
