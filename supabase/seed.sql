-- Demo data for a new local database (and `supabase db reset`). Demo passwords are listed in the
-- README; they exist only for local use. Passwords are bcrypt hashes, as Supabase Auth stores them.

insert into auth.users (
  id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
values
  ('00000000-0000-4000-a000-000000000001', 'authenticated', 'authenticated',
   'admin@campo-solidario.test', null, extensions.crypt('admin1234', extensions.gen_salt('bf', 10)),
   now(), null, '{"provider":"email","providers":["email"]}',
   '{"username":"admin","display_name":"Equipe Campo Solidário","telefone":"27999990000","cpf":"52998224725"}',
   now() - interval '90 days', now() - interval '90 days'),
  ('00000000-0000-4000-a000-000000000002', 'authenticated', 'authenticated',
   'maria@campo-solidario.test', null, extensions.crypt('produtor123', extensions.gen_salt('bf', 10)),
   now(), null, '{"provider":"email","providers":["email"]}',
   '{"username":"maria.souza","display_name":"Maria Souza","telefone":"27998761234","cpf":"11144477735"}',
   now() - interval '60 days', now() - interval '60 days'),
  ('00000000-0000-4000-a000-000000000003', 'authenticated', 'authenticated',
   'joao@campo-solidario.test', null, extensions.crypt('produtor123', extensions.gen_salt('bf', 10)),
   now(), null, '{"provider":"email","providers":["email"]}',
   '{"username":"joao.pereira","display_name":"João Pereira","telefone":"32988125678","cpf":"93541134780"}',
   now() - interval '45 days', now() - interval '45 days');

update public.usuarios set role = 'admin', cidade = 'Vitória', uf = 'ES'
where id = '00000000-0000-4000-a000-000000000001';
update public.usuarios
set cidade = 'Santa Maria de Jetibá', uf = 'ES', cep = '29645000',
    descricao = 'Agricultora familiar, produzo hortaliças orgânicas e café especial nas montanhas capixabas.',
    nome_proprio = 'Maria Aparecida Souza'
where id = '00000000-0000-4000-a000-000000000002';
update public.usuarios
set cidade = 'Juiz de Fora', uf = 'MG', cep = '36010000',
    descricao = 'Produtor de feijão, milho e queijo artesanal na Zona da Mata mineira.',
    nome_proprio = 'João Batista Pereira'
where id = '00000000-0000-4000-a000-000000000003';

insert into public.anuncios (
  id, titulo, categoria, preco, descricao, cidade, uf, contato, latitude, longitude, user_id,
  status, created_at, updated_at, expira_em
)
select
  ('a0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
  titulo, categoria, preco, descricao, cidade, uf,
  case dono when 2 then '27998761234' else '32988125678' end,
  latitude, longitude,
  ('00000000-0000-4000-a000-00000000000' || dono)::uuid,
  status::public.status_do_anuncio,
  now() - make_interval(days => dias, hours => n % 7),
  now() - make_interval(days => dias, hours => n % 7),
  now() - make_interval(days => dias, hours => n % 7) + interval '60 days'
from (values
  (1, 'Feijão carioca novo, saca de 30 kg', 'comida', 270.00, 'Feijão carioca da safra nova, colhido em maio, limpo e ensacado. Entrego em Juiz de Fora e região.', 'Juiz de Fora', 'MG', -21.7642, -43.3496, 3, 'ativo', 0),
  (2, 'Feijão preto orgânico (5 kg)', 'comida', 55.00, 'Feijão preto sem agrotóxico, certificado por sistema participativo. Pacotes de 5 kg.', 'Viçosa', 'MG', -20.7546, -42.8825, 3, 'ativo', 1),
  (3, 'Café especial torrado em grão 500 g', 'comida', 48.00, 'Café arábica das montanhas capixabas, nota 86 SCA, torra média. Moo na hora se preferir.', 'Venda Nova do Imigrante', 'ES', -20.3394, -41.1350, 2, 'ativo', 2),
  (4, 'Queijo minas artesanal curado', 'comida', 65.00, 'Queijo de leite cru, maturado 22 dias, produção registrada. Peça de aproximadamente 1 kg.', 'Juiz de Fora', 'MG', -21.7700, -43.3400, 3, 'ativo', 3),
  (5, 'Mel silvestre puro, pote de 1 kg', 'comida', 42.00, 'Mel de florada silvestre da Mata Atlântica, extraído a frio. Temos também própolis.', 'Santa Teresa', 'ES', -19.9363, -40.6003, 2, 'ativo', 4),
  (6, 'Mudas de café arábica Catuaí', 'agricultura', 1.80, 'Mudas com 6 pares de folhas, sacolinha de 11x22, prontas para plantio. Pedido mínimo de 500 unidades.', 'Manhuaçu', 'MG', -20.2572, -42.0281, 3, 'ativo', 1),
  (7, 'Esterco curtido de galinha (saco 40 kg)', 'agricultura', 25.00, 'Adubo orgânico bem curtido, sem cheiro forte. Ótimo para hortas e pomares.', 'Santa Maria de Jetibá', 'ES', -20.0253, -40.7439, 2, 'ativo', 5),
  (8, 'Sementes crioulas de milho (1 kg)', 'agricultura', 30.00, 'Milho crioulo palha roxa, guardado há três gerações na família. Troco por outras sementes crioulas.', 'Afonso Cláudio', 'ES', -20.0778, -41.1261, 2, 'ativo', 6),
  (9, 'Trator Tobata com carreta', 'agricultura', 18500.00, 'Microtrator 14 cv revisado, com carreta e enxada rotativa. Aceito proposta.', 'Colatina', 'ES', -19.5396, -40.6307, 2, 'ativo', 8),
  (10, 'Serviço de aração com trator', 'agricultura', null, 'Faço aração e gradagem na região de Linhares. Valor por hora a combinar conforme o terreno.', 'Linhares', 'ES', -19.3911, -40.0722, 2, 'ativo', 9),
  (11, 'Mesa rústica de madeira de demolição', 'casa', 1200.00, 'Mesa para 8 lugares em peroba de demolição, feita à mão. Retirada em Domingos Martins.', 'Domingos Martins', 'ES', -20.3633, -40.6594, 2, 'ativo', 2),
  (12, 'Cesto de taboa trançado', 'casa', 35.00, 'Cestos artesanais de taboa, tamanhos P, M e G. Feitos por artesãs da comunidade.', 'Serra', 'ES', -20.1211, -40.3074, 2, 'ativo', 7),
  (13, 'Fogão a lenha de alvenaria (montagem)', 'casa', 2800.00, 'Construo fogão a lenha com serpentina para água quente. Orçamento sem compromisso.', 'Teófilo Otoni', 'MG', -17.8575, -41.5053, 3, 'ativo', 12),
  (14, 'Mutirão de colheita de café', 'comunidade', null, 'Convidamos vizinhos para o mutirão de colheita no sítio, com almoço comunitário. Venha ajudar!', 'Venda Nova do Imigrante', 'ES', -20.3450, -41.1300, 2, 'ativo', 0),
  (15, 'Frete solidário Vitória – Santa Teresa', 'comunidade', 80.00, 'Caminhonete sai toda sexta de Vitória para Santa Teresa; divida o frete levando sua produção.', 'Vitória', 'ES', -20.3155, -40.3128, 2, 'ativo', 1),
  (16, 'Feira agroecológica no sábado', 'comunidade', null, 'Feira de produtores familiares na praça, todo sábado das 6h às 12h. Barracas gratuitas para agricultores.', 'Vila Velha', 'ES', -20.3297, -40.2925, 2, 'ativo', 3),
  (17, 'Carona de carga Juiz de Fora – Rio', 'comunidade', 150.00, 'Caminhão baú com espaço livre às terças. Levo hortaliças e queijos para o Ceasa do Rio.', 'Juiz de Fora', 'MG', -21.7600, -43.3500, 3, 'ativo', 4),
  (18, 'Sabonete artesanal de leite de cabra', 'cuidados', 12.00, 'Sabonetes naturais com leite de cabra e óleos essenciais. Kit com 4 por R$ 40.', 'Nova Friburgo', 'RJ', -22.2819, -42.5311, 3, 'ativo', 2),
  (19, 'Pomada de calêndula caseira', 'cuidados', 18.00, 'Pomada feita com calêndula da horta e cera de abelha. Para pequenas irritações na pele.', 'Petrópolis', 'RJ', -22.5050, -43.1789, 3, 'ativo', 10),
  (20, 'Chá de ervas medicinais (kit)', 'cuidados', 25.00, 'Kit com erva-cidreira, capim-limão, hortelã e camomila desidratados.', 'Teresópolis', 'RJ', -22.4165, -42.9752, 3, 'ativo', 11),
  (21, 'Composteira doméstica de 3 caixas', 'sustentabilidade', 180.00, 'Composteira com minhocas californianas, pronta para uso. Ensino a manejar.', 'Vitória', 'ES', -20.3000, -40.3000, 2, 'ativo', 1),
  (22, 'Cisterna para captação de água da chuva', 'sustentabilidade', 950.00, 'Instalação de cisterna de 5 mil litros com calhas e filtro. Economia de até 30% de água.', 'Governador Valadares', 'MG', -18.8545, -41.9555, 3, 'ativo', 6),
  (23, 'Biodigestor para pequena propriedade', 'sustentabilidade', 3200.00, 'Biodigestor de lona para dejetos de suínos e bovinos, gera gás para a cozinha.', 'Campos dos Goytacazes', 'RJ', -21.7622, -41.3181, 3, 'ativo', 13),
  (24, 'Dicas de manejo de horta orgânica', 'dicas', null, 'Ofereço visita técnica gratuita para quem está começando a horta orgânica. Agende pelo WhatsApp.', 'Santa Maria de Jetibá', 'ES', -20.0300, -40.7500, 2, 'ativo', 5),
  (25, 'Como armazenar feijão sem caruncho', 'dicas', null, 'Ensino o método de armazenamento em garrafas PET com folhas de louro, que uso há 20 anos.', 'Viçosa', 'MG', -20.7600, -42.8800, 3, 'ativo', 14),
  (26, 'Bomba d''água solar 12 V', 'tecnologia', 890.00, 'Kit bomba solar com placa de 150 W, ideal para bebedouro e irrigação de pequena área.', 'Cachoeiro de Itapemirim', 'ES', -20.8489, -41.1129, 2, 'ativo', 3),
  (27, 'Sensor de umidade do solo com Wi-Fi', 'tecnologia', 160.00, 'Sensor que avisa no celular quando a horta precisa de água. Montagem e configuração inclusas.', 'Belo Horizonte', 'MG', -19.9167, -43.9345, 3, 'ativo', 9),
  (28, 'Kit irrigação por gotejamento 100 m', 'tecnologia', 320.00, 'Mangueira gotejadora, conexões e filtro para 100 metros de canteiro.', 'Rio de Janeiro', 'RJ', -22.9068, -43.1729, 3, 'ativo', 15),
  (29, 'Caixas plásticas para colheita (10 un.)', 'utilidades', 150.00, 'Caixas vazadas empilháveis, usadas em bom estado. Ideais para hortaliças e frutas.', 'Cariacica', 'ES', -20.2632, -40.4165, 2, 'ativo', 4),
  (30, 'Balança digital 300 kg', 'utilidades', 420.00, 'Balança de plataforma com bateria, aferida. Acompanha carregador.', 'Linhares', 'ES', -19.4000, -40.0600, 2, 'ativo', 16),
  (31, 'Lona para secagem de café 8x10 m', 'utilidades', 210.00, 'Lona preta reforçada, pouco uso, sem furos.', 'Manhuaçu', 'MG', -20.2600, -42.0300, 3, 'ativo', 18),
  (32, 'Banana prata, caixa de 20 kg', 'comida', 60.00, 'Banana prata madura na medida, colhida no dia da entrega. Atendo feiras e mercados.', 'Cariacica', 'ES', -20.2700, -40.4200, 2, 'ativo', 0),
  (33, 'Feijão de corda (fradinho) 1 kg', 'comida', 14.00, 'Feijão fradinho da roça, ótimo para baião de dois e acarajé.', 'Teófilo Otoni', 'MG', -17.8600, -41.5100, 3, 'ativo', 2),
  (34, 'Hortaliças orgânicas – cesta semanal', 'comida', 45.00, 'Cesta com 8 itens da estação, entregue toda quarta em Vitória e Vila Velha.', 'Santa Maria de Jetibá', 'ES', -20.0200, -40.7400, 2, 'ativo', 1),
  (35, 'Galinhas caipiras poedeiras', 'agricultura', 45.00, 'Frangas prontas para postura, vacinadas. Venda mínima de 5 aves.', 'Nova Friburgo', 'RJ', -22.2900, -42.5300, 3, 'ativo', 7),
  (36, 'Doce de leite caseiro (pote 700 g)', 'comida', 22.00, 'Doce de leite no tacho de cobre, receita da família.', 'Juiz de Fora', 'MG', -21.7500, -43.3600, 3, 'pausado', 20),
  (37, 'Polpa de frutas congelada', 'comida', 8.00, 'Polpas de acerola, cajá e goiaba, pacote de 1 kg. Temporariamente sem estoque.', 'Linhares', 'ES', -19.3950, -40.0700, 2, 'pausado', 22),
  (38, 'Carroça de tração animal', 'utilidades', 2500.00, 'Carroça reformada com rodas de pneu. Já vendida, obrigado a todos!', 'Afonso Cláudio', 'ES', -20.0800, -41.1300, 2, 'vendido', 25),
  (39, 'Motobomba a gasolina 5,5 HP', 'agricultura', 1350.00, 'Motobomba autoescorvante, pouco uso. Vendida para vizinho.', 'Petrópolis', 'RJ', -22.5100, -43.1800, 3, 'vendido', 28),
  (40, 'Rapadura de cana (kg)', 'comida', 16.00, 'Rapadura batida no engenho da família, sem conservantes.', 'Governador Valadares', 'MG', -18.8600, -41.9500, 3, 'pausado', 30),
  (41, 'Oficina de produção de sabão ecológico', 'sustentabilidade', 30.00, 'Aprenda a fazer sabão com óleo de cozinha usado. Turmas aos domingos no salão da comunidade.', 'Serra', 'ES', -20.1300, -40.3100, 2, 'ativo', 8),
  (42, 'Aplicativo de controle de caixa da roça (aula)', 'tecnologia', null, 'Ensino a usar planilha no celular para controlar vendas e custos da produção.', 'Colatina', 'ES', -19.5400, -40.6300, 2, 'ativo', 19),
  -- An ad's life: one expiring within the week, one expired, one hidden by the moderation (below)
  -- and one with an open report.
  (43, 'Abacate manteiga (caixa 20 kg)', 'comida', 60.00, 'Abacates colhidos no ponto. Entrego em Santa Maria de Jetibá e Domingos Martins.', 'Santa Maria de Jetibá', 'ES', -20.0300, -40.7500, 2, 'ativo', 55),
  (44, 'Palmito pupunha in natura', 'comida', 18.00, 'Palmito pupunha colhido na hora, hastes de 1 kg.', 'Linhares', 'ES', -19.3900, -40.0650, 2, 'expirado', 70),
  (45, 'Queijo canastra em promoção relâmpago', 'comida', 15.00, 'Peça de 1 kg por um preço que ninguém faz. Pague adiantado pelo Pix.', 'Juiz de Fora', 'MG', -21.7600, -43.3500, 3, 'ativo', 12),
  (46, 'Sementes de milho transgênico sem nota', 'agricultura', 90.00, 'Saco de 20 kg direto do depósito, sem nota fiscal.', 'Viçosa', 'MG', -20.7500, -42.8800, 3, 'ativo', 4)
) as a (n, titulo, categoria, preco, descricao, cidade, uf, latitude, longitude, dono, status, dias);

insert into public.comentarios (anuncio_id, user_id, rating, comentario)
select ('a0000000-0000-4000-8000-' || lpad(anuncio::text, 12, '0'))::uuid,
       ('00000000-0000-4000-a000-00000000000' || autor)::uuid,
       rating, comentario
from (values
  (1, 2, 5, 'Feijão de ótima qualidade, cozinha rápido. Recomendo!'),
  (1, 1, 4, 'Chegou bem embalado, entrega no prazo.'),
  (3, 3, 5, 'Café excelente, aroma incrível.'),
  (3, 1, 5, 'Melhor café que já comprei direto do produtor.'),
  (4, 2, 4, 'Queijo muito saboroso, bem curado.'),
  (5, 3, 5, 'Mel puro de verdade, cristalizou no frio como deve ser.'),
  (15, 3, 5, 'Dividi o frete e economizei bastante. Iniciativa muito boa!'),
  (18, 2, 3, 'Gostei do sabonete, mas o perfume é fraco.'),
  (21, 3, 5, 'Composteira funcionando perfeitamente, a Maria ensinou tudo.'),
  (26, 3, 4, 'Bomba funciona bem mesmo com tempo nublado.'),
  (32, 1, 5, 'Bananas lindas e docinhas.'),
  (34, 3, 5, 'A cesta semanal é farta e tudo muito fresco.')
) as c (anuncio, autor, rating, comentario);

-- Frete Solidário trips between the demo cities, with reservations in each state.
insert into public.viagens (
  id, user_id, paradas, data, hora, veiculo, capacidade_kg, carga_propria_kg, custo_total,
  refrigerada, observacoes, contato
)
values
  ('b0000000-0000-4000-8000-000000000001', '00000000-0000-4000-a000-000000000002',
   '[{"cidade":"Santa Maria de Jetibá","uf":"ES","local":"Sítio Boa Vista, estrada de Garrafão","latitude":-20.0253,"longitude":-40.7439},
     {"cidade":"Santa Leopoldina","uf":"ES","local":"Praça da matriz","latitude":-20.0995,"longitude":-40.5297},
     {"cidade":"Vitória","uf":"ES","local":"Ceasa de Cariacica, portão 2","latitude":-20.3155,"longitude":-40.3128}]',
   current_date + 3, '05:30', 'Caminhão 3/4 baú', 2000, 600, 450.00, false,
   'Saio cedo para pegar a feira de sábado. Carga embalada em caixas.', '27998761234'),
  ('b0000000-0000-4000-8000-000000000002', '00000000-0000-4000-a000-000000000003',
   '[{"cidade":"Juiz de Fora","uf":"MG","local":"Mercado Municipal","latitude":-21.7642,"longitude":-43.3496},
     {"cidade":"Petrópolis","uf":"RJ","local":"Posto na BR-040, Itaipava","latitude":-22.505,"longitude":-43.1789},
     {"cidade":"Rio de Janeiro","uf":"RJ","local":"Ceasa Irajá","latitude":-22.9068,"longitude":-43.1729}]',
   current_date + 5, '04:00', 'Caminhão baú refrigerado', 3000, 1200, 900.00, true,
   'Baú refrigerado: ideal para queijos e hortaliças.', '32988125678'),
  ('b0000000-0000-4000-8000-000000000003', '00000000-0000-4000-a000-000000000002',
   '[{"cidade":"Venda Nova do Imigrante","uf":"ES","local":"Cooperativa de café","latitude":-20.3394,"longitude":-41.135},
     {"cidade":"Vila Velha","uf":"ES","local":"Feira da Prainha","latitude":-20.3297,"longitude":-40.2925}]',
   current_date + 9, '06:00', 'Caminhonete', 700, 200, 220.00, false, null, '27998761234');

