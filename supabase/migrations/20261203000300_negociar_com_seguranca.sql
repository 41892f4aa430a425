-- Negociar com segurança (issue 78): a person can be blocked, a message reported, a seller rated
-- for an order delivered, an ad marked Reservado, and each person keeps their own quick replies.
--
-- * Blocking (`bloqueios`): the blocked person can no longer write to the blocker, nor order from
--   them; the blocker cannot write to them either until "Desbloquear". Only the blocker reads the
--   row: the blocked person is told only when a message is refused.
-- * A reported message (`denuncias_mensagens`) keeps a copy of the message and the ones before it,
--   so the moderation reads the context even after a deletion. The reporter and the admins read it;
--   the person reported does not.
-- * An order's rating (`avaliacoes_pedidos`): by its buyer, once, 1 to 5 stars, within 30 days of
--   "Entregue" (`pedidos.entregue_em`); the seller answers once. Public as the seller is. The
--   seller's profile counts its delivered orders and those ratings, apart from the comments' stars.
--   The seller does not rate the buyer publicly: a buyer afraid of a bad mark would be pressed.
-- * Reservado (`anuncios.reservado_em`): the ad stays visible and takes no new order; the seller
--   undoes it, or the job `liberar_reservas` does after 3 days with no order moving.
-- * Quick replies (`respostas_rapidas`): up to 5 sentences of one's own, on every phone.

-- Blocking -------------------------------------------------------------------------------------

create table public.bloqueios (
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  bloqueado_id uuid not null references public.usuarios (id) on delete cascade,
  bloqueado_nome text,
  created_at timestamptz not null default now(),
  primary key (user_id, bloqueado_id)
);

create index bloqueios_bloqueado on public.bloqueios (bloqueado_id);

create function public.preparar_bloqueio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.bloqueado_id = new.user_id then
    perform interno.recusar('Você não pode bloquear a si mesmo.', 'Escolha outra pessoa.');
  end if;
  select interno.nome_publico(u.display_name, u.username) into new.bloqueado_nome
  from public.usuarios u where u.id = new.bloqueado_id;
  if not found then
    perform interno.recusar('Esta pessoa não foi encontrada.', 'Ela pode ter excluído a conta.');
  end if;
  new.created_at := now();
  return new;
end
$$;

revoke execute on function public.preparar_bloqueio() from public, anon, authenticated;

create trigger preparar
  before insert on public.bloqueios
  for each row execute function public.preparar_bloqueio();

alter table public.bloqueios enable row level security;

create policy "cada um le os seus bloqueios" on public.bloqueios
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "usuario ativo bloqueia em seu nome" on public.bloqueios
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "cada um desfaz os seus bloqueios" on public.bloqueios
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.bloqueios from anon, authenticated;
grant select on public.bloqueios to authenticated;
grant insert (user_id, bloqueado_id) on public.bloqueios to authenticated;
grant delete on public.bloqueios to authenticated;

-- Refuses a message or an order between two people when one blocked the other.
create function interno.recusar_se_bloqueado(remetente uuid, destinatario uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.bloqueios b where b.user_id = destinatario and b.bloqueado_id = remetente) then
    perform interno.recusar('Esta pessoa não recebe mais mensagens nem pedidos seus.', 'Procure outro anúncio.');
  end if;
  if exists (select 1 from public.bloqueios b where b.user_id = remetente and b.bloqueado_id = destinatario) then
    perform interno.recusar('Você bloqueou esta pessoa.', 'Desbloqueie em Configurações para voltar a conversar.');
  end if;
end
$$;

revoke execute on function interno.recusar_se_bloqueado(uuid, uuid) from public;

-- A message resent after its answer was lost (already stored) is not checked again; an order's
-- line is written by the database for the order already checked.
create function public.recusar_mensagem_bloqueada()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dono uuid;
begin
  if new.pedido_id is not null or exists (select 1 from public.mensagens where id = new.id) then
    return new;
  end if;
  select a.user_id into dono from public.anuncios a where a.id = new.anuncio_id;
  perform interno.recusar_se_bloqueado(new.remetente_id,
    case when new.remetente_id = dono then new.comprador_id else dono end);
  return new;
end
$$;

revoke execute on function public.recusar_mensagem_bloqueada() from public, anon, authenticated;

create trigger bloqueio
  before insert on public.mensagens
  for each row execute function public.recusar_mensagem_bloqueada();

