import { Alert, Button, Card, Center, Chip, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { RESOURCE_SECTIONS, resourceTexts, type TResourcePostType } from '@gifthub/shared/resources';
import { changeParams, PagingFooter } from '../../../components/list-controls';
import { PageHeader } from '../../../components/page-header';
import { RouteTabs } from '../../../components/route-tabs';
import { PRODUCT_NAME } from '../../../lib/product';
import { useResources } from '../api/get-resources';
import { ResourceCard } from './resource-card';

type TSectionSlug = (typeof RESOURCE_SECTIONS)[number]['slug'];
const TABS = RESOURCE_SECTIONS.map((s) => ({ value: s.slug, label: s.name }));

/** The section, tags and page a /resources address asks for (?section=walkthroughs&tags=a,b&page=2). */
export function readResourceParams(params: URLSearchParams) {
  const section = RESOURCE_SECTIONS.find((s) => s.slug === params.get('section')) ?? RESOURCE_SECTIONS[0];
  const tags = (params.get('tags') ?? '').split(',').filter((t) => /^[a-z0-9-]+$/.test(t));
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { section, type: section.post_type as TResourcePostType, tags, page };
}

/**
 * Resources (spec 3 §2.9): tabs Guides & Downloads (guides, with their PDFs) and Walkthroughs, tag filter toggles,
 * 24 a page. The section, tags and page live in the query string, so a filtered list can be shared and reloaded.
 */
export function ResourcesPage() {
  const [params, setParams] = useSearchParams();
  const { section, type, tags, page } = readResourceParams(params);
  const list = useResources({ type, tags, page });
  const update = (changes: Record<string, string | null>) => setParams((prev) => changeParams(prev, changes));
  const posts = list.data?.data ?? [];
  const available = list.data?.tags ?? [];

  return (
    <>
      <PageHeader title="Resources" description={`Guides, downloads and walkthroughs for getting the most out of ${PRODUCT_NAME} HUB.`} />
      <RouteTabs<TSectionSlug> value={section.slug} tabs={TABS} onChange={(v) => update({ section: v === RESOURCE_SECTIONS[0].slug ? null : v, tags: null })}>
        {available.length > 0 && (
          <Group gap="xs" mb="lg" align="center" role="group" aria-label="Filter by tag" data-testid="resource-tags">
            <Text size="sm" fw={500} mr={4}>
              Filter by tag
            </Text>
            <Chip.Group multiple value={tags} onChange={(v) => update({ tags: v.length ? v.join(',') : null })}>
              {available.map((t) => (
                <Chip key={t.slug} value={t.slug} size="sm" variant="outline" data-testid={`tag-${t.slug}`}>
                  {t.name}
                </Chip>
              ))}
            </Chip.Group>
            {tags.length > 0 && (
              <Button size="compact-sm" variant="subtle" leftSection={<IconFilterOff size={14} />} onClick={() => update({ tags: null })}>
                Clear filters
              </Button>
            )}
          </Group>
        )}
        {list.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading resources" />
          </Center>
        ) : list.isError ? (
          <Alert color="red" title="Resources">
            The resources could not be loaded. Please try again later.
          </Alert>
        ) : posts.length === 0 ? (
          <Card withBorder radius="md" padding="xl" data-testid="resources-empty">
            <Text ta="center" fw={500}>
              {tags.length ? resourceTexts.empty : resourceTexts.emptyAll}
            </Text>
            {tags.length > 0 && (
              <Text ta="center" size="sm" c="dimmed" mt={4}>
                Try different tags, or clear the filters to see everything in {section.name}.
              </Text>
            )}
          </Card>
        ) : (
          <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '980px': 3 }} spacing="lg" data-testid="resources-grid" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {posts.map((p) => (
              <ResourceCard key={p.ID} post={p} />
            ))}
          </SimpleGrid>
        )}
        {list.data && list.data.meta.total > 0 && <PagingFooter meta={list.data.meta} shown={posts.length} noun="resources" perPage={list.data.meta.per_page} onPage={(p) => update({ page: p > 1 ? String(p) : null })} />}
      </RouteTabs>
    </>
  );
}
