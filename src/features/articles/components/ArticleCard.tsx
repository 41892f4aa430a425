import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { formatDate } from '@/lib/formats/format'
import { ARTICLE_CATEGORY_NAMES, TAG_NAMES, type Article } from '../data/articles'
import { AnchorLink } from '@/ui/links'

export function ArticleCard({
  article,
  featured = false,
  headingLevel = 2,
}: {
  article: Article
  featured?: boolean
  headingLevel?: 2 | 3
}) {
  const label = article.category ? ARTICLE_CATEGORY_NAMES[article.category] : TAG_NAMES[article.tags[0]]
  return (
    <Card withBorder padding="md" radius="md" component="article" h="100%">
      <Card.Section>
        <Image src={article.imageUrl} alt={article.imageAlt} h={featured ? 260 : 170} fit="cover" loading="lazy" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap="xs">
          <Badge variant="light">{label}</Badge>
          <Text size="xs" c="dimmed">
            {formatDate(article.date)}
          </Text>
        </Group>
        <Title order={headingLevel} size={featured ? 'h3' : 'h5'}>
          <AnchorLink to="/informativos/$slug" params={{ slug: article.slug }} c="inherit">
            {article.title}
          </AnchorLink>
        </Title>
        <Text size="xs" c="dimmed">
          Por {article.author}
        </Text>
        <Text size="sm" lineClamp={featured ? 4 : 3}>
          {article.excerpt}
        </Text>
      </Stack>
    </Card>
  )
}
