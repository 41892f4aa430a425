-- Newsletter subscriptions and the contact form's messages: anyone may send, only admins read.

create table public.newsletter_inscricoes (
  id bigint generated always as identity primary key,
  email text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_email_valido check (public.email_valido(email))
);

create unique index newsletter_email_unico on public.newsletter_inscricoes (lower(email));

alter table public.newsletter_inscricoes enable row level security;

create policy "qualquer pessoa se inscreve" on public.newsletter_inscricoes
  for insert to anon, authenticated
  with check (true);

create policy "admins leem inscricoes" on public.newsletter_inscricoes
  for select to authenticated
  using ((select public.eh_admin()));

create policy "admins removem inscricoes" on public.newsletter_inscricoes
  for delete to authenticated
  using ((select public.eh_admin()));

revoke all on public.newsletter_inscricoes from anon, authenticated;
grant insert (email) on public.newsletter_inscricoes to anon, authenticated;
grant select, delete on public.newsletter_inscricoes to authenticated;

create table public.mensagens_contato (
  id bigint generated always as identity primary key,
  nome text not null,
  email text not null,
  telefone text,
  mensagem text not null,
  -- Who sent it, when signed in (helps support answer); never someone else.
  user_id uuid default auth.uid() references public.usuarios (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint mensagens_nome_tamanho check (length(btrim(nome)) between 2 and 120),
  constraint mensagens_email_valido check (public.email_valido(email)),
  constraint mensagens_telefone_formato check (telefone ~ '^\d{10,11}$'),
  constraint mensagens_texto_tamanho check (length(btrim(mensagem)) between 5 and 5000)
);

create index mensagens_recentes on public.mensagens_contato (created_at desc);

alter table public.mensagens_contato enable row level security;

create policy "qualquer pessoa envia mensagem" on public.mensagens_contato
  for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "admins leem mensagens" on public.mensagens_contato
  for select to authenticated
  using ((select public.eh_admin()));

revoke all on public.mensagens_contato from anon, authenticated;
grant insert (nome, email, telefone, mensagem) on public.mensagens_contato to anon, authenticated;
grant select on public.mensagens_contato to authenticated;
