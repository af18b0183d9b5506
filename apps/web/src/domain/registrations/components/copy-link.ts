import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';

export const LINK_COPIED = 'The gift registration link has been copied to your clipboard.';

/** Copies a gift link and says so. */
export function useCopyLink() {
  const clipboard = useClipboard({ timeout: 2000 });
  return (link: string) => {
    clipboard.copy(link);
    notifications.show({ title: 'Link copied', message: LINK_COPIED, color: 'green', withBorder: true });
  };
}