-- Reservado ------------------------------------------------------------------------------------

alter table public.anuncios add column reservado_em timestamptz;

create function public.recusar_pedido_bloqueado_ou_reservado()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
begin
  if exists (select 1 from public.pedidos where id = new.id) then
    return new;
  end if;
  select * into a from public.anuncios where id = new.anuncio_id;
  if a.id is null then
    return new;
  end if;
  perform interno.recusar_se_bloqueado(new.comprador_id, a.user_id);
  if a.reservado_em is not null then
    perform interno.recusar('Este anúncio está reservado.',
      'O vendedor está negociando com outra pessoa. Converse com ele ou volte mais tarde.');
  end if;
  return new;
end
$$;

revoke execute on function public.recusar_pedido_bloqueado_ou_reservado() from public, anon, authenticated;

create trigger bloqueio_ou_reserva
  before insert on public.pedidos
  for each row execute function public.recusar_pedido_bloqueado_ou_reservado();

-- An ad that leaves Ativo (sold, paused, hidden, expired) is no longer reserved.
create function public.soltar_reserva_fora_do_ar()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'ativo' then
    new.reservado_em := null;
  end if;
  return new;
end
$$;

revoke execute on function public.soltar_reserva_fora_do_ar() from public, anon, authenticated;

create trigger soltar_reserva
  before update of status on public.anuncios
  for each row execute function public.soltar_reserva_fora_do_ar();

