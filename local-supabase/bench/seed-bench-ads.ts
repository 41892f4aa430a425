import type { Database } from '../db/database.ts'

// The benchmarks' data: `ads` ads (one in ten paused, one in twenty sold, the rest public) by
// `owners` producers, spread over eight cities, one every five minutes back in time.

export async function seedBenchAds(db: Database, ads: number, owners: number): Promise<void> {
  await db.exec(`
    insert into auth.users (id, email, encrypted_password, raw_user_meta_data)
    select ('b0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
           'produtor' || i || '@bench.test', null,
           jsonb_build_object('username', 'produtor' || i, 'display_name', 'Produtor ' || i)
    from generate_series(1, ${owners}) as i;
  `)
  await db.exec(`
    insert into public.anuncios (titulo, categoria, preco, descricao, cidade, uf, contato, user_id, status, created_at, latitude, longitude)
    select
      (array['Feijão carioca', 'Café especial', 'Queijo minas', 'Mel silvestre', 'Milho verde', 'Mudas de café',
             'Banana prata', 'Esterco curtido', 'Trator usado', 'Cesto de taboa', 'Doce de leite', 'Alface crespa',
             'Mandioca descascada', 'Ovos caipiras', 'Polpa de frutas', 'Rapadura', 'Tomate orgânico', 'Cebola roxa',
             'Farinha de mandioca', 'Fubá de moinho', 'Pimenta biquinho', 'Abóbora cabotiá', 'Leite fresco',
             'Galinha caipira', 'Sementes crioulas', 'Adubo orgânico', 'Lenha de eucalipto', 'Carroça', 'Bomba solar',
             'Caixa de colheita'])[1 + i % 30] || ' ' || i,
      (array['agricultura','casa','comida','comunidade','cuidados','dicas','sustentabilidade','tecnologia','utilidades'])[1 + (i / 7) % 9],
      case when i % 11 = 0 then null else round((5 + (i * 37) % 2000)::numeric, 2) end,
      'Produto da agricultura familiar, lote ' || i || '. Entrega na região, combine pelo WhatsApp.',
      (array['Vitória','Vila Velha','Serra','Linhares','Colatina','Juiz de Fora','Viçosa','Petrópolis'])[1 + i % 8],
      (array['ES','ES','ES','ES','ES','MG','MG','RJ'])[1 + i % 8],
      '27998761234',
      ('b0000000-0000-4000-8000-' || lpad((1 + i % ${owners})::text, 12, '0'))::uuid,
      (case when i % 20 = 7 then 'vendido' when i % 10 = 3 then 'pausado' else 'ativo' end)::public.status_do_anuncio,
      now() - make_interval(mins => i * 5),
      -20 + (i % 1000) / 1000.0, -40 - (i % 700) / 1000.0
    from generate_series(1, ${ads}) as i;
    analyze;
  `)
}
