import { Center, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A map's state in words ("Carregando mapa...", errors, nothing to show), where the map goes. */
export function MapMessage({
  children,
  height,
  overlay = false,
}: {
  children: ReactNode
  height: number | string
  overlay?: boolean
}) {
  return (
    <Center
      h={height}
      bg="gray.1"
      role="status"
      style={overlay ? { position: 'absolute', inset: 0, zIndex: 1, height: 'auto' } : { borderRadius: 8 }}
    >
      <Text c="gray.8">{children}</Text>
    </Center>
  )
}
