import { useEffect, useMemo } from 'react';
import { Alert, Anchor, Badge, Box, Center, Group, Loader, Text, Typography } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { RESOURCE_TYPE_LABELS, resourceSectionOf, resourceTexts } from '@gifthub/shared/resources';
import { PageHeader } from '../../../components/page-header';
import { useResource } from '../api/get-resources';
import { DownloadPdfButton } from './resource-card';
import { ResourceNav, useActiveHeading } from './resource-nav';
import classes from './resources.module.css';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to the heading and moves the focus to it (screen readers then read on from there). */
export function goToHeading(id: string) {
  const el = document.getElementById(id);
  if (!el) return false;
  el.setAttribute('tabindex', '-1');
  el.scrollIntoView?.({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
  return true;
}

/**
 * A resource (/resources/{slug}, spec 3 §2.9): the post's sanitised HTML with a side navigation built from its h2 and
 * h3 headings. Following the navigation updates the address's hash; opening an address with a hash scrolls to it.
 */
export function ResourcePage() {
  const { slug = '' } = useParams();
  const post = useResource(slug);
  const location = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 75em)') ?? false;
  const headings = useMemo(() => post.data?.headings ?? [], [post.data]);
  const ids = useMemo(() => headings.map((h) => h.id), [headings]);
  const [active, setActive] = useActiveHeading(ids);

  // On load with a hash, and when the hash changes (the navigation, or Back): the heading it names.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (post.data && id && goToHeading(id)) setActive(id);
  }, [post.data, location.hash, setActive]);

  const go = (id: string) => {
    setActive(id);
    if (decodeURIComponent(location.hash.slice(1)) === id) goToHeading(id);
    else void navigate({ hash: `#${id}` }, { preventScrollReset: true });
  };

  if (post.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the resource" />
      </Center>
    );
  if (post.isError || !post.data)
    return (
      <>
        <PageHeader title="Resources" crumbs={[{ label: 'Resources', to: '/resources' }]} />
        <Alert color="yellow" title={resourceTexts.notFound} data-testid="resource-missing">
          This guide may have moved or been withdrawn.{' '}
          <Anchor component={Link} to="/resources">
            Back to Resources
          </Anchor>
        </Alert>
      </>
    );

  const p = post.data;
  const section = resourceSectionOf(p.post_type);
  const body = (
    <Box className={classes.article} style={{ flex: 1, maxWidth: 760 }}>
      <Typography>
        <div data-testid="resource-content" dangerouslySetInnerHTML={{ __html: p.post_content }} />
      </Typography>
    </Box>
  );

  return (
    <>
      <PageHeader
        title={p.post_title}
        crumbs={[{ label: 'Resources', to: '/resources' }, { label: section.name, to: section.slug === 'guides' ? '/resources' : `/resources?section=${section.slug}` }, { label: p.post_title }]}
        actions={<DownloadPdfButton post={p} size="sm" />}
        description={p.post_excerpt || undefined}
      />
      <Group gap={6} mb="lg">
        <Badge variant="light">{RESOURCE_TYPE_LABELS[p.post_type]}</Badge>
        {p.status === 'draft' && (
          <Badge color="orange" variant="light">
            Draft preview
          </Badge>
        )}
        {p.tags.map((t) => (
          <Badge key={t.slug} variant="light" color="gray" tt="none">
            {t.name}
          </Badge>
        ))}
      </Group>
      {wide ? (
        <Group align="flex-start" gap="xl" wrap="nowrap">
          {body}
          <Box w={240} style={{ flexShrink: 0, alignSelf: 'stretch' }}>
            <ResourceNav headings={headings} active={active} onGo={go} wide />
          </Box>
        </Group>
      ) : (
        <>
          <ResourceNav headings={headings} active={active} onGo={go} wide={false} />
          {body}
        </>
      )}
      {!headings.length && !p.post_content && <Text c="dimmed">This resource has no content yet.</Text>}
    </>
  );
}
