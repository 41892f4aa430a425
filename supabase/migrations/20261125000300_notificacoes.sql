-- Notifications as data (issue 29, first part): each row is written by the database in the same
-- transaction as its event, whichever client caused it, so nothing is missed: a message to you, an
-- order on your ad and its changes, a request for space on your trip and the answer to yours, a
-- trip you are on cancelled, your ad hidden (with the reason), about to expire and expired, and the
-- outcome of a report you made. Several messages of one conversation fold into one unread
-- notification ("João enviou 3 mensagens"). Only the recipient reads them and marks them read.
-- (Delivery by Web Push and the screens come next; nothing here reaches the app's UI yet.)

create table public.notificacoes (
  id uuid primary key default gen_random_uuid(),
  -- Who receives it.
  user_id uuid not null references public.usuarios (id) on delete cascade,
  tipo text not null,
  titulo text not null,
  texto text not null,
  -- The screen it opens.
  url text not null,
  -- The ad it is about (its photo in a push), when there is one.
  anuncio_id uuid references public.anuncios (id) on delete set null,
  -- Unread notifications with the same key fold into one (a conversation's messages); also what
  -- keeps a once-only notice once (an ad's "expira em 3 dias" for one expiry date).
  agrupamento text,
  quantidade integer not null default 1,
  created_at timestamptz not null default now(),
  lida_em timestamptz,
  constraint notificacoes_tipo_valido check (tipo in (
    'mensagem', 'pedido_novo', 'pedido_status', 'reserva_nova', 'reserva_status', 'viagem_cancelada',
    'anuncio_ocultado', 'anuncio_expirando', 'anuncio_expirado', 'denuncia_decidida'
  )),
  constraint notificacoes_quantidade_valida check (quantidade >= 1)
);

create index notificacoes_do_usuario on public.notificacoes (user_id, created_at desc);
create index notificacoes_nao_lidas on public.notificacoes (user_id) where lida_em is null;
create unique index notificacoes_uma_nao_lida_por_grupo on public.notificacoes (user_id, agrupamento)
  where lida_em is null and agrupamento is not null;
create index notificacoes_do_anuncio on public.notificacoes (anuncio_id);

alter table public.notificacoes enable row level security;

create policy "so quem recebe le as suas notificacoes" on public.notificacoes
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "so quem recebe marca como lida" on public.notificacoes
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on public.notificacoes from anon, authenticated;
grant select on public.notificacoes to authenticated;
grant update (lida_em) on public.notificacoes to authenticated;

-- Writes one notification, or folds it into the recipient's unread one with the same key (one
-- statement: two events at once cannot both insert). `titulo_varios` is the title once folded,
-- with %s for how many. Nobody is notified of what they did themselves.
create function interno.notificar(
  destinatario uuid, tipo_da_notificacao text, titulo_da_notificacao text, texto_da_notificacao text,
  endereco text, anuncio uuid default null, chave text default null, titulo_varios text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if destinatario is null or destinatario is not distinct from auth.uid() then
    return;
  end if;
  insert into public.notificacoes as n (user_id, tipo, titulo, texto, url, anuncio_id, agrupamento)
  values (destinatario, tipo_da_notificacao, titulo_da_notificacao, texto_da_notificacao, endereco, anuncio, chave)
  on conflict (user_id, agrupamento) where lida_em is null and agrupamento is not null
  do update set
    quantidade = n.quantidade + 1,
    titulo = coalesce(format(titulo_varios, n.quantidade + 1), excluded.titulo),
    texto = excluded.texto,
    created_at = now();
end
$$;

revoke execute on function interno.notificar(uuid, text, text, text, text, uuid, text, text) from public;

-- The title of an ad, quoted, for a notification's text.
create function interno.titulo_citado(anuncio uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce('"' || left(a.titulo, 80) || '"', 'seu anúncio') from public.anuncios a where a.id = anuncio
$$;

revoke execute on function interno.titulo_citado(uuid) from public;

-- A message to the other participant; a conversation's unread messages fold into one.
create function public.notificar_mensagem()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  destinatario uuid := case when new.remetente_id = new.comprador_id then new.vendedor_id else new.comprador_id end;
  quem text := coalesce(new.remetente_nome, 'Alguém');
begin
  -- Order lines are told by the order's own notifications.
  if new.pedido_id is not null then
    return null;
  end if;
  perform interno.notificar(
    destinatario, 'mensagem', quem || ' enviou uma mensagem',
    'Sobre ' || interno.titulo_citado(new.anuncio_id),
    '/mensagens/' || new.anuncio_id || '/' || new.comprador_id,
    new.anuncio_id, 'conversa:' || new.anuncio_id || ':' || new.comprador_id,
    replace(quem, '%', '%%') || ' enviou %s mensagens');
  return null;
end
$$;

create trigger notificar
  after insert on public.mensagens
  for each row execute function public.notificar_mensagem();

-- A new order to the seller; each change of its status to the other side.
create function public.notificar_pedido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  citado text := interno.titulo_citado(new.anuncio_id);
begin
  if tg_op = 'INSERT' then
    perform interno.notificar(new.vendedor_id, 'pedido_novo', 'Novo pedido',
      coalesce(new.comprador_nome, 'Alguém') || ' pediu ' || left(new.quantidade, 60) || ' de ' || citado,
      '/pedidos', new.anuncio_id);
  elsif new.status is distinct from old.status then
    if new.status = 'cancelado' then
      -- Whoever did not cancel it hears of it (notificar skips the one who did).
      perform interno.notificar(new.vendedor_id, 'pedido_status', 'Pedido cancelado', 'O pedido de ' || citado || ' foi cancelado.', '/pedidos', new.anuncio_id);
      perform interno.notificar(new.comprador_id, 'pedido_status', 'Pedido cancelado', 'O pedido de ' || citado || ' foi cancelado.', '/pedidos', new.anuncio_id);
    else
      perform interno.notificar(new.comprador_id, 'pedido_status',
        case new.status when 'aceito' then 'Pedido aceito' when 'recusado' then 'Pedido recusado' else 'Pedido entregue' end,
        case new.status
          when 'aceito' then 'Seu pedido de ' || citado || ' foi aceito.'
          when 'recusado' then 'Seu pedido de ' || citado || ' foi recusado.'
          else 'Seu pedido de ' || citado || ' foi marcado como entregue.' end,
        '/pedidos', new.anuncio_id);
    end if;
  end if;
  return null;
end
$$;

create trigger notificar
  after insert or update of status on public.pedidos
  for each row execute function public.notificar_pedido();

-- Kilograms as people write them: 100, 12,5.
create function interno.kg_texto(kg numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when kg = trunc(kg) then trunc(kg)::text else replace(kg::text, '.', ',') end
$$;

revoke execute on function interno.kg_texto(numeric) from public;

-- A request for space to the trip's owner; the answer to the one who asked.
create function public.notificar_reserva()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.viagens;
  rota text;
begin
  select * into v from public.viagens where id = new.viagem_id;
  rota := coalesce(v.origem_cidade, '?') || ' → ' || coalesce(v.destino_cidade, '?');
  if tg_op = 'INSERT' then
    perform interno.notificar(v.user_id, 'reserva_nova', 'Pedido de espaço na sua viagem',
      coalesce(new.user_name, 'Alguém') || ' quer levar ' || interno.kg_texto(new.kg) || ' kg (' || rota || ').',
      '/viagens/' || new.viagem_id);
  elsif new.status is distinct from old.status and new.status in ('aceita', 'recusada') then
    perform interno.notificar(new.user_id, 'reserva_status',
      case new.status when 'aceita' then 'Reserva aceita' else 'Reserva recusada' end,
      case new.status when 'aceita' then 'Sua reserva de ' || interno.kg_texto(new.kg) || ' kg na viagem ' || rota || ' foi aceita.'
        else 'Sua reserva na viagem ' || rota || ' foi recusada.' end,
      '/viagens/' || new.viagem_id);
  end if;
  return null;
end
$$;

create trigger notificar
  after insert or update of status on public.reservas
  for each row execute function public.notificar_reserva();

-- A trip cancelled, to everyone who asked for space on it.
create function public.notificar_viagem_cancelada()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  if new.status = 'cancelada' and old.status is distinct from 'cancelada' then
    for r in select distinct re.user_id from public.reservas re
             where re.viagem_id = new.id and re.status in ('pendente', 'aceita') loop
      perform interno.notificar(r.user_id, 'viagem_cancelada', 'Viagem cancelada',
        'A viagem ' || coalesce(new.origem_cidade, '?') || ' → ' || coalesce(new.destino_cidade, '?') || ' de '
          || to_char(new.data, 'DD/MM') || ' foi cancelada.',
        '/viagens/' || new.id);
    end loop;
  end if;
  return null;
end
$$;

create trigger notificar
  after update of status on public.viagens
  for each row execute function public.notificar_viagem_cancelada();

-- An ad hidden by the moderation (with the reason) or expired, to its owner.
create function public.notificar_anuncio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'oculto' and old.status is distinct from 'oculto' then
    perform interno.notificar(new.user_id, 'anuncio_ocultado', 'Seu anúncio foi ocultado',
      '"' || left(new.titulo, 80) || '": ' || coalesce(new.ocultado_motivo, 'decisão da moderação.'),
      '/meus-anuncios', new.id);
  elsif new.status = 'expirado' and old.status is distinct from 'expirado' then
    perform interno.notificar(new.user_id, 'anuncio_expirado', 'Seu anúncio expirou',
      '"' || left(new.titulo, 80) || '" saiu do ar. Renove para publicá-lo por mais 60 dias.',
      '/meus-anuncios', new.id);
  end if;
  return null;
end
$$;

create trigger notificar
  after update of status on public.anuncios
  for each row execute function public.notificar_anuncio();

-- The outcome of a report, to the one who made it.
create function public.notificar_denuncia_decidida()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'aberta' and new.status in ('procedente', 'descartada') then
    perform interno.notificar(new.user_id, 'denuncia_decidida', 'Sua denúncia foi analisada',
      case new.status
        when 'procedente' then 'O anúncio que você denunciou foi retirado do ar. Obrigado por avisar.'
        else 'Analisamos sua denúncia e o anúncio continua no ar.' end,
      '/product/' || new.anuncio_id, new.anuncio_id);
  end if;
  return null;
end
$$;

create trigger notificar
  after update of status on public.denuncias
  for each row execute function public.notificar_denuncia_decidida();

revoke execute on function public.notificar_mensagem() from public, anon, authenticated;
revoke execute on function public.notificar_pedido() from public, anon, authenticated;
revoke execute on function public.notificar_reserva() from public, anon, authenticated;
revoke execute on function public.notificar_viagem_cancelada() from public, anon, authenticated;
revoke execute on function public.notificar_anuncio() from public, anon, authenticated;
revoke execute on function public.notificar_denuncia_decidida() from public, anon, authenticated;

-- "Expira em 3 dias": once per ad and expiry date, from the same scheduled job that marks ads
-- expired (pg_cron on Supabase, the local server's scheduler).
create function interno.avisar_anuncios_a_expirar()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  a record;
  avisados integer := 0;
begin
  for a in
    select an.id, an.user_id, an.titulo, an.expira_em from public.anuncios an
    where an.status = 'ativo' and an.expira_em > now() and an.expira_em <= now() + interval '3 days'
      and not exists (
        select 1 from public.notificacoes n
        where n.user_id = an.user_id and n.agrupamento = 'expirando:' || an.id || ':' || an.expira_em::date
      )
  loop
    insert into public.notificacoes (user_id, tipo, titulo, texto, url, anuncio_id, agrupamento)
    values (a.user_id, 'anuncio_expirando', 'Seu anúncio expira em breve',
      '"' || left(a.titulo, 80) || '" sai do ar em até 3 dias. Renove com um toque.',
      '/meus-anuncios', a.id, 'expirando:' || a.id || ':' || a.expira_em::date)
    on conflict do nothing;
    avisados := avisados + 1;
  end loop;
  return avisados;
end
$$;

revoke execute on function interno.avisar_anuncios_a_expirar() from public;

create or replace function public.expirar_anuncios()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  expirados integer;
begin
  perform interno.avisar_anuncios_a_expirar();
  with marcados as (
    update public.anuncios set status = 'expirado'
    where status = 'ativo' and expira_em <= now()
    returning 1
  )
  select count(*)::integer into expirados from marcados;
  return expirados;
end
$$;
