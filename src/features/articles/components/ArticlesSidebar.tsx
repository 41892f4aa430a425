import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_NAMES, TAGS, TAG_NAMES, articlesInCategory } from '../data/articles'
import { AnchorLink, BadgeLink } from '@/ui/links'

/** Search, category counts and tag cloud, beside every article list. */
export function ArticlesSidebar({ search = '' }: { search?: string }) {
  const navigate = useNavigate()
  const [texto, setTexto] = useState(search)
  return (
    <Stack gap="lg" component="aside" aria-label="Navegar pelos informativos">
      <form
        role="search"
        method="get"
        action="/informativos"
        onSubmit={(event) => {
          event.preventDefault()
          void navigate({ to: '/informativos', search: { search: texto.trim() || undefined, page: 1 } })
        }}
      >
        <TextInput
          aria-label="Buscar nos informativos"
          placeholder="Buscar nos informativos"
          name="search"
          value={texto}
          onChange={(event) => setTexto(event.currentTarget.value)}
          rightSection={<IconSearch size={18} aria-hidden />}
        />
      </form>
      <Paper withBorder p="md">
        <Title order={2} size="h5" mb="xs">
          Categorias
        </Title>
        <Stack gap={6}>
          {ARTICLE_CATEGORIES.map((category) => (
            <Group key={category} justify="space-between">
              <AnchorLink to="/categories/$categoria" params={{ categoria: category }}>
                {ARTICLE_CATEGORY_NAMES[category]}
              </AnchorLink>
              <Text size="sm" c="dimmed">
                ({articlesInCategory(category).length})
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h5" mb="xs">
          Tags
        </Title>
        <Group gap={6}>
          {TAGS.map((tag) => (
            <BadgeLink key={tag} to="/tags/$tag" params={{ tag }} variant="outline" style={{ cursor: 'pointer' }}>
              {TAG_NAMES[tag]}
            </BadgeLink>
          ))}
        </Group>
      </Paper>
    </Stack>
  )
}