insert into public.reservas (id, viagem_id, user_id, kg, parada_inicio, parada_fim, carga, anuncio_id, contato)
values
  ('c0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001',
   '00000000-0000-4000-a000-000000000003', 150, 0, 2, 'Feijão carioca, 5 sacas',
   'a0000000-0000-4000-8000-000000000001', '32988125678'),
  ('c0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000002',
   '00000000-0000-4000-a000-000000000002', 80, 1, 2, 'Hortaliças orgânicas, 16 caixas',
   'a0000000-0000-4000-8000-000000000034', '27998761234'),
  ('c0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000003',
   '00000000-0000-4000-a000-000000000003', 100, 0, 1, 'Queijo minas curado, 100 peças',
   null, '32988125678');

-- Maria accepted João's feijão on the Vitória trip; the others wait for an answer.
update public.reservas set status = 'aceita' where id = 'c0000000-0000-4000-8000-000000000001';

-- Conversations and orders between the demo producers. João asks Maria about her coffee and orders
-- it; Maria asks João about his cheese; the orders go through their lines in the conversation.
insert into public.mensagens (id, anuncio_id, comprador_id, remetente_id, texto)
values
  ('d0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   '00000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000003',
   'Bom dia, Maria! O café ainda está disponível? Consigo buscar na sexta.'),
  ('d0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004',
   '00000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000002',
   'Olá, João! Você entrega o queijo em Vitória?');
