-- Frete Solidário trips: a producer offers the free space of a delivery trip (viagem) and others
-- reserve part of it (reserva). The trip's cost is split in proportion to the kg carried, the
-- owner's own load included; money changes hands outside the app. Everything a person could get
-- wrong is refused here with a pt-BR message in `message` and a hint (the app shows both), and the
-- capacity holds per stretch of the route even when two reservations are accepted at once (the
-- trip's row is locked while a reservation is checked).

-- Today where the producers are (dates of trips are Brazilian calendar days).
create function interno.hoje()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Sao_Paulo')::date
$$;

revoke execute on function interno.hoje() from public;
grant execute on function interno.hoje() to anon, authenticated, service_role;

create table public.viagens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  -- Owner's public name, filled by the database.
  user_name text,
  -- The route: [{cidade, uf, local?, latitude?, longitude?}], origin first, destination last.
  paradas jsonb not null,
  origem_cidade text generated always as (paradas -> 0 ->> 'cidade') stored,
  origem_uf text generated always as (paradas -> 0 ->> 'uf') stored,
  destino_cidade text generated always as (paradas -> -1 ->> 'cidade') stored,
  destino_uf text generated always as (paradas -> -1 ->> 'uf') stored,
  data date not null,
  hora time not null,
  veiculo text not null,
  capacidade_kg numeric(8, 1) not null,
  -- The owner's own load, a share of the cost like any other.
  carga_propria_kg numeric(8, 1) not null default 0,
  custo_total numeric(10, 2) not null,
  refrigerada boolean not null default false,
  observacoes text,
  -- The owner's phone: never public (see contato_da_viagem).
  contato text not null,
  status text not null default 'aberta',
  -- Kept by the database: the load on each stretch between two stops (own load + accepted
  -- reservations), and the kg of the accepted reservations.
  carga_por_trecho numeric(8, 1)[] not null default '{}',
  kg_reservados numeric(8, 1) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint viagens_paradas_formato check (
    jsonb_typeof(paradas) = 'array' and jsonb_array_length(paradas) between 2 and 6
  ),
  constraint viagens_veiculo_tamanho check (length(btrim(veiculo)) between 2 and 60),
  constraint viagens_capacidade_valida check (capacidade_kg > 0 and capacidade_kg <= 30000),
  constraint viagens_carga_propria_valida check (carga_propria_kg >= 0 and carga_propria_kg < capacidade_kg),
  constraint viagens_custo_valido check (custo_total > 0 and custo_total <= 100000),
  constraint viagens_observacoes_tamanho check (length(observacoes) <= 1000),
  constraint viagens_contato_formato check (contato ~ '^\d{10,11}$'),
  constraint viagens_status_valido check (status in ('aberta', 'lotada', 'realizada', 'cancelada'))
);

create index viagens_abertas_por_data on public.viagens (data) where status in ('aberta', 'lotada');
create index viagens_abertas_por_origem on public.viagens (origem_uf, origem_cidade, data)
  where status in ('aberta', 'lotada');
create index viagens_do_usuario on public.viagens (user_id, data desc);

