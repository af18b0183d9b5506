import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, FileButton, Grid, Group, Image, Loader, Paper, SegmentedControl, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconExternalLink, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { RESOURCE_POST_TYPES, RESOURCE_TYPE_LABELS, resourceSlugOf, resourceTexts, ZResourceInput, type TAdminResource, type TResourceInput, type TResourceStatus } from '@gifthub/shared/resources';
import { ApiError } from '../../../lib/api-error';
import { zodValidate } from '../../../lib/form';
import { useAdminResource, useAdminResourceTags, useDeleteResource, useGenerateResourcePdf, useRemoveResourceFile, useResourceStatus, useSaveResource, useUploadResourceFile } from '../api/admin-resources';
import { ResourceContentEditor } from './admin-resource-content-editor';
import { ResourceStatusBadge } from './admin-resources-page';
import { UnsavedChangesGuard } from '../../../components/leave-guard';

type TValues = { title: string; slug: string; post_type: TResourceInput['post_type']; excerpt: string; content: string; tags: string[]; status: TResourceStatus };
const EMPTY: TValues = { title: '', slug: '', post_type: 'guide', excerpt: '', content: '', tags: [], status: 'draft' };
const valuesOf = (r: TAdminResource): TValues => ({ title: r.post_title, slug: r.post_name, post_type: r.post_type, excerpt: r.post_excerpt, content: r.content, tags: r.tags.map((t) => t.name), status: r.status });
const validate = zodValidate(ZResourceInput);
/** The API's messages per field, with a tag's (tags.2) shown on the tags input. */
const formErrors = (e: ApiError) => Object.fromEntries(Object.entries(e.fieldErrors()).map(([k, v]) => [k.startsWith('tags.') ? 'tags' : k, v]));

/** A saved resource's thumbnail and PDF: upload, replace, remove, and (guides) generate the PDF from the content. */
function ResourceFiles({ resource }: { resource: TAdminResource }) {
  const thumb = useUploadResourceFile(resource.ID, 'thumbnail');
  const pdf = useUploadResourceFile(resource.ID, 'pdf');
  const generate = useGenerateResourcePdf(resource.ID);
  const removeThumb = useRemoveResourceFile(resource.ID, 'thumbnail');
  const removePdf = useRemoveResourceFile(resource.ID, 'pdf');
  const error = [thumb, pdf, generate].map((m) => (m.error instanceof ApiError ? (Object.values(m.error.fieldErrors())[0] ?? m.error.message) : null)).find(Boolean);
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={500} mb={6}>
          Thumbnail
        </Text>
        {resource.thumbnail_url ? <Image src={resource.thumbnail_url} alt={`Thumbnail of ${resource.post_title}`} radius="sm" mb="xs" /> : <Text size="sm" c="dimmed" mb="xs">No thumbnail: the list shows a placeholder.</Text>}
        <Group gap="xs">
          <FileButton accept="image/png,image/jpeg,image/webp" onChange={(f) => f && thumb.mutate(f)}>
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconPhoto size={14} />} loading={thumb.isPending}>
                {resource.thumbnail_url ? 'Replace thumbnail' : 'Upload thumbnail'}
              </Button>
            )}
          </FileButton>
          {resource.thumbnail_url && (
            <Button size="xs" variant="subtle" color="red" onClick={() => removeThumb.mutate(undefined)} loading={removeThumb.isPending}>
              Remove
            </Button>
          )}
        </Group>
      </div>
      <div>
        <Text size="sm" fw={500} mb={6}>
          PDF download
        </Text>
        {resource.pdf_url ? (
          <Anchor href={resource.pdf_url} download={`${resource.post_name}.pdf`} size="sm" display="block" mb="xs">
            <IconFileTypePdf size={16} style={{ verticalAlign: 'text-bottom' }} /> {resource.post_name}.pdf
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" mb="xs">
            {resource.post_type === 'guide' ? 'No PDF yet: upload one or generate it from the saved content.' : 'Walkthroughs usually have no PDF.'}
          </Text>
        )}
        <Group gap="xs">
          <FileButton accept="application/pdf" onChange={(f) => f && pdf.mutate(f)}>
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconFileTypePdf size={14} />} loading={pdf.isPending}>
                Upload PDF
              </Button>
            )}
          </FileButton>
          <Button size="xs" variant="light" onClick={() => generate.mutate(undefined)} loading={generate.isPending} data-testid="generate-pdf">
            Generate from content
          </Button>
          {resource.pdf_url && (
            <Button size="xs" variant="subtle" color="red" onClick={() => removePdf.mutate(undefined)} loading={removePdf.isPending}>
              Remove
            </Button>
          )}
        </Group>
      </div>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Staff: write a guide or walkthrough (title, slug from the title until edited, type, excerpt, tags, rich text), save, publish, delete. */
