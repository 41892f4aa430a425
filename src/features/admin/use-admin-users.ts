import { notifications } from '@mantine/notifications'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { normalizeText } from '@/lib/formats/text'
import { alterarStatusDoUsuario, excluirUsuario, listarUsuarios } from './api'
import type { UsuarioAdmin } from './schema'

/**
 * The people of /gerenciar-usuarios: loaded from the admin function, filtered by the search box,
 * and kept in step with each change the admin makes (with its pt-BR notice).
 */
export function useAdminUsers(initialSearch = '') {
  const [usuarios, setUsuarios] = useState<UsuarioAdmin[] | null>(null)
  const [erro, setErro] = useState<string | null>(null)
  const [busca, setBusca] = useState(initialSearch)
  const [ocupado, setOcupado] = useState<string | null>(null)

  const mostrar = useCallback((r: Awaited<ReturnType<typeof listarUsuarios>>) => {
    setUsuarios(r.ok ? r.data : [])
    setErro(r.ok ? null : r.message)
  }, [])
  useEffect(() => {
    let ativo = true
    void listarUsuarios().then((r) => ativo && mostrar(r))
    return () => {
      ativo = false
    }
  }, [mostrar])
  const recarregar = () => {
    setUsuarios(null)
    void listarUsuarios().then(mostrar)
  }

  const filtrados = useMemo(() => {
    const termo = normalizeText(busca.trim())
    if (!usuarios || !termo) return usuarios ?? []
    return usuarios.filter((u) =>
      [u.username, u.email, u.display_name].some((campo) => campo && normalizeText(campo).includes(termo)),
    )
  }, [usuarios, busca])

  const trocarStatus = async (u: UsuarioAdmin) => {
    const novo = u.status === 'ativo' ? 'inativo' : 'ativo'
    setOcupado(u.id)
    const r = await alterarStatusDoUsuario(u.id, novo)
    setOcupado(null)
    if (!r.ok) return notifications.show({ color: 'red', message: r.message })
    setUsuarios((lista) => lista?.map((x) => (x.id === u.id ? { ...x, ...r.data } : x)) ?? null)
    notifications.show({
      color: 'campo',
      message: novo === 'ativo' ? 'Usuário ativado com sucesso!' : 'Usuário desativado com sucesso!',
    })
  }

  /** Answers whether the person was deleted (the confirmation closes only then). */
  const excluir = async (u: UsuarioAdmin): Promise<boolean> => {
    setOcupado(u.id)
    const r = await excluirUsuario(u.id)
    setOcupado(null)
    if (!r.ok) {
      notifications.show({ color: 'red', message: r.message })
      return false
    }
    setUsuarios((lista) => lista?.filter((x) => x.id !== u.id) ?? null)
    notifications.show({ color: 'campo', message: 'Usuário excluído com sucesso!' })
    return true
  }

  const salvo = (u: UsuarioAdmin, novo: boolean) => {
    setUsuarios((lista) => (novo ? [u, ...(lista ?? [])] : (lista?.map((x) => (x.id === u.id ? { ...x, ...u } : x)) ?? null)))
    notifications.show({ color: 'campo', message: novo ? 'Usuário criado com sucesso!' : 'Usuário atualizado com sucesso!' })
  }

  return { usuarios, filtrados, erro, busca, setBusca, ocupado, recarregar, trocarStatus, excluir, salvo }
}