create table public.reservas (
  id uuid primary key default gen_random_uuid(),
  viagem_id uuid not null references public.viagens (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  user_name text,
  kg numeric(8, 1) not null,
  -- The stretch: from stop `parada_inicio` to stop `parada_fim` (indexes into the trip's paradas).
  parada_inicio smallint not null default 0,
  parada_fim smallint not null,
  -- What is sent, and optionally the reserver's ad of it.
  carga text not null,
  anuncio_id uuid references public.anuncios (id) on delete set null,
  contato text not null,
  status text not null default 'pendente',
  decidida_em timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reservas_kg_valido check (kg > 0 and kg <= 30000),
  constraint reservas_trecho_valido check (parada_inicio >= 0 and parada_fim > parada_inicio),
  constraint reservas_carga_tamanho check (length(btrim(carga)) between 2 and 200),
  constraint reservas_contato_formato check (contato ~ '^\d{10,11}$'),
  constraint reservas_status_valido check (status in ('pendente', 'aceita', 'recusada', 'cancelada'))
);

create index reservas_da_viagem on public.reservas (viagem_id, status);
create index reservas_do_usuario on public.reservas (user_id, created_at desc);

-- Refusals the person reads: 23514 with the reason in `message` and what to do in `hint`.
create function interno.recusar(mensagem text, dica text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', mensagem using errcode = '23514', hint = dica;
end
$$;

revoke execute on function interno.recusar(text, text) from public;

-- The load on each stretch of a trip: its own load plus the accepted reservations riding it.
create function interno.cargas_da_viagem(viagem uuid, trechos integer, carga_propria numeric)
returns numeric[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(carga_propria + coalesce((
    select sum(r.kg) from public.reservas r
    where r.viagem_id = viagem and r.status = 'aceita' and r.parada_inicio <= s and r.parada_fim > s
  ), 0) order by s), '{}')
  from generate_series(0, trechos - 1) as s
$$;

revoke execute on function interno.cargas_da_viagem(uuid, integer, numeric) from public;

-- Stops name real municipalities (written as the IBGE list writes them) with short places.
create function interno.paradas_conferidas(paradas jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  parada jsonb;
  nome text;
  resultado jsonb := '[]'::jsonb;
begin
  for parada in select * from jsonb_array_elements(paradas) loop
    if jsonb_typeof(parada) <> 'object' or coalesce(jsonb_typeof(parada -> 'cidade'), '') <> 'string'
       or coalesce(jsonb_typeof(parada -> 'uf'), '') <> 'string' then
      perform interno.recusar('Cada parada precisa de cidade e UF.', 'Escolha as cidades da lista.');
    end if;
    select m.nome into nome from public.municipios m
    where m.nome_busca = public.normalizar_busca(btrim(parada ->> 'cidade')) and m.uf = upper(parada ->> 'uf');
    if nome is null then
      perform interno.recusar(
        format('Cidade desconhecida: %s/%s.', left(parada ->> 'cidade', 80), left(parada ->> 'uf', 2)),
        'Escolha as cidades da lista.');
    end if;
    if length(parada ->> 'local') > 200 then
      perform interno.recusar('O local de cada parada deve ter no máximo 200 caracteres.', 'Resuma o local.');
    end if;
    if (parada ? 'latitude' and jsonb_typeof(parada -> 'latitude') <> 'number')
       or (parada ? 'longitude' and jsonb_typeof(parada -> 'longitude') <> 'number')
       or abs((parada ->> 'latitude')::float) > 90 or abs((parada ->> 'longitude')::float) > 180 then
      perform interno.recusar('Coordenadas de parada inválidas.', 'Deixe o app localizar as cidades.');
    end if;
    resultado := resultado || jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
      'cidade', nome,
      'uf', upper(parada ->> 'uf'),
      'local', nullif(btrim(parada ->> 'local'), ''),
      'latitude', parada -> 'latitude',
      'longitude', parada -> 'longitude'
    )));
  end loop;
  return resultado;
end
$$;

revoke execute on function interno.paradas_conferidas(jsonb) from public;

-- Open when some stretch still has at least 1 kg free; full otherwise.
create function interno.status_pela_carga(capacidade numeric, cargas numeric[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case when exists (select 1 from unnest(cargas) c where capacidade - c >= 1) then 'aberta' else 'lotada' end
$$;

revoke execute on function interno.status_pela_carga(numeric, numeric[]) from public;

create function public.preparar_viagem()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  maior numeric;
begin
  -- A trip sent again after its answer was lost: the insert will do nothing; check nothing.
  if tg_op = 'INSERT' and exists (select 1 from public.viagens where id = new.id) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    select interno.nome_publico(u.display_name, u.username) into new.user_name
    from public.usuarios u where u.id = new.user_id;
    if new.data < interno.hoje() then
      perform interno.recusar('A data da viagem já passou.', 'Escolha hoje ou uma data futura.');
    end if;
    new.paradas := interno.paradas_conferidas(new.paradas);
    new.status := 'aberta';
    new.kg_reservados := 0;
    new.created_at := now();
  else
    new.user_id := old.user_id;
    new.user_name := old.user_name;
    new.created_at := old.created_at;
    if old.status in ('cancelada', 'realizada') then
      if new is distinct from old then
        perform interno.recusar(
          case old.status when 'cancelada' then 'Esta viagem já foi cancelada.' else 'Esta viagem já foi realizada.' end,
          'Ofereça uma nova viagem.');
      end if;
      return new;
    end if;
    if new.paradas is distinct from old.paradas then
      if exists (select 1 from public.reservas r where r.viagem_id = new.id and r.status in ('pendente', 'aceita')) then
        perform interno.recusar('O roteiro não pode mudar depois que há reservas.',
          'Cancele esta viagem e ofereça outra com o novo roteiro.');
      end if;
      new.paradas := interno.paradas_conferidas(new.paradas);
    end if;
    if new.data is distinct from old.data and new.data < interno.hoje() then
      perform interno.recusar('A data da viagem já passou.', 'Escolha hoje ou uma data futura.');
    end if;
    if new.status = 'realizada' and old.data > interno.hoje() then
      perform interno.recusar('A viagem só pode ser marcada como realizada a partir do dia dela.',
        'Marque como realizada depois da entrega.');
    end if;
  end if;
  new.carga_por_trecho := interno.cargas_da_viagem(new.id, jsonb_array_length(new.paradas) - 1, new.carga_propria_kg);
  select max(c) into maior from unnest(new.carga_por_trecho) c;
  if maior > new.capacidade_kg then
    perform interno.recusar(
      format('A capacidade não pode ficar abaixo do que já foi aceito (%s kg).', maior),
      'Aumente a capacidade ou recuse reservas antes.');
  end if;
  new.kg_reservados := coalesce((
    select sum(r.kg) from public.reservas r where r.viagem_id = new.id and r.status = 'aceita'), 0);
  if new.status in ('aberta', 'lotada') then
    new.status := interno.status_pela_carga(new.capacidade_kg, new.carga_por_trecho);
  end if;
  if tg_op = 'UPDATE' and new is distinct from old then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger preparar
  before insert or update on public.viagens
  for each row execute function public.preparar_viagem();

-- A reservation checked against its trip, with the trip's row locked: two reservations checked at
-- the same moment see each other's kg.
create function public.preparar_reserva()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.viagens;
  livre numeric;
  quem uuid := auth.uid();
begin
  -- A reservation sent again after its answer was lost (the trip may be full by now): the insert
  -- will do nothing; check nothing.
  if tg_op = 'INSERT' and exists (select 1 from public.reservas where id = new.id) then
    return new;
  end if;
  select * into v from public.viagens where id = new.viagem_id for update;
  if not found then
    perform interno.recusar('Esta viagem não existe mais.', 'Procure outra viagem.');
  end if;

  if tg_op = 'INSERT' then
    if new.user_id = v.user_id then
      perform interno.recusar('Você não pode reservar espaço na sua própria viagem.', 'Aumente a sua carga própria.');
    end if;
    if v.status = 'cancelada' then
      perform interno.recusar('Esta viagem foi cancelada.', 'Procure outra viagem.');
    elsif v.status = 'realizada' or v.data < interno.hoje() then
      perform interno.recusar('Esta viagem já partiu.', 'Procure outra viagem.');
    end if;
    if new.parada_fim > jsonb_array_length(v.paradas) - 1 then
      perform interno.recusar('O trecho escolhido não faz parte desta viagem.', 'Escolha paradas da viagem.');
    end if;
    if new.anuncio_id is not null
       and not exists (select 1 from public.anuncios a where a.id = new.anuncio_id and a.user_id = new.user_id) then
      perform interno.recusar('O anúncio escolhido não é seu.', 'Escolha um dos seus anúncios ou nenhum.');
    end if;
    select interno.nome_publico(u.display_name, u.username) into new.user_name
    from public.usuarios u where u.id = new.user_id;
    new.status := 'pendente';
    new.decidida_em := null;
    new.created_at := now();
    new.updated_at := now();
  else
    new.id := old.id;
    new.viagem_id := old.viagem_id;
    new.user_id := old.user_id;
    new.user_name := old.user_name;
    new.kg := old.kg;
    new.parada_inicio := old.parada_inicio;
    new.parada_fim := old.parada_fim;
    new.created_at := old.created_at;
    -- Sent again (an answer lost on the way), or the reserver's ad removed: nothing to check.
    if new.status = old.status then
      return new;
    end if;
    if old.status = 'cancelada' then
      perform interno.recusar('Esta reserva já foi cancelada por quem pediu.', 'Nada mais a fazer com ela.');
    elsif old.status = 'recusada' then
      perform interno.recusar('Esta reserva já foi recusada.', 'Nada mais a fazer com ela.');
    end if;
    if quem = old.user_id then
      if new.status <> 'cancelada' then
        perform interno.recusar('Só quem oferece a viagem aceita ou recusa reservas.', 'Aguarde a resposta.');
      end if;
      if v.data < interno.hoje() then
        perform interno.recusar('O prazo para cancelar terminou: a viagem já partiu.', 'Combine com quem oferece a viagem.');
      end if;
    elsif quem is null or quem = v.user_id then
      if old.status <> 'pendente' or new.status not in ('aceita', 'recusada') then
        perform interno.recusar('Esta reserva já foi respondida.', 'Cancele a viagem se não puder levar a carga.');
      end if;
      if v.status in ('cancelada', 'realizada') then
        perform interno.recusar('Esta viagem já foi encerrada.', 'Nada mais a fazer com esta reserva.');
      end if;
      new.decidida_em := now();
    else
      perform interno.recusar('Você não participa desta reserva.', 'Entre com a conta certa.');
    end if;
    new.updated_at := now();
  end if;

  if new.status in ('pendente', 'aceita') and (tg_op = 'INSERT' or old.status <> 'aceita') then
    select v.capacidade_kg - max(c) into livre
    from unnest(v.carga_por_trecho) with ordinality as t(c, i)
    where t.i - 1 >= new.parada_inicio and t.i - 1 < new.parada_fim;
    if livre < new.kg then
      if livre < 1 then
        perform interno.recusar('A viagem já está lotada.', 'Procure outra viagem ou outro trecho.');
      end if;
      perform interno.recusar(format('Só restam %s kg neste trecho da viagem.', livre), 'Diminua a quantidade.');
    end if;
  end if;
  return new;
end
$$;

create trigger preparar
  before insert or update on public.reservas
  for each row execute function public.preparar_reserva();

-- After a reservation changes, its trip's loads, reserved kg and status follow.
create function public.recalcular_viagem_da_reserva()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.viagens set carga_por_trecho = carga_por_trecho where id = new.viagem_id;
  return null;
end
$$;

create trigger recalcular_viagem
  after insert or update of status on public.reservas
  for each row execute function public.recalcular_viagem_da_reserva();

revoke execute on function public.preparar_viagem() from public, anon, authenticated;
revoke execute on function public.preparar_reserva() from public, anon, authenticated;
revoke execute on function public.recalcular_viagem_da_reserva() from public, anon, authenticated;

-- Who is on a trip (helpers of the policies, as the caller: no recursion between the two tables).
create function interno.dono_da_viagem(viagem uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.viagens v where v.id = viagem and v.user_id = auth.uid())
$$;

create function interno.reservou_na_viagem(viagem uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.reservas r where r.viagem_id = viagem and r.user_id = auth.uid())
$$;

revoke execute on function interno.dono_da_viagem(uuid) from public;
revoke execute on function interno.reservou_na_viagem(uuid) from public;
grant execute on function interno.dono_da_viagem(uuid) to anon, authenticated, service_role;
grant execute on function interno.reservou_na_viagem(uuid) to anon, authenticated, service_role;

alter table public.viagens enable row level security;
alter table public.reservas enable row level security;

create policy "todos veem viagens abertas ou lotadas" on public.viagens
  for select to anon
  using (status in ('aberta', 'lotada'));

create policy "usuarios veem abertas, as suas, as que reservaram e, se admin, todas" on public.viagens
  for select to authenticated
  using (
    status in ('aberta', 'lotada') or user_id = (select auth.uid())
    or (select interno.reservou_na_viagem(id)) or (select interno.eh_admin())
  );

create policy "usuario ativo oferece viagem em seu nome" on public.viagens
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "so o dono ativo altera a viagem" on public.viagens
  for update to authenticated
  using (user_id = (select auth.uid()) and (select interno.usuario_ativo()))
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "quem reservou e o dono da viagem veem a reserva" on public.reservas
  for select to authenticated
  using (user_id = (select auth.uid()) or (select interno.dono_da_viagem(viagem_id)));

create policy "usuario ativo reserva em seu nome" on public.reservas
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "quem reservou ou o dono da viagem, ativos, mudam o status" on public.reservas
  for update to authenticated
  using ((user_id = (select auth.uid()) or (select interno.dono_da_viagem(viagem_id))) and (select interno.usuario_ativo()))
  with check ((user_id = (select auth.uid()) or (select interno.dono_da_viagem(viagem_id))) and (select interno.usuario_ativo()));

revoke all on public.viagens from anon, authenticated;
revoke all on public.reservas from anon, authenticated;
grant select (
  id, user_id, user_name, paradas, origem_cidade, origem_uf, destino_cidade, destino_uf, data, hora,
  veiculo, capacidade_kg, carga_propria_kg, custo_total, refrigerada, observacoes, status,
  carga_por_trecho, kg_reservados, created_at, updated_at
) on public.viagens to anon, authenticated;
grant insert (
  id, user_id, paradas, data, hora, veiculo, capacidade_kg, carga_propria_kg, custo_total, refrigerada,
  observacoes, contato
) on public.viagens to authenticated;
grant update (
  paradas, data, hora, veiculo, capacidade_kg, carga_propria_kg, custo_total, refrigerada, observacoes,
  contato, status
) on public.viagens to authenticated;
grant select on public.reservas to authenticated;
grant insert (id, viagem_id, user_id, kg, parada_inicio, parada_fim, carga, anuncio_id, contato)
  on public.reservas to authenticated;
grant update (status) on public.reservas to authenticated;

-- The owner's phone, for the owner and for those whose reservation was accepted.
create function public.contato_da_viagem(viagem uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select v.contato from public.viagens v
  where v.id = viagem
    and (v.user_id = auth.uid()
         or exists (select 1 from public.reservas r
                    where r.viagem_id = v.id and r.user_id = auth.uid() and r.status = 'aceita'))
$$;

-- The split, for everyone on the trip (the owner and the accepted reservers): each share's name,
-- kg and part of the cost, in proportion to its kg. Nobody's contact.
create function public.divisao_da_viagem(viagem uuid)
returns table (user_id uuid, user_name text, kg numeric, parte numeric, dono boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with v as (
    select * from public.viagens
    where id = viagem
      and (user_id = auth.uid()
           or exists (select 1 from public.reservas r
                      where r.viagem_id = viagem and r.user_id = auth.uid() and r.status = 'aceita'))
  ),
  partes as (
    select v.user_id, v.user_name, v.carga_propria_kg as kg, true as dono, v.created_at from v
    where v.carga_propria_kg > 0
    union all
    select r.user_id, r.user_name, r.kg, false, r.created_at
    from public.reservas r join v on r.viagem_id = v.id
    where r.status = 'aceita'
  )
  select p.user_id, p.user_name, p.kg,
         round((select custo_total from v) * p.kg / nullif(sum(p.kg) over (), 0), 2),
         p.dono
  from partes p
  order by p.dono desc, p.created_at
$$;

revoke execute on function public.contato_da_viagem(uuid) from public, anon;
revoke execute on function public.divisao_da_viagem(uuid) from public, anon;
grant execute on function public.contato_da_viagem(uuid) to authenticated;
grant execute on function public.divisao_da_viagem(uuid) to authenticated;
