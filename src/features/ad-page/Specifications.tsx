import { formatCep, formatLongDate, formatPhone } from '@/lib/formats/format'
import { adAvailable, adPrice } from '@/lib/rules/units'
import type { CachedAd } from '@/offline'
import { adCategoryName } from '@/lib/rules/ad-categories'
import classes from './Specifications.module.css'

/** Categoria, preço, localização, endereço, CEP, contato, e-mail and publication date. */
export function Specifications({ ad }: { ad: CachedAd }) {
  const linhas: Array<[string, string | null | undefined]> = [
    ['Categoria', adCategoryName(ad.categoria)],
    ['Preço', adPrice(ad)],
    ['Disponível', adAvailable(ad)],
    ['Localização', `${ad.cidade}, ${ad.uf}`],
    ['Endereço', ad.endereco],
    ['CEP', ad.cep ? formatCep(ad.cep) : null],
    ['Contato', formatPhone(ad.contato)],
    ['E-mail', ad.email],
    ['Publicado em', formatLongDate(ad.created_at)],
  ]
  return (
    <table className={classes.table}>
      <caption>Especificações</caption>
      <tbody>
        {linhas
          .filter(([, valor]) => valor)
          .map(([nome, valor]) => (
            <tr key={nome}>
              <th scope="row">{nome}</th>
              <td>{valor}</td>
            </tr>
          ))}
      </tbody>
    </table>
  )
}
