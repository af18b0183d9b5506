import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { surveyTexts } from '@gifthub/shared/survey-rules';

/** Copies a link and says so with the spec's notice (spec 2 §8). */
export function useCopyLink() {
  const clipboard = useClipboard({ timeout: 2000 });
  return (url: string) => {
    clipboard.copy(url);
    notifications.show({ message: surveyTexts.copied, color: 'green', withBorder: true });
  };
}
