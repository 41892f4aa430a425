-- Vender comida (issue 77): an ad's unit and how much of it there is; an order in that unit; the
-- stock taken when the seller accepts, atomically, and given back when an accepted order is
-- cancelled; an ad at 0 takes no order and announces itself to no alert.
--
-- The units are those the producers here sell by: by the piece (unidade, pé — a head of lettuce,
-- a plant), by weight (kg, g), by volume (litro), by the bunch or the dozen (maço, dúzia) and by
-- the container (caixa, saco, bandeja). Only weight and volume take decimals ("2,5 kg"). The
-- labels are ASCII (no accent in an enum the API carries); the app and the database say them in
-- pt-BR (interno.quantidade_com_unidade, src/lib/units.ts).

create type public.unidade_de_venda as enum (
  'unidade', 'kg', 'g', 'maco', 'duzia', 'caixa', 'saco', 'bandeja', 'litro', 'pe'
);

-- Whether a unit is counted in fractions (weight and volume) or in whole pieces.
create function interno.unidade_fracionada(u public.unidade_de_venda)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select u in ('kg', 'g', 'litro')
$$;

-- An amount as pt-BR writes it with its unit: "1 kg", "2,5 kg", "3 maços", "1 dúzia", "12 pés".
create function interno.quantidade_com_unidade(q numeric, u public.unidade_de_venda)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(trim(trailing '.' from trim(trailing '0' from to_char(q, 'FM9999999990.000'))), '.', ',')
    || ' ' ||
    case u
      when 'kg' then 'kg'
      when 'g' then 'g'
      when 'litro' then case when q = 1 then 'litro' else 'litros' end
      when 'unidade' then case when q = 1 then 'unidade' else 'unidades' end
      when 'maco' then case when q = 1 then 'maço' else 'maços' end
      when 'duzia' then case when q = 1 then 'dúzia' else 'dúzias' end
      when 'caixa' then case when q = 1 then 'caixa' else 'caixas' end
      when 'saco' then case when q = 1 then 'saco' else 'sacos' end
      when 'bandeja' then case when q = 1 then 'bandeja' else 'bandejas' end
      when 'pe' then case when q = 1 then 'pé' else 'pés' end
    end
$$;

revoke execute on function interno.unidade_fracionada(public.unidade_de_venda) from public;
revoke execute on function interno.quantidade_com_unidade(numeric, public.unidade_de_venda) from public;

alter table public.anuncios
  add column unidade public.unidade_de_venda not null default 'unidade',
  -- None: the seller keeps no count (orders are not limited). 0: "Esgotado".
  add column quantidade_disponivel numeric(12, 3),
  add constraint anuncios_quantidade_disponivel_valida check (
    quantidade_disponivel is null
    or (quantidade_disponivel between 0 and 1000000
        -- As interno.unidade_fracionada says (a check runs as the caller, who may not call it).
        and (unidade in ('kg', 'g', 'litro') or quantidade_disponivel = trunc(quantidade_disponivel)))
  );

grant insert (unidade, quantidade_disponivel) on public.anuncios to authenticated;
grant update (unidade, quantidade_disponivel) on public.anuncios to authenticated;

alter table public.pedidos
  -- How much, in the ad's unit (copied to the order: the ad's may change later). Orders made
  -- before (or by an older app) have only the free text `quantidade`, which the database now
  -- writes from these two when they are given.
  add column quantidade_pedida numeric(12, 3),
  add column unidade public.unidade_de_venda,
  -- What accepting it took from the ad's stock (none when the ad kept no count): given back if cancelled.
  add column estoque_tomado numeric(12, 3),
  add constraint pedidos_quantidade_pedida_valida check (
    quantidade_pedida is null or (quantidade_pedida > 0 and quantidade_pedida <= 1000000)
  );

grant insert (quantidade_pedida) on public.pedidos to authenticated;

