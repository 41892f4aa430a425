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
