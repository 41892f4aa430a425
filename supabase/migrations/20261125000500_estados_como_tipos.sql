-- Os estados como tipos do banco. Os estados de anúncios, viagens, reservas, pedidos e denúncias
-- (e a entrega de um pedido, o motivo de uma denúncia) eram text com uma check: o app copiava as
-- listas à mão e convertia cada linha que baixava. Como enums, o gerador de tipos do Supabase os
-- escreve como uniões em database.types.ts — o banco é a única fonte, e o teste de frescor dos
-- tipos mantém o app em dia. Valores e nomes não mudam: a API responde o mesmo texto.
--
-- Um enum não se compara com text: as políticas, índices parciais, checks e gatilhos que citam
-- essas colunas são refeitos em volta da troca de tipo (o Postgres não os reescreve sozinho).

create type public.status_do_anuncio as enum ('ativo', 'pausado', 'vendido', 'expirado', 'oculto');
create type public.status_da_viagem as enum ('aberta', 'lotada', 'realizada', 'cancelada');
create type public.status_da_reserva as enum ('pendente', 'aceita', 'recusada', 'cancelada');
create type public.status_do_pedido as enum ('pendente', 'aceito', 'recusado', 'entregue', 'cancelado');
create type public.entrega_do_pedido as enum ('retirar', 'combinada', 'frete_solidario');
create type public.status_da_denuncia as enum ('aberta', 'procedente', 'descartada');
create type public.motivo_da_denuncia as enum (
  'produto_proibido', 'golpe', 'informacao_falsa', 'conteudo_ofensivo', 'duplicado', 'outro'
);

-- O que cita as colunas e seria relido com text.
drop policy "usuarios veem ativos no prazo, os seus e, se admin, todos" on public.anuncios;
drop policy "visitantes veem anuncios ativos no prazo" on public.anuncios;
drop policy "usuario ativo comenta anuncio ativo em seu nome" on public.comentarios;
drop policy "usuarios veem abertas, as suas, as que reservaram e, se admin, todas" on public.viagens;
drop policy "todos veem viagens abertas ou lotadas" on public.viagens;

drop trigger guardar_decisao_da_moderacao on public.anuncios;
drop trigger notificar on public.anuncios;
drop trigger notificar on public.viagens;
drop trigger notificar on public.reservas;
drop trigger recalcular_viagem on public.reservas;
drop trigger anunciar_na_conversa on public.pedidos;
drop trigger notificar on public.pedidos;
drop trigger notificar on public.denuncias;

drop index public.anuncios_publicos_recentes;
drop index public.anuncios_publicos_categoria;
drop index public.anuncios_publicos_preco;
drop index public.anuncios_a_expirar;
drop index public.anuncios_posicao;
drop index public.viagens_abertas_por_data;
drop index public.viagens_abertas_por_origem;
drop index public.denuncias_uma_aberta_por_pessoa;
drop index public.denuncias_abertas;

alter table public.anuncios
  drop constraint anuncios_status_valido,
  drop constraint anuncios_oculto_com_motivo,
  alter column status drop default,
  alter column status type public.status_do_anuncio using status::public.status_do_anuncio,
  alter column status set default 'ativo',
  add constraint anuncios_oculto_com_motivo check (status <> 'oculto' or ocultado_motivo is not null);

alter table public.viagens
  drop constraint viagens_status_valido,
  alter column status drop default,
  alter column status type public.status_da_viagem using status::public.status_da_viagem,
  alter column status set default 'aberta';

alter table public.reservas
  drop constraint reservas_status_valido,
  alter column status drop default,
  alter column status type public.status_da_reserva using status::public.status_da_reserva,
  alter column status set default 'pendente';

alter table public.pedidos
  drop constraint pedidos_status_valido,
  drop constraint pedidos_entrega_valida,
  drop constraint pedidos_viagem_so_no_frete,
  alter column status drop default,
  alter column status type public.status_do_pedido using status::public.status_do_pedido,
  alter column status set default 'pendente',
  alter column entrega type public.entrega_do_pedido using entrega::public.entrega_do_pedido,
  add constraint pedidos_viagem_so_no_frete check (viagem_id is null or entrega = 'frete_solidario');

alter table public.denuncias
  drop constraint denuncias_status_valido,
  drop constraint denuncias_motivo_valido,
  drop constraint denuncias_decisao_registrada,
  alter column status drop default,
  alter column status type public.status_da_denuncia using status::public.status_da_denuncia,
  alter column status set default 'aberta',
  alter column motivo type public.motivo_da_denuncia using motivo::public.motivo_da_denuncia,
  add constraint denuncias_decisao_registrada check ((status = 'aberta') = (decidida_em is null));

