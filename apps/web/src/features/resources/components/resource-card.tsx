import { AspectRatio, Badge, Button, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconDownload, IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TResourcePost } from '@gifthub/shared/resources';
import classes from './resources.module.css';

/** The guide's PDF, saved under the post's slug. */
export function DownloadPdfButton({ post, size = 'xs' }: { post: Pick<TResourcePost, 'pdf_url' | 'post_name' | 'post_title'>; size?: string }) {
  if (!post.pdf_url) return null;
  return (
    <Button component="a" href={post.pdf_url} download={`${post.post_name}.pdf`} size={size} variant="light" leftSection={<IconDownload size={16} />} aria-label={`Download PDF of ${post.post_title}`}>
      Download PDF
    </Button>
  );
}

/** A post of the Resources grid: thumbnail (or a neat placeholder), title, excerpt, tags and its actions. */
export function ResourceCard({ post }: { post: TResourcePost }) {
  const guide = post.post_type === 'guide';
  const Icon = guide ? IconBook2 : IconRoute;
  const to = `/resources/${post.post_name}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`resource-card-${post.post_name}`}>
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {post.thumbnail_url ? (
            <Image src={post.thumbnail_url} alt="" loading="lazy" />
          ) : (
            <Center className={classes.placeholder} aria-hidden>
              <Icon size={48} stroke={1.4} />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} size="h4">
          <Text component={Link} to={to} inherit c="inherit" td="none">
            {post.post_title}
          </Text>
        </Title>
        {post.post_excerpt && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.post_excerpt}
          </Text>
        )}
        {post.tags.length > 0 && (
          <Group gap={6}>
            {post.tags.map((t) => (
              <Badge key={t.slug} variant="light" color="gray" size="sm" tt="none">
                {t.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Group gap="xs" mt="md">
        <Button component={Link} to={to} size="xs" variant={guide ? 'default' : 'light'} aria-label={`${guide ? 'Read' : 'View'} ${post.post_title}`}>
          {guide ? 'Read guide' : 'View walkthrough'}
        </Button>
        {guide && <DownloadPdfButton post={post} />}
      </Group>
    </Card>
  );
}