-- The seller marks an ad Reservado (reservar true) or Ativo again (false). Doing it twice changes
-- nothing more (the outbox may send it again).
create function public.reservar_anuncio(anuncio uuid, reservar boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
begin
  select * into a from public.anuncios where id = anuncio for update;
  if a.id is null or a.user_id is distinct from auth.uid() then
    perform interno.recusar('Só o vendedor reserva o anúncio.', 'Abra o anúncio pela sua conta.');
  end if;
  if not interno.usuario_ativo() then
    raise exception 'Sua conta está inativa.' using errcode = '42501';
  end if;
  if reservar and a.reservado_em is null then
    if a.status <> 'ativo' or a.expira_em <= now() then
      perform interno.recusar('Só um anúncio ativo pode ser reservado.', 'Reative o anúncio antes.');
    end if;
    update public.anuncios set reservado_em = now() where id = anuncio;
  elsif not reservar and a.reservado_em is not null then
    update public.anuncios set reservado_em = null where id = anuncio;
  end if;
end
$$;

revoke execute on function public.reservar_anuncio(uuid, boolean) from public, anon;
grant execute on function public.reservar_anuncio(uuid, boolean) to authenticated;

-- An ad reserved 3 days ago, with no order of it created or changed in those days, is Ativo again.
create function public.liberar_reservas()
returns integer
language sql
security definer
set search_path = ''
as $$
  with liberados as (
    update public.anuncios a set reservado_em = null
    where a.reservado_em <= now() - interval '3 days'
      and not exists (
        select 1 from public.pedidos o
        where o.anuncio_id = a.id and o.updated_at > now() - interval '3 days'
      )
    returning 1
  )
  select count(*)::integer from liberados
$$;

revoke execute on function public.liberar_reservas() from public, anon, authenticated;
grant execute on function public.liberar_reservas() to service_role;

create index anuncios_reservados on public.anuncios (reservado_em) where reservado_em is not null;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('liberar-reservas', '41 * * * *', 'select public.liberar_reservas()');
  end if;
end
$$;

-- Reported messages ----------------------------------------------------------------------------

create table public.denuncias_mensagens (
  id uuid primary key default gen_random_uuid(),
  mensagem_id uuid references public.mensagens (id) on delete set null,
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  -- Filled by the database: who wrote it, about which ad, and the conversation up to it.
  denunciado_id uuid references public.usuarios (id) on delete set null,
  denunciado_nome text,
  anuncio_id uuid references public.anuncios (id) on delete set null,
  anuncio_titulo text,
  contexto jsonb not null default '[]',
  motivo public.motivo_da_denuncia not null,
  detalhes text,
  status public.status_da_denuncia not null default 'aberta',
  decidida_por uuid references public.usuarios (id) on delete set null,
  decidida_em timestamptz,
  created_at timestamptz not null default now(),
  constraint denuncias_mensagens_motivo check (motivo in ('golpe', 'conteudo_ofensivo', 'outro')),
  constraint denuncias_mensagens_detalhes_tamanho check (length(detalhes) <= 1000),
  constraint denuncias_mensagens_decisao_registrada check ((status = 'aberta') = (decidida_em is null))
);

create unique index denuncias_mensagens_uma_aberta_por_pessoa on public.denuncias_mensagens (mensagem_id, user_id)
  where status = 'aberta';
create index denuncias_mensagens_abertas on public.denuncias_mensagens (created_at) where status = 'aberta';
create index denuncias_mensagens_do_usuario on public.denuncias_mensagens (user_id, created_at desc);
create index denuncias_mensagens_denunciado on public.denuncias_mensagens (denunciado_id);
create index denuncias_mensagens_mensagem on public.denuncias_mensagens (mensagem_id);
create index denuncias_mensagens_anuncio on public.denuncias_mensagens (anuncio_id);
create index denuncias_mensagens_decididas_por on public.denuncias_mensagens (decidida_por);

create function public.preparar_denuncia_mensagem()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.mensagens;
begin
  if exists (select 1 from public.denuncias_mensagens where id = new.id) then
    return new;
  end if;
  select * into m from public.mensagens where id = new.mensagem_id;
  if m.id is null or new.user_id not in (m.comprador_id, m.vendedor_id) then
    perform interno.recusar('Você não participa desta conversa.', 'Abra a conversa pelo anúncio.');
  end if;
  if m.remetente_id = new.user_id then
    perform interno.recusar('Você não pode denunciar a sua própria mensagem.', 'Escolha uma mensagem recebida.');
  end if;
  perform interno.travar_limite('denuncias:' || new.user_id);
  if exists (
    select 1 from public.denuncias_mensagens d
    where d.mensagem_id = new.mensagem_id and d.user_id = new.user_id and d.status = 'aberta'
  ) then
    perform interno.recusar('Você já denunciou esta mensagem. Nossa equipe está analisando.',
      'Aguarde a análise da sua denúncia.');
  end if;
  if (select count(*) from public.denuncias_mensagens d
      where d.user_id = new.user_id and d.created_at > now() - interval '1 hour') >= 20 then
    raise sqlstate 'PT429' using
      message = 'Você enviou muitas denúncias em pouco tempo. Aguarde uma hora.',
      hint = 'Limite de 20 denúncias por hora.';
  end if;
  new.status := 'aberta';
  new.decidida_por := null;
  new.decidida_em := null;
  new.created_at := now();
  new.detalhes := nullif(btrim(new.detalhes), '');
  new.denunciado_id := m.remetente_id;
  new.denunciado_nome := m.remetente_nome;
  new.anuncio_id := m.anuncio_id;
  select a.titulo into new.anuncio_titulo from public.anuncios a where a.id = m.anuncio_id;
  -- The reported message and the five before it, oldest first.
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', c.id, 'remetente_nome', c.remetente_nome, 'texto', c.texto, 'created_at', c.created_at,
      'denunciada', c.id = m.id) order by c.created_at, c.id), '[]')
  into new.contexto
  from (
    select x.id, x.remetente_nome, x.texto, x.created_at from public.mensagens x
    where x.anuncio_id = m.anuncio_id and x.comprador_id = m.comprador_id
      and (x.created_at, x.id) <= (m.created_at, m.id)
    order by x.created_at desc, x.id desc limit 6
  ) c;
  return new;
end
$$;

revoke execute on function public.preparar_denuncia_mensagem() from public, anon, authenticated;

create trigger preparar
  before insert on public.denuncias_mensagens
  for each row execute function public.preparar_denuncia_mensagem();

alter table public.denuncias_mensagens enable row level security;

create policy "quem denunciou ou admin le" on public.denuncias_mensagens
  for select to authenticated
  using (user_id = (select auth.uid()) or (select interno.eh_admin()));

create policy "usuario ativo denuncia em seu nome" on public.denuncias_mensagens
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

revoke all on public.denuncias_mensagens from anon, authenticated;
grant select on public.denuncias_mensagens to authenticated;
grant insert (id, mensagem_id, user_id, motivo, detalhes) on public.denuncias_mensagens to authenticated;

