import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { DeletedActions, DeletedSwitch } from '../../../../components/deleted-actions';
import type { TSurveyRef } from '../../api/page-cache';
import { useBinnedPages, usePageBin } from '../../api/page-bin';

export const EMPTY_DELETED_PAGES = 'There are no deleted pages.';
/** What Delete permanently says goes with a page. */
export const PAGE_PERMANENT_DELETE = 'Its question and settings are removed and cannot be restored.';

/** A deleted page goes to the bin: the Deleted pages switch lists them, each with Restore (back last) and Delete permanently. */
export function DeletedPages({ surveyRef }: { surveyRef: TSurveyRef }) {
  const [shown, setShown] = useState(false);
  const pages = useBinnedPages(surveyRef, shown);
  const bin = usePageBin(surveyRef);
  const rows = pages.data ?? [];
  return (
    <Stack gap="xs" data-testid="deleted-pages">
      <DeletedSwitch noun="pages" size="xs" checked={shown} onChange={setShown} />
      {shown && pages.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {EMPTY_DELETED_PAGES}
        </Text>
      )}
      {shown &&
        rows.map((p) => (
          <Stack key={p.id} gap={4} data-testid="deleted-page">
            <Text size="sm" fw={600}>
              {p.name}
            </Text>
            <DeletedActions
              name={p.name}
              consequence={PAGE_PERMANENT_DELETE}
              restoring={bin.restore.isPending && bin.restore.variables === p.id}
              deleting={bin.purge.isPending && bin.purge.variables === p.id}
              onRestore={() => bin.restore.mutate(p.id)}
              onDelete={() => bin.purge.mutate(p.id)}
            />
          </Stack>
        ))}
    </Stack>
  );
}
