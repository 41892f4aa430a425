import { notifications } from '@mantine/notifications'
import { hasStoredSession, LEAVING_MARK } from '@/lib/server/stored-session'
import { leaveDevice, type Leaving } from '@/offline'

export const LEAVING_FAILED =
  'Você saiu da conta, mas os dados dela ainda não foram apagados deste aparelho. Isso será feito quando o aplicativo for aberto de novo.'

/** Leaves the device (offline's leaveDevice); the mark goes once the rows are forgotten, a failure is said. */
export async function leave(leaving: Leaving): Promise<void> {
  try {
    await leaveDevice(leaving)
    localStorage.removeItem(LEAVING_MARK)
  } catch (error) {
    console.error('Erro ao apagar os dados da conta deste aparelho:', error)
    notifications.show({ color: 'red', message: LEAVING_FAILED, autoClose: false })
  }
}

/** The job a mark says did not finish, unless someone is signed in here by now (the rows are theirs). */
export async function resume(): Promise<void> {
  const mark = readMark(localStorage.getItem(LEAVING_MARK))
  if (typeof mark?.userId !== 'string' || hasStoredSession()) {
    localStorage.removeItem(LEAVING_MARK)
    return
  }
  await leave({ userId: mark.userId, dropQueued: mark.dropQueued === true })
}

function readMark(raw: string | null): { userId?: unknown; dropQueued?: unknown } | null {
  try {
    return JSON.parse(raw ?? 'null') as { userId?: unknown; dropQueued?: unknown } | null
  } catch {
    return null
  }
}