-- An admin decides a reported message: procedente or descartada. The first decision stays.
create function public.decidir_denuncia_mensagem(denuncia uuid, decisao public.status_da_denuncia)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform interno.exigir_admin();
  if decisao = 'aberta' then
    perform interno.recusar('Escolha procedente ou descartada.', 'Uma denúncia analisada não volta a ficar aberta.');
  end if;
  update public.denuncias_mensagens
  set status = decisao, decidida_por = auth.uid(), decidida_em = now()
  where id = denuncia and status = 'aberta';
end
$$;

revoke execute on function public.decidir_denuncia_mensagem(uuid, public.status_da_denuncia) from public, anon;
grant execute on function public.decidir_denuncia_mensagem(uuid, public.status_da_denuncia) to authenticated;

-- An order's rating ----------------------------------------------------------------------------

alter table public.pedidos add column entregue_em timestamptz;
update public.pedidos set entregue_em = updated_at where status = 'entregue';

create function public.marcar_entrega()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'entregue' and old.status is distinct from 'entregue' then
    new.entregue_em := now();
  end if;
  return new;
end
$$;

revoke execute on function public.marcar_entrega() from public, anon, authenticated;

create trigger marcar_entrega
  before update of status on public.pedidos
  for each row execute function public.marcar_entrega();

create table public.avaliacoes_pedidos (
  id uuid primary key default gen_random_uuid(),
  pedido_id uuid not null references public.pedidos (id) on delete cascade,
  comprador_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  -- Filled by the database from the order.
  vendedor_id uuid references public.usuarios (id) on delete cascade,
  comprador_nome text,
  anuncio_id uuid references public.anuncios (id) on delete set null,
  anuncio_titulo text,
  nota smallint not null,
  texto text,
  resposta text,
  respondida_em timestamptz,
  created_at timestamptz not null default now(),
  constraint avaliacoes_pedidos_um_por_pedido unique (pedido_id),
  constraint avaliacoes_pedidos_nota check (nota between 1 and 5),
  constraint avaliacoes_pedidos_texto_tamanho check (length(texto) <= 500),
  constraint avaliacoes_pedidos_resposta_tamanho check (length(interno.aparado(resposta)) between 1 and 500)
);

create index avaliacoes_pedidos_do_vendedor on public.avaliacoes_pedidos (vendedor_id, created_at desc);
create index avaliacoes_pedidos_do_comprador on public.avaliacoes_pedidos (comprador_id);
create index avaliacoes_pedidos_do_anuncio on public.avaliacoes_pedidos (anuncio_id);

create function public.preparar_avaliacao_pedido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.pedidos;
begin
  if exists (select 1 from public.avaliacoes_pedidos where id = new.id) then
    return new;
  end if;
  select * into o from public.pedidos where id = new.pedido_id for update;
  if o.id is null or o.comprador_id <> new.comprador_id then
    perform interno.recusar('Só quem comprou avalia este pedido.', 'Abra o pedido pela sua conta.');
  end if;
  if o.status <> 'entregue' then
    perform interno.recusar('Avalie o vendedor depois que o pedido for entregue.', 'O pedido ainda não foi entregue.');
  end if;
  if o.entregue_em < now() - interval '30 days' then
    perform interno.recusar('O prazo para avaliar este pedido terminou.', 'Um pedido é avaliado até 30 dias depois da entrega.');
  end if;
  if exists (select 1 from public.avaliacoes_pedidos a where a.pedido_id = new.pedido_id) then
    perform interno.recusar('Você já avaliou este pedido.', 'Cada pedido recebe uma avaliação.');
  end if;
  new.vendedor_id := o.vendedor_id;
  new.comprador_nome := o.comprador_nome;
  new.anuncio_id := o.anuncio_id;
  select a.titulo into new.anuncio_titulo from public.anuncios a where a.id = o.anuncio_id;
  new.texto := nullif(btrim(new.texto), '');
  new.resposta := null;
  new.respondida_em := null;
  new.created_at := now();
  return new;
end
$$;

revoke execute on function public.preparar_avaliacao_pedido() from public, anon, authenticated;

create trigger preparar
  before insert on public.avaliacoes_pedidos
  for each row execute function public.preparar_avaliacao_pedido();

alter table public.avaliacoes_pedidos enable row level security;

create policy "avaliacoes de vendedor ativo sao publicas, e as suas" on public.avaliacoes_pedidos
  for select to anon, authenticated
  using (
    comprador_id = (select auth.uid()) or vendedor_id = (select auth.uid())
    or exists (select 1 from public.usuarios_publicos v where v.id = avaliacoes_pedidos.vendedor_id)
  );

