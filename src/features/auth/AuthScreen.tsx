import { Anchor, Container, Paper, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The account screens' frame: a narrow card under the page's heading, and the way back to the login. */
export function AuthScreen({
  title,
  backToLogin = false,
  children,
}: {
  title: string
  backToLogin?: boolean
  children: ReactNode
}) {
  return (
    <Container size={480} py="xl">
      <Title order={1} ta="center" mb="lg">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
      {backToLogin && (
        <Text ta="center" mt="md">
          <Anchor component={Link} to="/login">
            Voltar para o login
          </Anchor>
        </Text>
      )}
    </Container>
  )
}
