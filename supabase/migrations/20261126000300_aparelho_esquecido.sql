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