create policy "usuario ativo avalia em seu nome" on public.avaliacoes_pedidos
  for insert to authenticated
  with check (comprador_id = (select auth.uid()) and (select interno.usuario_ativo()));

revoke all on public.avaliacoes_pedidos from anon, authenticated;
grant select on public.avaliacoes_pedidos to anon, authenticated;
grant insert (id, pedido_id, comprador_id, nota, texto) on public.avaliacoes_pedidos to authenticated;

-- The seller answers a rating once; the same answer sent again changes nothing.
create function public.responder_avaliacao(avaliacao uuid, resposta text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.avaliacoes_pedidos;
  limpa text := btrim(resposta);
begin
  select * into a from public.avaliacoes_pedidos where id = avaliacao for update;
  if a.id is null or a.vendedor_id is distinct from auth.uid() then
    perform interno.recusar('Só o vendedor responde esta avaliação.', 'Abra a avaliação pela sua conta.');
  end if;
  if not interno.usuario_ativo() then
    raise exception 'Sua conta está inativa.' using errcode = '42501';
  end if;
  if a.resposta is not null then
    if a.resposta = limpa then
      return;
    end if;
    perform interno.recusar('Você já respondeu esta avaliação.', 'Cada avaliação recebe uma resposta.');
  end if;
  if length(coalesce(limpa, '')) not between 1 and 500 then
    perform interno.recusar('A resposta deve ter entre 1 e 500 caracteres.', 'Escreva uma resposta mais curta.');
  end if;
  update public.avaliacoes_pedidos set resposta = limpa, respondida_em = now() where id = avaliacao;
end
$$;

revoke execute on function public.responder_avaliacao(uuid, text) from public, anon;
grant execute on function public.responder_avaliacao(uuid, text) to authenticated;

-- The seller's counts, apart from the comments' stars.
alter table public.usuarios_publicos
  add column vendas_concluidas integer not null default 0,
  add column avaliacoes_pedidos_quantidade integer not null default 0,
  add column avaliacoes_pedidos_soma integer not null default 0,
  add column avaliacao_pedidos_media numeric(2, 1) generated always as (
    case when avaliacoes_pedidos_quantidade > 0
      then round(avaliacoes_pedidos_soma::numeric / avaliacoes_pedidos_quantidade, 1)
    end
  ) stored;

create function interno.atualizar_vendas(vendedor uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.usuarios_publicos p
  set vendas_concluidas = (
      select count(*) from public.pedidos o where o.vendedor_id = vendedor and o.status = 'entregue'),
    (avaliacoes_pedidos_quantidade, avaliacoes_pedidos_soma) = (
      select count(*), coalesce(sum(a.nota), 0) from public.avaliacoes_pedidos a where a.vendedor_id = vendedor)
  where p.id = vendedor
$$;

revoke execute on function interno.atualizar_vendas(uuid) from public;

create function public.atualizar_vendas_do_vendedor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'usuarios_publicos' then
    perform interno.atualizar_vendas(new.id);
  elsif tg_op = 'DELETE' then
    perform interno.atualizar_vendas(old.vendedor_id);
  else
    perform interno.atualizar_vendas(new.vendedor_id);
  end if;
  return null;
end
$$;

revoke execute on function public.atualizar_vendas_do_vendedor() from public, anon, authenticated;

create trigger atualizar_vendas
  after update of status or delete on public.pedidos
  for each row execute function public.atualizar_vendas_do_vendedor();
create trigger atualizar_vendas
  after insert or delete on public.avaliacoes_pedidos
  for each row execute function public.atualizar_vendas_do_vendedor();
create trigger atualizar_vendas
  after insert on public.usuarios_publicos
  for each row execute function public.atualizar_vendas_do_vendedor();

select interno.atualizar_vendas(id) from public.usuarios_publicos;

-- Quick replies --------------------------------------------------------------------------------

create table public.respostas_rapidas (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  texto text not null,
  created_at timestamptz not null default now(),
  constraint respostas_rapidas_texto_tamanho check (length(interno.aparado(texto)) between 1 and 200)
);

create index respostas_rapidas_do_usuario on public.respostas_rapidas (user_id, created_at);

-- At most 5 a person: their row is locked first, so two phones adding at once cannot both pass.
create function public.conferir_resposta_rapida()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.respostas_rapidas where id = new.id) then
    return new;
  end if;
  perform 1 from public.usuarios where id = new.user_id for update;
  if (select count(*) from public.respostas_rapidas where user_id = new.user_id) >= 5 then
    perform interno.recusar('Você já tem 5 respostas rápidas.', 'Exclua uma resposta para criar outra.');
  end if;
  new.texto := btrim(new.texto);
  new.created_at := now();
  return new;
end
$$;

revoke execute on function public.conferir_resposta_rapida() from public, anon, authenticated;

create trigger conferir_resposta_rapida
  before insert on public.respostas_rapidas
  for each row execute function public.conferir_resposta_rapida();

alter table public.respostas_rapidas enable row level security;

create policy "cada um le as suas respostas" on public.respostas_rapidas
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "usuario ativo cria resposta em seu nome" on public.respostas_rapidas
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

create policy "cada um exclui as suas respostas" on public.respostas_rapidas
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.respostas_rapidas from anon, authenticated;
grant select on public.respostas_rapidas to authenticated;
grant insert (id, user_id, texto) on public.respostas_rapidas to authenticated;
grant delete on public.respostas_rapidas to authenticated;

-- The person's changes carry an ad's Reservado and an order's delivery time (the function as
-- 20261203000200_pontos_de_retirada.sql made it, with those columns).
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
          a.audio_duracao_ms, a.unidade, a.quantidade_disponivel, a.pontos_de_retirada, a.reservado_em, a.versao
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
          o.pagamento, o.created_at, o.updated_at, o.quantidade_pedida, o.unidade, o.ponto_de_retirada_id,
          o.retirada, o.preco_unitario, o.entregue_em, o.versao
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

