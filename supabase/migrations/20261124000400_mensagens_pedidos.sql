-- Messages and orders between a buyer and a seller, about one ad. A conversation is the pair (ad,
-- buyer): one per buyer per ad, its seller the ad's owner. Messages and orders are written with ids
-- made on the phone (the outbox sends them again after a lost answer; a row already stored is
-- skipped unchecked). Each order and each change of its status adds a line to the conversation.
-- Refusals the person reads carry a pt-BR message and a hint; a sender over 30 messages a minute
-- gets HTTP 429 (PostgREST's PT429) and the phone tries again later.

create table public.pedidos (
  id uuid primary key default gen_random_uuid(),
  anuncio_id uuid not null references public.anuncios (id) on delete cascade,
  comprador_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  -- The ad's owner, filled by the database.
  vendedor_id uuid references public.usuarios (id) on delete cascade,
  comprador_nome text,
  vendedor_nome text,
  quantidade text not null,
  observacao text,
  entrega text not null,
  viagem_id uuid references public.viagens (id) on delete set null,
  status text not null default 'pendente',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pedidos_quantidade_tamanho check (length(btrim(quantidade)) between 1 and 60),
  constraint pedidos_observacao_tamanho check (length(observacao) <= 500),
  constraint pedidos_entrega_valida check (entrega in ('retirar', 'combinada', 'frete_solidario')),
  constraint pedidos_viagem_so_no_frete check (viagem_id is null or entrega = 'frete_solidario'),
  constraint pedidos_status_valido check (status in ('pendente', 'aceito', 'recusado', 'entregue', 'cancelado'))
);

create index pedidos_do_comprador on public.pedidos (comprador_id, created_at desc);
create index pedidos_do_vendedor on public.pedidos (vendedor_id, created_at desc);

create table public.mensagens (
  id uuid primary key default gen_random_uuid(),
  anuncio_id uuid not null references public.anuncios (id) on delete cascade,
  -- The conversation: this ad and this buyer.
  comprador_id uuid not null references public.usuarios (id) on delete cascade,
  vendedor_id uuid references public.usuarios (id) on delete cascade,
  remetente_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  remetente_nome text,
  texto text not null,
  -- A line written by the database about an order (its creation or a change of status).
  pedido_id uuid references public.pedidos (id) on delete set null,
  lida_em timestamptz,
  created_at timestamptz not null default now(),
  constraint mensagens_texto_tamanho check (length(btrim(texto)) between 1 and 2000)
);

create index mensagens_da_conversa on public.mensagens (anuncio_id, comprador_id, created_at);
create index mensagens_do_vendedor on public.mensagens (vendedor_id, created_at);
create index mensagens_recentes_do_remetente on public.mensagens (remetente_id, created_at desc);

-- Filled and checked by the database: the seller, the names, who may write, the rate.
create function public.preparar_mensagem()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dono uuid;
  status_anuncio text;
begin
  if exists (select 1 from public.mensagens where id = new.id) then
    return new;
  end if;
  select a.user_id, a.status into dono, status_anuncio from public.anuncios a where a.id = new.anuncio_id;
  new.vendedor_id := dono;
  new.created_at := now();
  new.lida_em := null;
  if new.pedido_id is null then
    if new.remetente_id <> new.comprador_id and new.remetente_id <> dono then
      perform interno.recusar('Você não participa desta conversa.', 'Abra a conversa pelo anúncio.');
    end if;
    if new.comprador_id = dono then
      perform interno.recusar('Você não pode enviar mensagem para si mesmo.', 'Este anúncio é seu.');
    end if;
    -- The buyer starts a conversation; the seller answers one.
    if new.remetente_id = dono and not exists (
      select 1 from public.mensagens m where m.anuncio_id = new.anuncio_id and m.comprador_id = new.comprador_id
    ) then
      perform interno.recusar('Só quem tem interesse no anúncio começa a conversa.', 'Aguarde uma mensagem do comprador.');
    end if;
    -- A new conversation starts only on an ad that is public.
    if status_anuncio <> 'ativo' and not exists (
      select 1 from public.mensagens m where m.anuncio_id = new.anuncio_id and m.comprador_id = new.comprador_id
    ) then
      perform interno.recusar('Este anúncio não está mais disponível.', 'Procure outro anúncio.');
    end if;
    if (select count(*) from public.mensagens m
        where m.remetente_id = new.remetente_id and m.pedido_id is null
          and m.created_at > now() - interval '1 minute') >= 30 then
      raise sqlstate 'PT429' using
        message = 'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto.',
        hint = 'Limite de 30 mensagens por minuto.';
    end if;
  end if;
  select interno.nome_publico(u.display_name, u.username) into new.remetente_nome
  from public.usuarios u where u.id = new.remetente_id;
  return new;
end
$$;

create trigger preparar
  before insert on public.mensagens
  for each row execute function public.preparar_mensagem();

create function public.preparar_pedido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
  quem uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    if exists (select 1 from public.pedidos where id = new.id) then
      return new;
    end if;
    select * into a from public.anuncios where id = new.anuncio_id;
    if not found or a.status <> 'ativo' then
      perform interno.recusar('Este anúncio não está mais disponível.', 'Procure outro anúncio.');
    end if;
    if a.user_id = new.comprador_id then
      perform interno.recusar('Você não pode fazer pedido no seu próprio anúncio.', 'Este anúncio é seu.');
    end if;
    if new.viagem_id is not null and not exists (
      select 1 from public.viagens v where v.id = new.viagem_id and v.status in ('aberta', 'lotada')
    ) then
      perform interno.recusar('A viagem escolhida não está mais aberta.', 'Escolha outra viagem ou outra forma de entrega.');
    end if;
    new.vendedor_id := a.user_id;
    new.status := 'pendente';
    new.created_at := now();
    new.updated_at := now();
    select interno.nome_publico(u.display_name, u.username) into new.comprador_nome
    from public.usuarios u where u.id = new.comprador_id;
    select interno.nome_publico(u.display_name, u.username) into new.vendedor_nome
    from public.usuarios u where u.id = a.user_id;
    return new;
  end if;

  new.id := old.id;
  new.anuncio_id := old.anuncio_id;
  new.comprador_id := old.comprador_id;
  new.vendedor_id := old.vendedor_id;
  new.comprador_nome := old.comprador_nome;
  new.vendedor_nome := old.vendedor_nome;
  new.quantidade := old.quantidade;
  new.observacao := old.observacao;
  new.entrega := old.entrega;
  new.viagem_id := old.viagem_id;
  new.created_at := old.created_at;
  -- Sent again after a lost answer: nothing to do.
  if new.status = old.status then
    return new;
  end if;
  if old.status = 'cancelado' then
    perform interno.recusar(
      case when quem = old.vendedor_id then 'O pedido já foi cancelado pelo comprador.' else 'Este pedido já foi cancelado.' end,
      'Nada mais a fazer com ele.');
  elsif old.status in ('recusado', 'entregue') then
    perform interno.recusar(
      case old.status when 'recusado' then 'Este pedido já foi recusado.' else 'Este pedido já foi entregue.' end,
      'Nada mais a fazer com ele.');
  end if;
  if quem = old.comprador_id then
    if not (old.status = 'pendente' and new.status = 'cancelado') then
      perform interno.recusar(
        case when old.status = 'aceito' and new.status = 'cancelado'
          then 'O pedido já foi aceito: combine o cancelamento com quem vende.'
          else 'Só quem vende aceita, recusa ou entrega o pedido.' end,
        'Converse pela mensagem.');
    end if;
  elsif quem is null or quem = old.vendedor_id then
    if not ((old.status = 'pendente' and new.status in ('aceito', 'recusado', 'cancelado'))
            or (old.status = 'aceito' and new.status in ('entregue', 'cancelado'))) then
      perform interno.recusar('O pedido precisa ser aceito antes de ser entregue.', 'Aceite o pedido primeiro.');
    end if;
  else
    perform interno.recusar('Você não participa deste pedido.', 'Entre com a conta certa.');
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger preparar
  before insert or update on public.pedidos
  for each row execute function public.preparar_pedido();

-- Each order and each change of its status, as a line of the conversation.
create function public.anunciar_pedido_na_conversa()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  entrega text := case new.entrega
    when 'retirar' then 'retirar no local'
    when 'combinada' then 'entrega combinada'
    else 'frete solidário' end;
  linha text;
  autor uuid;
begin
  if tg_op = 'INSERT' then
    linha := format('Pedido: %s (%s)%s', new.quantidade, entrega,
      case when new.observacao is not null and btrim(new.observacao) <> '' then ' — ' || new.observacao else '' end);
    autor := new.comprador_id;
  elsif new.status is distinct from old.status then
    linha := case new.status
      when 'aceito' then 'Pedido aceito.'
      when 'recusado' then 'Pedido recusado.'
      when 'entregue' then 'Pedido entregue.'
      when 'cancelado' then case when auth.uid() = new.comprador_id then 'Pedido cancelado pelo comprador.' else 'Pedido cancelado pelo vendedor.' end
    end;
    autor := case when new.status = 'cancelado' and auth.uid() = new.comprador_id then new.comprador_id else new.vendedor_id end;
  else
    return null;
  end if;
  insert into public.mensagens (anuncio_id, comprador_id, remetente_id, texto, pedido_id)
  values (new.anuncio_id, new.comprador_id, autor, left(linha, 2000), new.id);
  return null;
end
$$;

create trigger anunciar_na_conversa
  after insert or update of status on public.pedidos
  for each row execute function public.anunciar_pedido_na_conversa();

revoke execute on function public.preparar_mensagem() from public, anon, authenticated;
revoke execute on function public.preparar_pedido() from public, anon, authenticated;
revoke execute on function public.anunciar_pedido_na_conversa() from public, anon, authenticated;

alter table public.mensagens enable row level security;
alter table public.pedidos enable row level security;

create policy "os dois participantes leem a conversa" on public.mensagens
  for select to authenticated
  using (comprador_id = (select auth.uid()) or vendedor_id = (select auth.uid()));

create policy "participante ativo escreve em seu nome" on public.mensagens
  for insert to authenticated
  with check (
    remetente_id = (select auth.uid()) and pedido_id is null and (select interno.usuario_ativo())
    and (comprador_id = (select auth.uid())
         or exists (select 1 from public.anuncios a where a.id = anuncio_id and a.user_id = (select auth.uid())))
  );

create policy "os dois participantes leem o pedido" on public.pedidos
  for select to authenticated
  using (comprador_id = (select auth.uid()) or vendedor_id = (select auth.uid()));

create policy "comprador ativo faz pedido em seu nome" on public.pedidos
  for insert to authenticated
  with check (comprador_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "participante ativo muda o status" on public.pedidos
  for update to authenticated
  using ((comprador_id = (select auth.uid()) or vendedor_id = (select auth.uid())) and (select interno.usuario_ativo()))
  with check ((comprador_id = (select auth.uid()) or vendedor_id = (select auth.uid())) and (select interno.usuario_ativo()));

revoke all on public.mensagens from anon, authenticated;
revoke all on public.pedidos from anon, authenticated;
grant select on public.mensagens to authenticated;
grant insert (id, anuncio_id, comprador_id, remetente_id, texto) on public.mensagens to authenticated;
grant select on public.pedidos to authenticated;
grant insert (id, anuncio_id, comprador_id, quantidade, observacao, entrega, viagem_id) on public.pedidos to authenticated;
grant update (status) on public.pedidos to authenticated;

-- Read receipts: only the recipient marks a conversation's messages as read.
create function public.marcar_conversa_lida(anuncio uuid, comprador uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  with lidas as (
    update public.mensagens m set lida_em = now()
    where m.anuncio_id = anuncio and m.comprador_id = comprador and m.lida_em is null
      and m.remetente_id <> auth.uid()
      and (m.comprador_id = auth.uid() or m.vendedor_id = auth.uid())
      and (select interno.usuario_ativo())
    returning 1
  )
  select count(*)::integer from lidas
$$;

revoke execute on function public.marcar_conversa_lida(uuid, uuid) from public, anon;
grant execute on function public.marcar_conversa_lida(uuid, uuid) to authenticated;
