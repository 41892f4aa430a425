-- "Baixar meus dados" (LGPD art. 18, II and V; issue 55): everything the service holds about the
-- signed-in person, as one JSON document. `meus_dados` runs as the caller (SECURITY INVOKER), so
-- row-level security decides what it can hold; each part is also narrowed to the caller's own rows
-- (an admin's export is about the admin, not about everyone they may read). Of other people it
-- keeps public names only: no one else's e-mail, phone, CPF, contact or Pix key. An inactive
-- account can still call it: reading one's own rows never needed an active account.
--
-- Three things the person may not read through the API are given to them here, each by a narrow
-- SECURITY DEFINER function that returns only the caller's rows: the moderation decisions about
-- their ads (without who reported or who decided), and the newsletter and contact entries under the
-- account's e-mail.

create function interno.minhas_moderacoes()
returns table (alvo text, decisao text, titulo text, motivo text, decidida_em timestamptz, revertida_em timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.alvo, m.decisao, m.titulo, m.motivo, m.decidida_em, m.revertida_em
  from public.moderacoes m
  where m.dono_id = auth.uid()
  order by m.decidida_em
$$;

create function interno.minha_newsletter()
returns table (email text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select n.email, n.created_at
  from public.newsletter_inscricoes n
  join public.usuarios u on u.id = auth.uid()
  where lower(n.email) = lower(u.email)
  order by n.created_at
$$;

-- Sent while signed in, or with the account's e-mail as the address to answer.
create function interno.minhas_mensagens_de_contato()
returns table (nome text, email text, telefone text, mensagem text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.nome, c.email, c.telefone, c.mensagem, c.created_at
  from public.mensagens_contato c
  join public.usuarios u on u.id = auth.uid()
  where c.user_id = u.id or lower(c.email) = lower(u.email)
  order by c.created_at
$$;

revoke execute on function interno.minhas_moderacoes() from public, anon;
revoke execute on function interno.minha_newsletter() from public, anon;
revoke execute on function interno.minhas_mensagens_de_contato() from public, anon;
grant execute on function interno.minhas_moderacoes() to authenticated;
grant execute on function interno.minha_newsletter() to authenticated;
grant execute on function interno.minhas_mensagens_de_contato() to authenticated;

-- The public name's one rule (interno.nome_publico), for the conversations' other side.
grant execute on function interno.nome_publico(text, text) to authenticated;

create function public.meus_dados()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  eu uuid := auth.uid();
begin
  if eu is null then
    raise exception 'Entre na sua conta para baixar seus dados' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'sobre', jsonb_build_object(
      'servico', 'Campo Solidário',
      'gerado_em', now(),
      'o_que_e', 'Todos os dados que o Campo Solidário guarda sobre você (Lei 13.709/2018, LGPD, art. 18, II e V). '
        || 'De outras pessoas, este arquivo traz só o nome público. Os campos "caminho" indicam arquivos '
        || '(fotos, áudios) no armazenamento do serviço; "endereco", quando presente, é onde baixá-los.',
      'secoes', jsonb_build_object(
        'conta', 'Seu perfil: nome, usuário, e-mail, telefone, CPF, endereço e preferências.',
        'chave_pix', 'A chave Pix que você cadastrou para receber.',
        'anuncios', 'Seus anúncios, em qualquer situação (ativos, pausados, vendidos, vencidos ou ocultados), com fotos e descrição falada.',
        'comentarios', 'Os comentários e as notas que você deu a anúncios.',
        'favoritos', 'Os anúncios que você guardou.',
        'conversas', 'Suas conversas com compradores e vendedores, com as mensagens de texto e de voz.',
        'pedidos', 'Os pedidos que você fez e os que recebeu, com valores e situação do pagamento.',
        'viagens', 'As viagens que você ofereceu no Frete Solidário e as reservas feitas nelas.',
        'reservas', 'As reservas que você fez em viagens de outras pessoas.',
        'denuncias', 'As denúncias que você fez.',
        'alertas_busca', 'As buscas que você guardou para ser avisado de novos anúncios.',
        'moderacoes', 'As decisões da moderação sobre os seus anúncios e comentários.',
        'notificacoes', 'Os avisos que o app enviou para você.',
        'aparelhos_com_push', 'Os aparelhos em que você ativou as notificações (só o endereço de entrega).',
        'newsletter', 'Inscrições na newsletter com o seu e-mail.',
        'mensagens_de_contato', 'Mensagens enviadas pelo formulário de contato com você conectado ou com o seu e-mail.'
      )
    ),
    'conta', (select to_jsonb(u) from public.usuarios u where u.id = eu),
    'chave_pix', (
      select jsonb_build_object('tipo', k.tipo, 'chave', k.chave, 'atualizada_em', k.updated_at)
      from public.chaves_pix k where k.user_id = eu
    ),
    'anuncios', coalesce((
      select jsonb_agg(
        to_jsonb(a) - 'user_id' - 'ocultado_por' - 'titulo_busca' - 'texto_busca' - 'avaliacoes_soma'
        order by a.created_at)
      from public.anuncios a where a.user_id = eu
    ), '[]'),
    'comentarios', coalesce((
      select jsonb_agg(jsonb_build_object(
        'anuncio_id', c.anuncio_id, 'anuncio', a.titulo, 'nota', c.rating, 'comentario', c.comentario,
        'criado_em', c.created_at) order by c.created_at)
      from public.comentarios c left join public.anuncios a on a.id = c.anuncio_id
      where c.user_id = eu
    ), '[]'),
    'favoritos', coalesce((
      select jsonb_agg(jsonb_build_object('anuncio_id', f.anuncio_id, 'anuncio', a.titulo, 'guardado_em', f.created_at)
        order by f.created_at)
      from public.favoritos f left join public.anuncios a on a.id = f.anuncio_id
      where f.user_id = eu
    ), '[]'),
    'conversas', coalesce((
      select jsonb_agg(conversa order by ultima)
      from (
        select max(m.created_at) as ultima, jsonb_build_object(
          'anuncio_id', m.anuncio_id,
          'anuncio', (select a.titulo from public.anuncios a where a.id = m.anuncio_id),
          'voce_e', case when m.comprador_id = eu then 'comprador' else 'vendedor' end,
          'com', (select interno.nome_publico(p.display_name, p.username) from public.usuarios_publicos p
                  where p.id = case when m.comprador_id = eu then m.vendedor_id else m.comprador_id end),
          'mensagens', jsonb_agg(jsonb_build_object(
            'de', case when m.remetente_id = eu then 'você' else coalesce(m.remetente_nome, 'outra pessoa') end,
            'texto', m.texto, 'audio_caminho', m.audio_caminho, 'audio_duracao_ms', m.audio_duracao_ms,
            'enviada_em', m.created_at, 'lida_em', m.lida_em) order by m.created_at)
        ) as conversa
        from public.mensagens m
        where m.comprador_id = eu or m.vendedor_id = eu
        group by m.anuncio_id, m.comprador_id, m.vendedor_id
      ) conversas
    ), '[]'),
    'pedidos', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'anuncio_id', p.anuncio_id,
        'anuncio', (select a.titulo from public.anuncios a where a.id = p.anuncio_id),
        'voce_e', case when p.comprador_id = eu then 'comprador' else 'vendedor' end,
        'com', case when p.comprador_id = eu then p.vendedor_nome else p.comprador_nome end,
        'quantidade', p.quantidade, 'observacao', p.observacao, 'entrega', p.entrega, 'status', p.status,
        'valor', p.valor, 'pagamento', p.pagamento,
        -- The key an accepted order copies is the seller's: the seller's own data only.
        'pix_chave', case when p.vendedor_id = eu then p.pix_chave end,
        'criado_em', p.created_at, 'atualizado_em', p.updated_at) order by p.created_at)
      from public.pedidos p
      where p.comprador_id = eu or p.vendedor_id = eu
    ), '[]'),
    'viagens', coalesce((
      select jsonb_agg(
        jsonb_build_object(
            'id', v.id, 'paradas', v.paradas, 'data', v.data, 'hora', v.hora, 'veiculo', v.veiculo,
            'capacidade_kg', v.capacidade_kg, 'carga_propria_kg', v.carga_propria_kg, 'custo_total', v.custo_total,
            'refrigerada', v.refrigerada, 'observacoes', v.observacoes, 'status', v.status,
            'kg_reservados', v.kg_reservados, 'created_at', v.created_at, 'updated_at', v.updated_at,
            -- Not readable as a column (it is never public): through the function that gives it to its owner.
            'contato', public.contato_da_viagem(v.id),
            'reservas', coalesce((
              select jsonb_agg(jsonb_build_object(
                'de', r.user_name, 'kg', r.kg, 'parada_inicio', r.parada_inicio, 'parada_fim', r.parada_fim,
                'carga', r.carga, 'status', r.status, 'criada_em', r.created_at, 'decidida_em', r.decidida_em)
                order by r.created_at)
              from public.reservas r where r.viagem_id = v.id
            ), '[]'))
        order by v.created_at)
      from public.viagens v where v.user_id = eu
    ), '[]'),
    'reservas', coalesce((
      select jsonb_agg(jsonb_build_object(
        'viagem_id', r.viagem_id, 'kg', r.kg, 'parada_inicio', r.parada_inicio, 'parada_fim', r.parada_fim,
        'carga', r.carga, 'anuncio_id', r.anuncio_id, 'contato', r.contato, 'status', r.status,
        'criada_em', r.created_at, 'decidida_em', r.decidida_em) order by r.created_at)
      from public.reservas r where r.user_id = eu
    ), '[]'),
    'denuncias', coalesce((
      select jsonb_agg(jsonb_build_object(
        'anuncio_id', d.anuncio_id, 'motivo', d.motivo, 'detalhes', d.detalhes, 'status', d.status,
        'criada_em', d.created_at, 'decidida_em', d.decidida_em) order by d.created_at)
      from public.denuncias d where d.user_id = eu
    ), '[]'),
    'alertas_busca', coalesce((
      select jsonb_agg(jsonb_build_object(
        'termo', b.termo, 'categoria', b.categoria, 'lugar', b.lugar, 'latitude', b.latitude, 'longitude', b.longitude,
        'km', b.km, 'preco_max', b.preco_max, 'pausado', b.pausado, 'criado_em', b.created_at) order by b.created_at)
      from public.alertas_busca b where b.user_id = eu
    ), '[]'),
    'moderacoes', coalesce((select jsonb_agg(to_jsonb(m)) from interno.minhas_moderacoes() m), '[]'),
    'notificacoes', coalesce((
      select jsonb_agg(jsonb_build_object(
        'tipo', n.tipo, 'titulo', n.titulo, 'texto', n.texto, 'url', n.url, 'quantidade', n.quantidade,
        'criada_em', n.created_at, 'lida_em', n.lida_em) order by n.created_at)
      from public.notificacoes n where n.user_id = eu
    ), '[]'),
    'aparelhos_com_push', coalesce((
      select jsonb_agg(jsonb_build_object(
        'endpoint', s.endpoint, 'tipos', s.tipos, 'mostrar_texto', s.mostrar_texto, 'ativado_em', s.created_at)
        order by s.created_at)
      from public.assinaturas_push s where s.user_id = eu
    ), '[]'),
    'newsletter', coalesce((select jsonb_agg(to_jsonb(n)) from interno.minha_newsletter() n), '[]'),
    'mensagens_de_contato', coalesce((select jsonb_agg(to_jsonb(c)) from interno.minhas_mensagens_de_contato() c), '[]')
  );
end;
$$;

revoke execute on function public.meus_dados() from public, anon;
grant execute on function public.meus_dados() to authenticated;