-- "Baixar meus dados" carries the blocks, reports of messages, order ratings (given and received)
-- and quick replies: the export as 20261203000200 made it, under another name, with those sections.
alter function public.meus_dados() rename to meus_dados_sem_negociacao;
alter function public.meus_dados_sem_negociacao() set schema interno;
revoke execute on function interno.meus_dados_sem_negociacao() from public, anon;
grant execute on function interno.meus_dados_sem_negociacao() to authenticated;

create function public.meus_dados()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_set(jsonb_set(jsonb_set(jsonb_set(d,
      '{sobre,secoes,bloqueios}', to_jsonb('As pessoas que você bloqueou.'::text)),
      '{sobre,secoes,denuncias_mensagens}', to_jsonb('As mensagens que você denunciou.'::text)),
      '{sobre,secoes,avaliacoes_pedidos}',
      to_jsonb('As avaliações dos seus pedidos: as que você fez como comprador e as que recebeu como vendedor, com as respostas.'::text)),
      '{sobre,secoes,respostas_rapidas}', to_jsonb('As respostas rápidas que você escreveu.'::text))
    || jsonb_build_object(
      'bloqueios', coalesce((
        select jsonb_agg(jsonb_build_object('pessoa', b.bloqueado_nome, 'bloqueado_em', b.created_at) order by b.created_at)
        from public.bloqueios b where b.user_id = auth.uid()), '[]'),
      'denuncias_mensagens', coalesce((
        select jsonb_agg(jsonb_build_object('mensagem', r.contexto -> -1 ->> 'texto', 'de', r.denunciado_nome,
          'anuncio', r.anuncio_titulo, 'motivo', r.motivo, 'detalhes', r.detalhes, 'status', r.status,
          'criada_em', r.created_at) order by r.created_at)
        from public.denuncias_mensagens r where r.user_id = auth.uid()), '[]'),
      'avaliacoes_pedidos', coalesce((
        select jsonb_agg(jsonb_build_object('anuncio', a.anuncio_titulo,
          'papel', case when a.comprador_id = auth.uid() then 'comprador' else 'vendedor' end,
          'nota', a.nota, 'texto', a.texto, 'resposta', a.resposta, 'criada_em', a.created_at) order by a.created_at)
        from public.avaliacoes_pedidos a where a.comprador_id = auth.uid() or a.vendedor_id = auth.uid()), '[]'),
      'respostas_rapidas', coalesce((
        select jsonb_agg(jsonb_build_object('texto', q.texto, 'criada_em', q.created_at) order by q.created_at)
        from public.respostas_rapidas q where q.user_id = auth.uid()), '[]'))
  from interno.meus_dados_sem_negociacao() d
$$;

revoke execute on function public.meus_dados() from public, anon;
grant execute on function public.meus_dados() to authenticated;