create function interno.recusar_sem_estoque(resto numeric, u public.unidade_de_venda, dica text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform interno.recusar(
    format('Não há quantidade disponível para este pedido (restam %s).', interno.quantidade_com_unidade(resto, u)), dica);
end
$$;

revoke execute on function interno.recusar_sem_estoque(numeric, public.unidade_de_venda, text) from public;

-- A new order in the ad's unit, within what is available; an ad at 0 takes none. Named to fire
-- after `preparar` (name order), which refused an ad that is gone or not active.
create function public.conferir_quantidade_do_pedido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
begin
  -- Sent again after a lost answer: the row is there, the insert does nothing.
  if exists (select 1 from public.pedidos where id = new.id) then
    return new;
  end if;
  select * into a from public.anuncios where id = new.anuncio_id;
  new.unidade := a.unidade;
  new.estoque_tomado := null;
  if a.quantidade_disponivel = 0 then
    perform interno.recusar('Este anúncio está esgotado.', 'Aguarde quem vende repor o estoque.');
  end if;
  if new.quantidade_pedida is null then
    return new;
  end if;
  if not interno.unidade_fracionada(a.unidade) and new.quantidade_pedida <> trunc(new.quantidade_pedida) then
    perform interno.recusar('Peça uma quantidade inteira.', format('Este anúncio é vendido por %s.', interno.quantidade_com_unidade(1, a.unidade)));
  end if;
  if a.quantidade_disponivel < new.quantidade_pedida then
    perform interno.recusar_sem_estoque(a.quantidade_disponivel, a.unidade, 'Peça uma quantidade menor.');
  end if;
  new.quantidade := interno.quantidade_com_unidade(new.quantidade_pedida, a.unidade);
  return new;
end
$$;

revoke execute on function public.conferir_quantidade_do_pedido() from public, anon, authenticated;

create trigger quantidade_do_pedido
  before insert on public.pedidos
  for each row execute function public.conferir_quantidade_do_pedido();

-- Accepting takes the order's quantity from the ad's stock in one statement: the ad's row is
-- locked by the update, so of two acceptances at once the second sees what the first left and is
-- refused when it is not enough. Cancelling an accepted order gives back what it took. Named to
-- fire after `preparar`, which refused the changes of status that are not allowed.
create function public.tomar_estoque_do_pedido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  resto numeric;
  u public.unidade_de_venda;
begin
  new.quantidade_pedida := old.quantidade_pedida;
  new.unidade := old.unidade;
  new.estoque_tomado := old.estoque_tomado;
  if new.status is not distinct from old.status then
    return new;
  end if;
  if new.status = 'aceito' and old.quantidade_pedida is not null then
    update public.anuncios
    set quantidade_disponivel = quantidade_disponivel - old.quantidade_pedida
    where id = old.anuncio_id and quantidade_disponivel >= old.quantidade_pedida;
    if found then
      new.estoque_tomado := old.quantidade_pedida;
    else
      select a.quantidade_disponivel, a.unidade into resto, u from public.anuncios a where a.id = old.anuncio_id;
      if resto is not null then
        perform interno.recusar_sem_estoque(resto, u, 'Recuse o pedido ou reponha o estoque do anúncio.');
      end if;
    end if;
  elsif old.status = 'aceito' and new.status = 'cancelado' and old.estoque_tomado is not null then
    update public.anuncios
    set quantidade_disponivel = least(quantidade_disponivel + old.estoque_tomado, 1000000)
    where id = old.anuncio_id and quantidade_disponivel is not null;
    new.estoque_tomado := null;
  end if;
  return new;
end
$$;

revoke execute on function public.tomar_estoque_do_pedido() from public, anon, authenticated;

create trigger tomar_estoque
  before update on public.pedidos
  for each row execute function public.tomar_estoque_do_pedido();

-- An ad at 0 is announced to no alert (taken out of the queue if it waited there); put back on sale, it is queued again (an alert that
-- already told of it does not tell twice: interno.alertas_avisados).
create or replace function public.enfileirar_anuncio_para_alertas()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'ativo' and new.expira_em > now() and new.quantidade_disponivel is distinct from 0 and (
    tg_op = 'INSERT' or old.status is distinct from 'ativo' or old.expira_em <= now() or new.expira_em > old.expira_em
    or old.quantidade_disponivel = 0
  ) then
    insert into interno.fila_alertas (anuncio_id) values (new.id) on conflict do nothing;
  elsif new.quantidade_disponivel = 0 then
    -- Sold out before the alerts' run reached it.
    delete from interno.fila_alertas where anuncio_id = new.id;
  end if;
  return null;
end
$$;

drop trigger enfileirar_anuncio_para_alertas on public.anuncios;
create trigger enfileirar_anuncio_para_alertas
  after insert or update of status, expira_em, quantidade_disponivel on public.anuncios
  for each row execute function public.enfileirar_anuncio_para_alertas();

-- The person's changes carry the ads' unit and stock and the orders' quantity and unit (the function as
-- 20261202000100_mudancas.sql made it, with those columns).
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
          a.audio_duracao_ms, a.unidade, a.quantidade_disponivel, a.versao
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
          o.pagamento, o.created_at, o.updated_at, o.quantidade_pedida, o.unidade, o.versao
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