export function AdminResourceEditorPage() {
  const params = useParams();
  const id = params.id === 'new' ? null : Number(params.id);
  const navigate = useNavigate();
  const loaded = useAdminResource(id ?? 0);
  const tags = useAdminResourceTags();
  const save = useSaveResource(id);
  const setStatus = useResourceStatus(id ?? 0);
  const remove = useDeleteResource(id ?? 0);
  const form = useForm<TValues>({ initialValues: EMPTY, validate });
  const [slugEdited, setSlugEdited] = useState(id !== null);
  const resource = loaded.data;

  useEffect(() => {
    if (!resource) return;
    form.setValues(valuesOf(resource));
    form.resetDirty(valuesOf(resource));
    // Only when another record (or a saved one) arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource?.ID, resource?.updated_at]);

  if (id !== null && (Number.isNaN(id) || loaded.isError))
    return (
      <Alert color="yellow" title={resourceTexts.notFound}>
        <Anchor component={Link} to="/admin/resources">
          Back to resources
        </Anchor>
      </Alert>
    );
  if (id !== null && !resource)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the resource" />
      </Center>
    );

  const submit = (status: TResourceStatus) =>
    form.onSubmit(
      (values) =>
        save.mutate(
          { ...values, status },
          {
            onSuccess: (r) => (id === null ? void navigate(`/admin/resources/${r.ID}`, { replace: true }) : undefined),
            onError: (e) => form.setErrors(e instanceof ApiError && Object.keys(e.errors).length ? formErrors(e) : { _: e.message }),
          },
        ),
      () => undefined,
    );
  const current = resource?.status ?? 'draft';
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete resource',
      children: <Text size="sm">{resourceTexts.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(undefined, { onSuccess: () => void navigate('/admin/resources') }),
    });

  return (
    <form onSubmit={submit(current)} noValidate>
      <UnsavedChangesGuard when={form.isDirty() && !save.isPending && !remove.isPending} />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Button component={Link} to="/admin/resources" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={6}>
            Resources
          </Button>
          <Title order={2} size="h3">
            {id === null ? 'New resource' : form.values.title || 'Untitled'}
          </Title>
          {resource && <ResourceStatusBadge status={resource.status} />}
        </Group>
        <Group gap="xs">
          {resource && (
            <Button component={Link} to={`/resources/${resource.post_name}`} target="_blank" variant="subtle" rightSection={<IconExternalLink size={14} />}>
              Preview
            </Button>
          )}
          <Button type="submit" variant="default" loading={save.isPending && save.variables?.status === current}>
            {id === null ? 'Save draft' : 'Save'}
          </Button>
          {current === 'published' ? (
            <Button
              variant="light"
              color="orange"
              // With unsaved edits, Unpublish saves them with the draft status: reloading the record would drop them.
              onClick={() => (form.isDirty() ? submit('draft')() : setStatus.mutate('draft'))}
              loading={setStatus.isPending || (save.isPending && save.variables?.status === 'draft')}
            >
              Unpublish
            </Button>
          ) : (
            <Button onClick={() => submit('published')()} loading={save.isPending && save.variables?.status === 'published'} data-testid="publish-resource">
              Publish
            </Button>
          )}
          {resource && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
      {form.errors._ && (
        <Alert color="red" mb="md" role="alert">
          {form.errors._}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <TextInput
              label="Title"
              withAsterisk
              {...form.getInputProps('title')}
              onChange={(e) => {
                const title = e.currentTarget.value;
                form.setFieldValue('title', title);
                if (!slugEdited) form.setFieldValue('slug', resourceSlugOf(title));
              }}
            />
            <TextInput
              label="Slug"
              withAsterisk
              description={`The address: /resources/${form.values.slug || '…'}`}
              {...form.getInputProps('slug')}
              onChange={(e) => {
                setSlugEdited(true);
                form.setFieldValue('slug', e.currentTarget.value);
              }}
            />
            <Textarea label="Excerpt" description="One or two sentences for the card in the list." autosize minRows={2} maxRows={5} {...form.getInputProps('excerpt')} />
            <ResourceContentEditor value={form.values.content} onChange={(html) => form.setFieldValue('content', html)} error={form.errors.content as string | undefined} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <div>
                  <Text size="sm" fw={500} mb={6} id="resource-type-label">
                    Type
                  </Text>
                  <SegmentedControl
                    fullWidth
                    aria-labelledby="resource-type-label"
                    data={RESOURCE_POST_TYPES.map((t) => ({ value: t, label: RESOURCE_TYPE_LABELS[t] }))}
                    {...form.getInputProps('post_type')}
                  />
                </div>
                <TagsInput
                  label="Tags"
                  description="Press Enter after each tag; new tags are created."
                  data={(tags.data ?? []).map((t) => t.name)}
                  splitChars={[',']}
                  clearable
                  {...form.getInputProps('tags')}
                />
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              {resource ? (
                <ResourceFiles resource={resource} />
              ) : (
                <Text size="sm" c="dimmed">
                  Save the resource to add a thumbnail and a PDF.
                </Text>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
