-- Anyone may subscribe to the newsletter or write through the contact form, but not without end:
-- each client address may do each at most 5 times an hour. The address is the last entry of
-- X-Forwarded-For in PostgREST's request.headers (the one Supabase's gateway appends); only its
-- hash is kept, for a day (personal data, LGPD). Over the limit: HTTP 429 (PostgREST's PT429).

create table public.limites_de_envio (
  chave text not null,
  criado_em timestamptz not null default now()
);

create index limites_de_envio_recentes on public.limites_de_envio (chave, criado_em desc);

alter table public.limites_de_envio enable row level security;
revoke all on public.limites_de_envio from anon, authenticated;

create function public.limitar_envios()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  encaminhado text := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for';
  endereco text := btrim((string_to_array(coalesce(encaminhado, ''), ','))[cardinality(string_to_array(coalesce(encaminhado, ''), ','))]);
  chave_do_envio text := tg_table_name || ':' || md5(coalesce(nullif(endereco, ''), 'desconhecido'));
begin
  delete from public.limites_de_envio where criado_em < now() - interval '1 day';
  if (select count(*) from public.limites_de_envio l where l.chave = chave_do_envio and l.criado_em > now() - interval '1 hour') >= 5 then
    raise sqlstate 'PT429' using
      message = case tg_table_name
        when 'newsletter_inscricoes' then 'Muitas inscrições a partir desta rede. Tente novamente mais tarde.'
        else 'Muitas mensagens a partir desta rede. Tente novamente mais tarde.'
      end,
      hint = 'Limite de 5 por hora.';
  end if;
  insert into public.limites_de_envio (chave) values (chave_do_envio);
  return new;
end
$$;

-- A trigger function, not part of the API.
revoke execute on function public.limitar_envios() from public, anon, authenticated;

create trigger limitar_envios
  before insert on public.newsletter_inscricoes
  for each row execute function public.limitar_envios();

create trigger limitar_envios
  before insert on public.mensagens_contato
  for each row execute function public.limitar_envios();

-- The newsletter's insert policy stays "with check (true)" (splinter: rls_policy_always_true):
-- anyone may subscribe; the limit above is what bounds it.
comment on policy "qualquer pessoa se inscreve" on public.newsletter_inscricoes is
  'Anyone may subscribe; public.limitar_envios bounds it to 5 an hour per address.';
