import type { TTemplate } from '@gifthub/shared/survey-templates';
import { DeletedActions } from '../../../../components/deleted-actions';
import { useDeleteTemplatePermanently, useRestoreTemplate } from '../../api/template-restore';

/** What Delete permanently says goes with a template. */
export const TEMPLATE_PERMANENT_DELETE = 'Its pages and questions are removed and it cannot be restored. Surveys made from it stay.';

/** A deleted template's Restore and Delete permanently (the gallery's Deleted switch, product admins). */
export function DeletedTemplateActions({ template }: { template: TTemplate }) {
  const restore = useRestoreTemplate();
  const remove = useDeleteTemplatePermanently();
  return (
    <DeletedActions
      name={template.name}
      consequence={TEMPLATE_PERMANENT_DELETE}
      restoring={restore.isPending && restore.variables === template.id}
      deleting={remove.isPending && remove.variables === template.id}
      onRestore={() => restore.mutate(template.id)}
      onDelete={() => remove.mutate(template.id)}
    />
  );
}
