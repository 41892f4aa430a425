-- Web Push (issue 29, third part): the devices where a person turned notifications on, and the
-- queue of pushes the edge function `enviar-push` sends. Every notification written for a person
-- (notificacoes) is queued for each of their devices that wants its kind, in the same transaction;
-- a failed push never loses the notification (it stays in the inbox), is retried a bounded number
-- of times, and is sent once. A conversation's messages make at most one push a minute per device.

-- Where the push services live: a subscription to anything else is refused, so the server never
-- becomes a way to make requests into a network (FCM for Chrome/Android/Edge, Mozilla's autopush,
-- Windows' WNS, Apple's).
create function interno.endpoint_de_push_valido(endpoint text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select endpoint ~ '^https://[A-Za-z0-9.-]+/[!-~]*$'
    and length(endpoint) <= 1000
    and lower(substring(endpoint from '^https://([A-Za-z0-9.-]+)/')) ~
      '^([a-z0-9-]+\.)*(fcm\.googleapis\.com|android\.googleapis\.com|push\.services\.mozilla\.com|notify\.windows\.com|push\.apple\.com)$'
$$;

create table public.assinaturas_push (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.usuarios (id) on delete cascade,
  endpoint text not null unique,
  -- The browser's keys (base64url): a P-256 public key and a 16-byte secret.
  p256dh text not null,
  auth text not null,
  -- The kinds the person wants on this device; all of them when turned on.
  tipos public.tipo_de_notificacao[] not null default enum_range(null::public.tipo_de_notificacao),
  -- A message's own words in the push ("mostrar o texto das mensagens"); otherwise only who wrote.
  mostrar_texto boolean not null default false,
  created_at timestamptz not null default now(),
  constraint assinaturas_push_chaves check (p256dh ~ '^[A-Za-z0-9_-]{86,88}$' and auth ~ '^[A-Za-z0-9_-]{21,24}$')
);

create index assinaturas_push_do_usuario on public.assinaturas_push (user_id);

alter table public.assinaturas_push enable row level security;

create policy "cada um ve os seus aparelhos" on public.assinaturas_push
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "cada um desliga os seus aparelhos" on public.assinaturas_push
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.assinaturas_push from anon, authenticated;
grant select, delete on public.assinaturas_push to authenticated;

-- Turns notifications on for this device (or changes what it receives): the device belongs to
-- whoever subscribes now (a phone passed on, or another account signed in on it).
create function public.registrar_assinatura_push(
  endpoint text, p256dh text, auth text,
  tipos public.tipo_de_notificacao[] default enum_range(null::public.tipo_de_notificacao),
  mostrar_texto boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  nova uuid;
begin
  if auth.uid() is null then
    raise exception 'Entre na sua conta para receber notificações.' using errcode = '42501';
  end if;
  if not interno.usuario_ativo() then
    raise exception 'Sua conta está inativa.' using errcode = '42501';
  end if;
  if not interno.endpoint_de_push_valido(endpoint) then
    raise exception 'Este navegador enviou um endereço de notificações que não aceitamos.' using errcode = '22023';
  end if;
  delete from public.assinaturas_push a where a.endpoint = registrar_assinatura_push.endpoint;
  insert into public.assinaturas_push (user_id, endpoint, p256dh, auth, tipos, mostrar_texto)
  values (auth.uid(), endpoint, p256dh, auth, coalesce(tipos, '{}'), coalesce(mostrar_texto, false))
  returning id into nova;
  return nova;
end
$$;

revoke execute on function public.registrar_assinatura_push(text, text, text, public.tipo_de_notificacao[], boolean) from public, anon;
grant execute on function public.registrar_assinatura_push(text, text, text, public.tipo_de_notificacao[], boolean) to authenticated;

-- The queue: one row per notification, device and version (a folded notification's count).
create table public.envios_push (
  id bigint generated always as identity primary key,
  notificacao_id uuid not null references public.notificacoes (id) on delete cascade,
  assinatura_id uuid not null references public.assinaturas_push (id) on delete cascade,
  versao integer not null,
  tentativas integer not null default 0,
  -- When it may be (re)tried: a claimed row is leased for 5 minutes.
  proxima_em timestamptz not null default now(),
  enviado_em timestamptz,
  desistido_em timestamptz,
  erro text,
  created_at timestamptz not null default now(),
  unique (notificacao_id, assinatura_id, versao)
);

create index envios_push_pendentes on public.envios_push (proxima_em)
  where enviado_em is null and desistido_em is null;

alter table public.envios_push enable row level security;
revoke all on public.envios_push from anon, authenticated;

-- Queues a notification for the recipient's devices that want its kind. A push still waiting for
-- this notification on a device carries the newest words when it goes (nothing more is queued);
-- after one was sent, the next waits a minute (a flood of messages is not a flood of pushes).
create function public.enfileirar_push()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.envios_push (notificacao_id, assinatura_id, versao, proxima_em)
  select new.id, a.id, new.quantidade,
    greatest(
      now(),
      coalesce(
        (select max(e.enviado_em) from public.envios_push e where e.notificacao_id = new.id and e.assinatura_id = a.id),
        '-infinity'
      ) + interval '1 minute'
    )
  from public.assinaturas_push a
  where a.user_id = new.user_id
    and new.tipo = any (a.tipos)
    and not exists (
      select 1 from public.envios_push p
      where p.notificacao_id = new.id and p.assinatura_id = a.id and p.enviado_em is null and p.desistido_em is null
    )
  on conflict do nothing;
  return null;
end
$$;

revoke execute on function public.enfileirar_push() from public, anon, authenticated;

create trigger enfileirar_push
  after insert or update of quantidade on public.notificacoes
  for each row execute function public.enfileirar_push();

-- The sender's side (service role only). Claims up to `limite` pushes that are due, leasing them
-- for 5 minutes (a sender that dies midway leaves them to the next run), with what each shows. A
-- notification read meanwhile is not pushed.
create function public.reservar_envios_push(limite integer default 100)
returns table (
  envio bigint, endpoint text, p256dh text, auth text, titulo text, texto text, url text, tag text,
  imagem text, tentativas integer
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
    n.url, coalesce(n.agrupamento, n.id::text), an.imagens[1], r.tentativas
  from reservados r
  join public.notificacoes n on n.id = r.notificacao_id
  join public.assinaturas_push a on a.id = r.assinatura_id
  left join public.anuncios an on an.id = n.anuncio_id;
end
$$;

-- What became of each claimed push: `enviado`, `expirada` (the push service answered 404/410: the
-- device unsubscribed, its subscription goes), or `falhou` (retried after 30 s, 1, 2, 4 min; given
-- up after 5 attempts — the notification stays in the inbox).
create function public.concluir_envios_push(resultados jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  for r in select * from jsonb_to_recordset(resultados) as x(envio bigint, resultado text, erro text) loop
    if r.resultado = 'enviado' then
      update public.envios_push set enviado_em = now(), erro = null where id = r.envio;
    elsif r.resultado = 'expirada' then
      delete from public.assinaturas_push a using public.envios_push e where e.id = r.envio and a.id = e.assinatura_id;
    else
      update public.envios_push
      set erro = left(r.erro, 500),
        desistido_em = case when tentativas >= 5 then now() end,
        proxima_em = now() + interval '30 seconds' * power(2, least(tentativas - 1, 3))
      where id = r.envio;
    end if;
  end loop;
end
$$;

revoke execute on function public.reservar_envios_push(integer) from public, anon, authenticated;
revoke execute on function public.concluir_envios_push(jsonb) from public, anon, authenticated;
grant execute on function public.reservar_envios_push(integer) to service_role;
grant execute on function public.concluir_envios_push(jsonb) to service_role;

-- On Supabase, queued pushes call the edge function at once through pg_net, with the project's
-- address and service key kept in Vault (docs/notifications.md says how to set them); pg_cron
-- runs it every minute for the retries. Where those extensions are missing (the local server
-- runs the function itself), nothing is scheduled here.
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net')
    and exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    create function interno.chamar_enviar_push()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
    as $f$
    declare
      endereco text := (select decrypted_secret from vault.decrypted_secrets where name = 'enviar_push_url');
      chave text := (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key');
    begin
      if endereco is not null and chave is not null then
        perform net.http_post(url := endereco, headers := jsonb_build_object('Authorization', 'Bearer ' || chave));
      end if;
      return null;
    end
    $f$;
    create trigger chamar_enviar_push
      after insert on public.envios_push
      for each statement execute function interno.chamar_enviar_push();
    if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
      perform cron.schedule(
        'enviar-push', '* * * * *',
        $c$select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'enviar_push_url'),
          headers := jsonb_build_object('Authorization', 'Bearer ' ||
            (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'))
        ) where exists (select 1 from public.envios_push where enviado_em is null and desistido_em is null)$c$
      );
    end if;
  end if;
end
$$;
