-- "Perto de mim" for Frete Solidário trips (issue 30, second part, in the database): the open
-- trips from today on with any stop within the radius of a point, nearest stop first, with which
-- stop is near ("passa a 8 km de você, em Santa Leopoldina"). It answers only the trip's id and
-- that stop — the phone has (or pulls) the trips' public columns; the owner's phone is never here.
-- Runs as the caller, so the trips' own RLS decides what is seen. No index: open trips from today
-- on are few (hundreds), each with a handful of stops; the distance is computed for those.

create function public.buscar_viagens_perto(
  latitude double precision,
  longitude double precision,
  km integer,
  limite integer default 50
)
returns table (viagem_id uuid, parada integer, parada_cidade text, parada_uf text, distancia double precision)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if latitude is null or longitude is null or latitude not between -34 and 6 or longitude not between -74 and -28 then
    raise exception 'Localização fora do Brasil.'
      using errcode = '22023', hint = 'Escolha uma cidade do Brasil ou permita a localização do aparelho.';
  end if;
  if km is null or km not in (10, 25, 50, 100, 200) then
    raise exception 'Raio inválido: escolha 10, 25, 50, 100 ou 200 km.'
      using errcode = '22023', hint = 'Use um dos raios da lista.';
  end if;
  return query
  select perto.id, perto.indice, perto.cidade, perto.uf, perto.d
  from (
    select distinct on (v.id)
      v.id, (p.ordem - 1)::integer as indice, p.valor ->> 'cidade' as cidade, p.valor ->> 'uf' as uf,
      public.distancia_km(
        buscar_viagens_perto.latitude, buscar_viagens_perto.longitude,
        (p.valor ->> 'latitude')::double precision, (p.valor ->> 'longitude')::double precision
      ) as d
    from public.viagens v
    cross join lateral jsonb_array_elements(v.paradas) with ordinality as p (valor, ordem)
    where v.status in ('aberta', 'lotada')
      and v.data >= interno.hoje()
      and jsonb_typeof(p.valor -> 'latitude') = 'number'
      and jsonb_typeof(p.valor -> 'longitude') = 'number'
    order by v.id, d
  ) as perto
  where perto.d <= km
  order by perto.d, perto.id
  limit least(greatest(coalesce(limite, 50), 1), 200);
end
$$;

grant execute on function public.buscar_viagens_perto(double precision, double precision, integer, integer)
  to anon, authenticated;