insert into public.mensagens (id, anuncio_id, comprador_id, remetente_id, texto)
values
  ('d0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
   '00000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000002',
   'Bom dia, João! Tenho sim, 20 pacotes torrados esta semana.');

insert into public.pedidos (id, anuncio_id, comprador_id, quantidade, observacao, entrega)
values
  ('e0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   '00000000-0000-4000-a000-000000000003', '4 pacotes', 'Moído na hora, por favor.', 'retirar'),
  ('e0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004',
   '00000000-0000-4000-a000-000000000002', '2 peças', null, 'combinada');
update public.pedidos set status = 'aceito' where id = 'e0000000-0000-4000-8000-000000000001';

-- Reports and the moderation's decisions: two open reports, one that hid an ad and one discarded.
insert into public.denuncias (id, anuncio_id, user_id, motivo, detalhes)
values
  ('f0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000046',
   '00000000-0000-4000-a000-000000000002', 'produto_proibido',
   'Semente sem nota e sem registro não pode ser vendida.'),
  ('f0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000007',
   '00000000-0000-4000-a000-000000000003', 'duplicado', null),
  ('f0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000045',
   '00000000-0000-4000-a000-000000000002', 'golpe', 'Pediu pagamento adiantado e não respondeu mais.'),
  ('f0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000009',
   '00000000-0000-4000-a000-000000000003', 'informacao_falsa', 'Achei o preço alto.');
update public.anuncios
set status = 'oculto', ocultado_por = '00000000-0000-4000-a000-000000000001', ocultado_em = now() - interval '2 days',
    ocultado_motivo = 'Golpe ou fraude: pagamento adiantado sem entrega, segundo denúncia de compradora.'
where id = 'a0000000-0000-4000-8000-000000000045';
update public.denuncias
set status = case id when 'f0000000-0000-4000-8000-000000000003' then 'procedente'::public.status_da_denuncia else 'descartada' end,
    decidida_por = '00000000-0000-4000-a000-000000000001', decidida_em = now() - interval '2 days'
where id in ('f0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000004');
