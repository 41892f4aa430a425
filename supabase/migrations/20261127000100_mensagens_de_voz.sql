-- Voice notes (issue 52): a message carries either text or a note its sender recorded, kept in the
-- private bucket `audios` at <sender>/<message>.webm (Opus, Chrome) or .m4a (AAC, Safari). Only the
-- sender writes there; only the conversation's two participants, while active, hear it. Admins do
-- not: they read no private conversation either (they moderate what is public and what is reported).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('audios', 'audios', false, 1048576, array['audio/webm', 'audio/mp4'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- The database fills the note's size and type from the stored file (never from the phone).
alter table public.mensagens
  add column audio_caminho text,
  add column audio_duracao_ms integer,
  add column audio_bytes integer,
  add column audio_tipo text,
  drop constraint mensagens_texto_tamanho,
  add constraint mensagens_texto_ou_audio check (
    case
      when audio_caminho is null then length(interno.aparado(texto)) between 1 and 2000
        and audio_duracao_ms is null and audio_bytes is null and audio_tipo is null
      else texto = '' and audio_duracao_ms between 1000 and 120000
        and audio_bytes between 1 and 1048576 and audio_tipo in ('audio/webm', 'audio/mp4')
    end
  );

grant insert (audio_caminho, audio_duracao_ms) on public.mensagens to authenticated;

-- Who may hear a note is asked by its path (the storage policy below).
create index mensagens_audio on public.mensagens (audio_caminho) where audio_caminho is not null;

-- "Mensagem de voz (0:12)": how the inbox and a push name a note.
create function interno.mensagem_de_voz(duracao_ms integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Mensagem de voz (' || (duracao_ms / 1000 / 60) || ':' || lpad(((duracao_ms / 1000) % 60)::text, 2, '0') || ')'
$$;

revoke execute on function interno.mensagem_de_voz(integer) from public;

-- A note's file must already be stored, by its sender, at the message's own path, and weigh at most
-- 4 KB per second of audio (Opus at 16–24 kbit/s; Chrome's default 49 kbit/s is refused).
create function public.preparar_audio_da_mensagem()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  arquivo storage.objects%rowtype;
begin
  if new.audio_caminho is null or exists (select 1 from public.mensagens where id = new.id) then
    return new;
  end if;
  if new.audio_caminho !~ ('^' || new.remetente_id || '/' || new.id || '\.(webm|m4a)$') then
    perform interno.recusar('O áudio não pertence a esta mensagem.', 'Grave a mensagem de voz novamente.');
  end if;
  select * into arquivo from storage.objects o where o.bucket_id = 'audios' and o.name = new.audio_caminho;
  if not found then
    perform interno.recusar('O áudio desta mensagem não foi enviado.', 'Tente enviar novamente.');
  end if;
  new.audio_bytes := (arquivo.metadata ->> 'size')::integer;
  new.audio_tipo := arquivo.metadata ->> 'mimetype';
  if new.audio_duracao_ms is null or new.audio_duracao_ms not between 1000 and 120000 then
    perform interno.recusar('A mensagem de voz deve ter de 1 segundo a 2 minutos.', 'Grave novamente.');
  end if;
  if new.audio_bytes > 4096 * new.audio_duracao_ms / 1000 then
    perform interno.recusar('O áudio está maior que o permitido para a sua duração.', 'Grave novamente pelo aplicativo.');
  end if;
  new.texto := coalesce(new.texto, '');
  return new;
end
$$;

revoke execute on function public.preparar_audio_da_mensagem() from public, anon, authenticated;

create trigger preparar_audio
  before insert on public.mensagens
  for each row execute function public.preparar_audio_da_mensagem();

-- The inbox says what arrived: a note says so, with its length.
create or replace function public.notificar_mensagem()
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
    case when new.audio_caminho is null then '' else interno.mensagem_de_voz(new.audio_duracao_ms) || ' · ' end
      || 'Sobre ' || interno.titulo_citado(new.anuncio_id),
    '/mensagens/' || new.anuncio_id || '/' || new.comprador_id,
    new.anuncio_id, 'conversa:' || new.anuncio_id || ':' || new.comprador_id,
    replace(quem, '%', '%%') || ' enviou %s mensagens');
  return null;
end
$$;

-- A push that shows the message's text shows a note as "Mensagem de voz (0:12)".
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
        select case when m.audio_caminho is null then left(m.texto, 200) else interno.mensagem_de_voz(m.audio_duracao_ms) end
        from public.mensagens m
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

-- The sender stores and replaces (a retried upload) only in their own folder, while active.
create policy "usuario ativo grava audio na propria pasta" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'audios' and (storage.foldername(name))[1] = (select auth.uid())::text and (select interno.usuario_ativo())
  );

create policy "usuario ativo substitui audio na propria pasta" on storage.objects
  for update to authenticated
  using (bucket_id = 'audios' and (storage.foldername(name))[1] = (select auth.uid())::text and (select interno.usuario_ativo()))
  with check (bucket_id = 'audios' and (storage.foldername(name))[1] = (select auth.uid())::text and (select interno.usuario_ativo()));

-- Read by its sender (before the message exists, to finish an upload) and by the other participant
-- of the conversation the message is in.
create policy "participantes ativos ouvem o audio" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'audios' and (select interno.usuario_ativo())
    and ((storage.foldername(name))[1] = (select auth.uid())::text
         or exists (
           select 1 from public.mensagens m
           where m.audio_caminho = name
             and (m.comprador_id = (select auth.uid()) or m.vendedor_id = (select auth.uid()))
         ))
  );
