import { Text, type ButtonProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TProductRequest } from '@gifthub/shared/corporate-products';
import { WriteButton } from '../../../../components/write-button';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useCancelProductRequest } from '../../api/save-product-request';

export const CANCEL_TEXTS = {
  title: 'Cancel this request?',
  body: (name: string) => `The request for ${name} will be cancelled and will not be made. This can not be undone.`,
  confirm: 'Cancel Request',
  keep: 'Keep Request',
} as const;

/** Cancel Request (spec 3 §4: a pending request may be cancelled), after asking. */
export function CancelRequestButton({ request, size = 'sm' }: { request: TProductRequest; size?: ButtonProps['size'] }) {
  const { teamId } = useSession();
  const cancel = useCancelProductRequest(teamId, request.id);
  const run = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', title: 'Request cancelled', message: request.name }),
      onError: (e) => notifications.show({ color: 'red', title: 'The request could not be cancelled', message: e instanceof ApiError ? e.message : 'Please try again later.' }),
    });
  const ask = () =>
    modals.openConfirmModal({
      title: CANCEL_TEXTS.title,
      children: <Text size="sm">{CANCEL_TEXTS.body(request.name)}</Text>,
      labels: { confirm: CANCEL_TEXTS.confirm, cancel: CANCEL_TEXTS.keep },
      confirmProps: { color: 'red' },
      onConfirm: run,
    });
  return (
    <WriteButton size={size} variant="light" color="red" loading={cancel.isPending} onClick={ask} aria-label={`Cancel the request for ${request.name}`}>
      Cancel
    </WriteButton>
  );
}
