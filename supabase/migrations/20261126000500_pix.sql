-- Pagar com Pix. The seller's Pix key is theirs alone (`chaves_pix`, RLS: the owner only). When the
-- seller accepts an order they state the value to pay, and the order keeps a copy of the key, the
-- name and the city the code carries: the buyer's phone makes the BR Code from the order (offline
-- too), and a key changed later does not change an order already accepted. The buyer says "Já
-- paguei" (`pagamento` = 'informado'); only the seller, after checking their bank, confirms
-- (`pagamento` = 'pago'). The database checks who may do each and from which state.

create type public.tipo_de_chave_pix as enum ('cpf', 'cnpj', 'telefone', 'email', 'aleatoria');
create type public.pagamento_do_pedido as enum ('informado', 'pago');

alter type public.tipo_de_notificacao add value 'pagamento_informado';
alter type public.tipo_de_notificacao add value 'pago';

-- CNPJ: 14 digits, not all equal, both check digits right (weights 5..2,9..2 and 6..2,9..2).
create function interno.cnpj_valido(cnpj text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  pesos int[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  soma int;
  dv int;
begin
  if cnpj is null or cnpj !~ '^\d{14}$' or cnpj ~ '^(\d)\1{13}$' then
    return false;
  end if;
  for posicao in 12..13 loop
    soma := 0;
    for i in 1..posicao loop
      soma := soma + substr(cnpj, i, 1)::int * pesos[i + 13 - posicao];
    end loop;
    dv := case when soma % 11 < 2 then 0 else 11 - soma % 11 end;
    if dv <> substr(cnpj, posicao + 1, 1)::int then
      return false;
    end if;
  end loop;
  return true;
end
$$;

revoke execute on function interno.cnpj_valido(text) from public;

-- A key as the BR Code carries it (the app writes it so: src/lib/pix/chave.ts).
create function interno.chave_pix_valida(tipo public.tipo_de_chave_pix, chave text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case tipo
    when 'cpf' then public.cpf_valido(chave)
    when 'cnpj' then interno.cnpj_valido(chave)
    when 'telefone' then chave ~ '^\+55\d{10,11}$'
    when 'email' then chave ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(chave) <= 77 and chave = lower(chave)
    else chave ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  end
$$;

revoke execute on function interno.chave_pix_valida(public.tipo_de_chave_pix, text) from public;
-- The table's check runs as whoever writes the key.
grant execute on function interno.chave_pix_valida(public.tipo_de_chave_pix, text) to authenticated, service_role;
grant execute on function interno.cnpj_valido(text) to authenticated, service_role;

create table public.chaves_pix (
  user_id uuid primary key default auth.uid() references public.usuarios (id) on delete cascade,
  tipo public.tipo_de_chave_pix not null,
  chave text not null,
  updated_at timestamptz not null default now(),
  constraint chaves_pix_valida check (interno.chave_pix_valida(tipo, chave))
);

-- A key refused with the reason the person reads (the check above is the last guard).
create function public.conferir_chave_pix()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not interno.chave_pix_valida(new.tipo, new.chave) then
    perform interno.recusar(
      'Chave Pix inválida: ' || case new.tipo
        when 'cpf' then 'CPF com dígitos verificadores errados'
        when 'cnpj' then 'CNPJ com dígitos verificadores errados'
        when 'telefone' then 'telefone com DDD, como +55 27 99876-1234'
        when 'email' then 'e-mail em formato errado'
        else 'a chave aleatória tem 32 letras e números, com hífens' end,
      'Confira a chave no aplicativo do seu banco.');
  end if;
  new.updated_at := now();
  return new;
end
$$;

revoke execute on function public.conferir_chave_pix() from public, anon, authenticated;

create trigger conferir
  before insert or update on public.chaves_pix
  for each row execute function public.conferir_chave_pix();

alter table public.chaves_pix enable row level security;

create policy "o dono lê a sua chave" on public.chaves_pix
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "o dono ativo guarda a sua chave" on public.chaves_pix
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));
create policy "o dono ativo troca a sua chave" on public.chaves_pix
  for update to authenticated
  using (user_id = (select auth.uid()) and (select interno.usuario_ativo()))
  with check (user_id = (select auth.uid()));
create policy "o dono apaga a sua chave" on public.chaves_pix
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.chaves_pix from anon, authenticated;
grant select, delete on public.chaves_pix to authenticated;
grant insert (user_id, tipo, chave), update (tipo, chave) on public.chaves_pix to authenticated;

-- The name and city the code carries: the seller's own name (or public name) and city.
create view interno.recebedor_pix
with (security_barrier = true)
as
select u.id as user_id, coalesce(nullif(btrim(u.nome_proprio), ''), interno.nome_publico(u.display_name, u.username)) as nome, u.cidade
from public.usuarios u;

revoke all on interno.recebedor_pix from public, anon, authenticated;

-- What the seller sees in /configuracoes before a buyer does.
create function public.meu_recebedor_pix()
returns table (nome text, cidade text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.nome, r.cidade from interno.recebedor_pix r where r.user_id = auth.uid()
$$;

revoke execute on function public.meu_recebedor_pix() from public, anon;
grant execute on function public.meu_recebedor_pix() to authenticated;

alter table public.pedidos
  add column valor numeric(12, 2),
  add column pix_chave text,
  add column pix_nome text,
  add column pix_cidade text,
  add column pagamento public.pagamento_do_pedido,
  add constraint pedidos_valor_valido check (valor is null or (valor > 0 and valor <= 1000000)),
  add constraint pedidos_pix_so_com_valor check (pix_chave is null or valor is not null);

-- The value the ad's price and the quantity give: the number the quantity starts with ("3",
-- "2,5 kg", "10 potes") times the price; none when the ad has no price. The seller sees it and may
-- change it before accepting (src/lib/order-value.ts makes the same suggestion on the phone).
create function interno.valor_pelo_anuncio(anuncio uuid, quantidade text)
returns numeric
language sql
stable
set search_path = ''
as $$
  select round(a.preco * replace(substring(quantidade from '^\s*(\d{1,6}(?:[.,]\d{1,3})?)(?:\s|$)'), ',', '.')::numeric, 2)
  from public.anuncios a
  where a.id = anuncio and a.preco > 0
$$;

revoke execute on function interno.valor_pelo_anuncio(uuid, text) from public;

create or replace function public.preparar_pedido()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
  quem uuid := auth.uid();
  pelo_vendedor boolean;
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
    new.valor := null;
    new.pix_chave := null;
    new.pix_nome := null;
    new.pix_cidade := null;
    new.pagamento := null;
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
  -- The key copied at acceptance stays; only a seller's first key reaches an order without one.
  if not (pg_trigger_depth() > 1 and old.pix_chave is null and new.pix_chave is not null and old.status = 'aceito') then
    new.pix_chave := old.pix_chave;
    new.pix_nome := old.pix_nome;
    new.pix_cidade := old.pix_cidade;
  end if;
  pelo_vendedor := quem is null or quem = old.vendedor_id;
  if quem is not null and quem <> old.comprador_id and quem <> old.vendedor_id then
    perform interno.recusar('Você não participa deste pedido.', 'Entre com a conta certa.');
  end if;

  -- The payment: the buyer says they paid; the seller, after checking their bank, confirms.
  if new.pagamento is distinct from old.pagamento then
    if new.pagamento = 'informado' and old.pagamento = 'pago' then
      -- "Já paguei" sent again after the seller confirmed: nothing to do.
      new.pagamento := old.pagamento;
    elsif new.pagamento = 'informado' then
      if quem is not null and quem <> old.comprador_id then
        perform interno.recusar('Só quem comprou informa o pagamento.', 'Confirme o recebimento quando o pagamento aparecer no seu banco.');
      end if;
      if old.status not in ('aceito', 'entregue') or old.valor is null then
        perform interno.recusar('O pedido precisa ser aceito antes do pagamento.', 'Aguarde quem vende aceitar o pedido.');
      end if;
    elsif new.pagamento = 'pago' then
      if not pelo_vendedor then
        perform interno.recusar('Só quem vende confirma o recebimento.', 'Quem vende confirma quando o pagamento aparecer no banco.');
      end if;
      if old.pagamento is null then
        perform interno.recusar('O comprador ainda não informou o pagamento.', 'Aguarde o comprador tocar em "Já paguei".');
      end if;
    else
      perform interno.recusar('Um pagamento informado não pode ser desfeito.', 'Converse pela mensagem.');
    end if;
  end if;

  -- Sent again after a lost answer: nothing more to do.
  if new.status = old.status then
    if new.valor is distinct from old.valor then
      perform interno.recusar('O valor a pagar é informado ao aceitar o pedido.', 'Combine outro valor pela mensagem.');
    end if;
    if new.pagamento is distinct from old.pagamento then
      new.updated_at := now();
    end if;
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
  elsif not ((old.status = 'pendente' and new.status in ('aceito', 'recusado', 'cancelado'))
             or (old.status = 'aceito' and new.status in ('entregue', 'cancelado'))) then
    perform interno.recusar('O pedido precisa ser aceito antes de ser entregue.', 'Aceite o pedido primeiro.');
  end if;
  if new.status = 'cancelado' and old.pagamento = 'pago' then
    perform interno.recusar('Este pedido já foi pago: combine a devolução pela mensagem.', 'Converse com o comprador.');
  end if;

  if new.status = 'aceito' then
    -- The value to pay, and the key as it is now: the code is made from what was accepted.
    new.valor := coalesce(new.valor, interno.valor_pelo_anuncio(old.anuncio_id, old.quantidade));
    if new.valor is null then
      perform interno.recusar('Informe o valor a pagar.', 'O comprador paga este valor por Pix.');
    end if;
    if new.valor <= 0 or new.valor > 1000000 then
      perform interno.recusar('O valor a pagar deve ser maior que zero e no máximo R$ 1.000.000,00.', 'Confira o valor.');
    end if;
    select c.chave, r.nome, r.cidade into new.pix_chave, new.pix_nome, new.pix_cidade
    from public.chaves_pix c join interno.recebedor_pix r on r.user_id = c.user_id
    where c.user_id = old.vendedor_id;
  elsif new.valor is distinct from old.valor then
    perform interno.recusar('O valor a pagar é informado ao aceitar o pedido.', 'Combine outro valor pela mensagem.');
  end if;
  new.updated_at := now();
  return new;
end
$$;

-- A seller who adds a key after accepting: their accepted orders without one, still unpaid, take it.
create function public.levar_chave_aos_pedidos_aceitos()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.pedidos p
  set pix_chave = new.chave, pix_nome = r.nome, pix_cidade = r.cidade
  from interno.recebedor_pix r
  where r.user_id = new.user_id and p.vendedor_id = new.user_id
    and p.status = 'aceito' and p.pix_chave is null and p.pagamento is null;
  return null;
end
$$;

revoke execute on function public.levar_chave_aos_pedidos_aceitos() from public, anon, authenticated;

create trigger levar_aos_pedidos_aceitos
  after insert or update of chave on public.chaves_pix
  for each row execute function public.levar_chave_aos_pedidos_aceitos();

grant update (status, valor, pagamento) on public.pedidos to authenticated;

-- Each payment step, as a line of the conversation and a notification to the other side.
create function public.anunciar_pagamento()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  citado text := interno.titulo_citado(new.anuncio_id);
  quantia text := 'R$ ' || replace(replace(replace(to_char(new.valor, 'FM999,999,990.00'), ',', '_'), '.', ','), '_', '.');
begin
  if new.pagamento is not distinct from old.pagamento then
    return null;
  end if;
  if new.pagamento = 'informado' then
    insert into public.mensagens (anuncio_id, comprador_id, remetente_id, texto, pedido_id)
    values (new.anuncio_id, new.comprador_id, new.comprador_id, 'Pagamento informado: ' || quantia || ' por Pix.', new.id);
    perform interno.notificar(new.vendedor_id, 'pagamento_informado', 'Pagamento informado',
      coalesce(new.comprador_nome, 'O comprador') || ' informou o pagamento de ' || quantia || ' por ' || citado
        || '. Confira no seu banco antes de confirmar.',
      '/pedidos', new.anuncio_id);
  elsif new.pagamento = 'pago' then
    insert into public.mensagens (anuncio_id, comprador_id, remetente_id, texto, pedido_id)
    values (new.anuncio_id, new.comprador_id, new.vendedor_id, 'Pagamento recebido: ' || quantia || '.', new.id);
    perform interno.notificar(new.comprador_id, 'pago', 'Pago',
      coalesce(new.vendedor_nome, 'Quem vende') || ' confirmou o recebimento de ' || quantia || ' por ' || citado || '.',
      '/pedidos', new.anuncio_id);
  end if;
  return null;
end
$$;

revoke execute on function public.anunciar_pagamento() from public, anon, authenticated;

create trigger anunciar_pagamento
  after update of pagamento on public.pedidos
  for each row execute function public.anunciar_pagamento();
