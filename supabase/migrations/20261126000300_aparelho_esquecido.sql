-- A family's one phone (issue 38): signing out forgets this device's push subscription on the
-- server, even when the session is already gone (the sign-out happened with no signal and the
-- request goes on reconnect). The browser's own subscription keys prove the device: the 16-byte
-- `auth` secret is known only to the browser that subscribed (and to the sender), so whoever holds
-- it may delete that one subscription — and nothing else. Safe to repeat (deleting twice is nothing).
create function public.esquecer_assinatura_push(endpoint text, auth text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.assinaturas_push a
  where a.endpoint = esquecer_assinatura_push.endpoint and a.auth = esquecer_assinatura_push.auth;
$$;

revoke execute on function public.esquecer_assinatura_push(text, text) from public;
grant execute on function public.esquecer_assinatura_push(text, text) to anon, authenticated;

-- Each push now says whom it is for (`para`): the phone's service worker shows it only while that
-- person is signed in on it, so a push the server sent before it forgot the device is not shown
-- to the next person who picks the phone up.
drop function public.reservar_envios_push(integer);

create function public.reservar_envios_push(limite integer default 100)
returns table (
  envio bigint, endpoint text, p256dh text, auth text, titulo text, texto text, url text, tag text,
  imagem text, tentativas integer, para uuid
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.envios_push e
  set desistido_em = now(), erro = 'lida antes do envio'
  from public.notificacoes n
  where n.id = e.notificacao_id and n.lida_em is not null and e.enviado_em is null and e.desistido_em is null;

  return query
  with devidos as (
    select e.id from public.envios_push e
    where e.enviado_em is null and e.desistido_em is null and e.proxima_em <= now()
    order by e.id
    limit greatest(1, least(limite, 500))
    for update skip locked
  ),
  reservados as (
    update public.envios_push e
    set tentativas = e.tentativas + 1, proxima_em = now() + interval '5 minutes'
    from devidos d
    where e.id = d.id
    returning e.id, e.notificacao_id, e.assinatura_id, e.tentativas
  )
  select r.id, a.endpoint, a.p256dh, a.auth, n.titulo,
    case
      when n.tipo = 'mensagem' and a.mostrar_texto then coalesce((
        select left(m.texto, 200) from public.mensagens m
        where n.agrupamento = 'conversa:' || m.anuncio_id || ':' || m.comprador_id and m.remetente_id <> n.user_id
        order by m.created_at desc limit 1
      ), n.texto)
      else n.texto
    end,
    n.url, coalesce(n.agrupamento, n.id::text), an.imagens[1], r.tentativas, n.user_id
  from reservados r
  join public.notificacoes n on n.id = r.notificacao_id
  join public.assinaturas_push a on a.id = r.assinatura_id
  left join public.anuncios an on an.id = n.anuncio_id;
end
$$;

revoke execute on function public.reservar_envios_push(integer) from public, anon, authenticated;
grant execute on function public.reservar_envios_push(integer) to service_role;

-- Asking the sender (issue 38): on Supabase, queued pushes call `enviar-push` through pg_net. The
-- call went out for every insert statement into the queue — one per notification, and even for a
-- statement that queued nothing. Now a transaction asks once, and only when pushes arrived: pg_net
-- sends after the commit, and the sender takes everything due then. This decision is the part
-- that runs everywhere (and is tested on PostgreSQL); the call itself needs pg_net and Vault.
create function interno.pedir_envio_push(novos bigint)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
begin
  if coalesce(novos, 0) = 0 or current_setting('campo.envio_push_pedido', true) = 'sim' then
    return false;
  end if;
  perform set_config('campo.envio_push_pedido', 'sim', true);
  return true;
end
$$;

revoke execute on function interno.pedir_envio_push(bigint) from public, anon, authenticated;

do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net')
    and exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    drop trigger if exists chamar_enviar_push on public.envios_push;
    create or replace function interno.chamar_enviar_push()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
    as $f$
    declare
      endereco text;
      chave text;
    begin
      if not interno.pedir_envio_push((select count(*) from novos)) then
        return null;
      end if;
      endereco := (select decrypted_secret from vault.decrypted_secrets where name = 'enviar_push_url');
      chave := (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key');
      if endereco is not null and chave is not null then
        perform net.http_post(url := endereco, headers := jsonb_build_object('Authorization', 'Bearer ' || chave));
      end if;
      return null;
    end
    $f$;
    create trigger chamar_enviar_push
      after insert on public.envios_push
      referencing new table as novos
      for each statement execute function interno.chamar_enviar_push();
  end if;
end
$$;

-- Orders and their status changes write lines into the conversation: those lines now count
-- toward the sender's limit of 30 a minute, like any message (issue 38).
create or replace function public.preparar_mensagem()
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
  end if;
  -- The same limit for every line a person adds to conversations, an order's lines included
  -- (each order and each change of its status writes one).
  perform interno.travar_limite('mensagens:' || new.remetente_id);
  if (select count(*) from public.mensagens m
      where m.remetente_id = new.remetente_id and m.created_at > now() - interval '1 minute') >= 30 then
    raise sqlstate 'PT429' using
      message = 'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto.',
      hint = 'Limite de 30 mensagens por minuto.';
  end if;
  select interno.nome_publico(u.display_name, u.username) into new.remetente_nome
  from public.usuarios u where u.id = new.remetente_id;
  return new;
end
$$;