create index anuncios_publicos_recentes on public.anuncios (created_at desc) where status = 'ativo';
create index anuncios_publicos_categoria on public.anuncios (categoria, created_at desc) where status = 'ativo';
create index anuncios_publicos_preco on public.anuncios (preco) where status = 'ativo';
create index anuncios_a_expirar on public.anuncios (expira_em) where status = 'ativo';
create index anuncios_posicao on public.anuncios using gist (point(longitude, latitude))
  where status = 'ativo' and latitude is not null and longitude is not null;
create index viagens_abertas_por_data on public.viagens (data) where status in ('aberta', 'lotada');
create index viagens_abertas_por_origem on public.viagens (origem_uf, origem_cidade, data) where status in ('aberta', 'lotada');
create unique index denuncias_uma_aberta_por_pessoa on public.denuncias (anuncio_id, user_id) where status = 'aberta';
create index denuncias_abertas on public.denuncias (created_at) where status = 'aberta';

create policy "usuarios veem ativos no prazo, os seus e, se admin, todos" on public.anuncios
  for select to authenticated
  using ((status = 'ativo' and expira_em > now()) or user_id = (select auth.uid()) or (select interno.eh_admin()));

create policy "visitantes veem anuncios ativos no prazo" on public.anuncios
  for select to anon
  using (status = 'ativo' and expira_em > now());

create policy "usuario ativo comenta anuncio ativo em seu nome" on public.comentarios
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select interno.usuario_ativo())
    and exists (select 1 from public.anuncios a where a.id = comentarios.anuncio_id and a.status = 'ativo')
  );

create policy "usuarios veem abertas, as suas, as que reservaram e, se admin, todas" on public.viagens
  for select to authenticated
  using (
    status in ('aberta', 'lotada')
    or user_id = (select auth.uid())
    or (select interno.reservou_na_viagem(viagens.id))
    or (select interno.eh_admin())
  );

create policy "todos veem viagens abertas ou lotadas" on public.viagens
  for select to anon
  using (status in ('aberta', 'lotada'));

create trigger guardar_decisao_da_moderacao
  before insert or update of status or delete on public.anuncios
  for each row execute function public.guardar_decisao_da_moderacao();
create trigger notificar
  after update of status on public.anuncios
  for each row execute function public.notificar_anuncio();
create trigger notificar
  after update of status on public.viagens
  for each row execute function public.notificar_viagem_cancelada();
create trigger notificar
  after insert or update of status on public.reservas
  for each row execute function public.notificar_reserva();
create trigger recalcular_viagem
  after insert or update of status on public.reservas
  for each row execute function public.recalcular_viagem_da_reserva();
create trigger anunciar_na_conversa
  after insert or update of status on public.pedidos
  for each row execute function public.anunciar_pedido_na_conversa();
create trigger notificar
  after insert or update of status on public.pedidos
  for each row execute function public.notificar_pedido();
create trigger notificar
  after update of status on public.denuncias
  for each row execute function public.notificar_denuncia_decidida();

-- Decide as denúncias abertas de um anúncio com um estado do tipo (o texto vinha como text).
create or replace function interno.decidir_denuncias(anuncio uuid, decisao text)
returns integer
language sql
security definer
set search_path = ''
as $$
  with decididas as (
    update public.denuncias
    set status = decisao::public.status_da_denuncia, decidida_por = auth.uid(), decidida_em = now()
    where anuncio_id = anuncio and status = 'aberta'
    returning 1
  )
  select count(*)::integer from decididas
$$;

-- O tipo de uma notificação, também um enum (o app escolhe o ícone e as preferências por ele).
create type public.tipo_de_notificacao as enum (
  'mensagem', 'pedido_novo', 'pedido_status', 'reserva_nova', 'reserva_status', 'viagem_cancelada',
  'anuncio_ocultado', 'anuncio_expirando', 'anuncio_expirado', 'denuncia_decidida'
);

alter table public.notificacoes
  drop constraint notificacoes_tipo_valido,
  alter column tipo type public.tipo_de_notificacao using tipo::public.tipo_de_notificacao;

create or replace function interno.notificar(
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
  values (
    destinatario, tipo_da_notificacao::public.tipo_de_notificacao, titulo_da_notificacao, texto_da_notificacao,
    endereco, anuncio, chave
  )
  on conflict (user_id, agrupamento) where lida_em is null and agrupamento is not null
  do update set
    quantidade = n.quantidade + 1,
    titulo = coalesce(format(titulo_varios, n.quantidade + 1), excluded.titulo),
    texto = excluded.texto,
    created_at = now();
end
$$;
