import {
  IconAlignJustified,
  IconAlignLeft,
  IconCalendar,
  IconCircleDot,
  IconDoorEnter,
  IconFlag,
  IconHash,
  IconInfoCircle,
  IconListNumbers,
  IconMail,
  IconNumbers,
  IconPhone,
  IconSquareCheck,
  IconStar,
  IconToggleLeft,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { TPageType, TQuestionType } from '@gifthub/shared/survey-rules';

const ICONS: Record<TQuestionType | Exclude<TPageType, 'question'>, Icon> = {
  'opinion-scale': IconNumbers,
  rating: IconStar,
  ranking: IconListNumbers,
  email: IconMail,
  'phone-number': IconPhone,
  website: IconWorld,
  'short-text': IconAlignLeft,
  'long-text': IconAlignJustified,
  number: IconHash,
  'single-choice': IconCircleDot,
  'multiple-choice': IconSquareCheck,
  boolean: IconToggleLeft,
  date: IconCalendar,
  welcome: IconDoorEnter,
  context: IconInfoCircle,
  final: IconFlag,
};

/** The icon of a page's type (its question type for question pages); decorative, the name says what it is. */
export function PageIcon({ type, questionType, size = 18 }: { type: TPageType; questionType: TQuestionType | null; size?: number }) {
  const I = type === 'question' ? ICONS[questionType ?? 'short-text'] : ICONS[type];
  return <I size={size} stroke={1.6} aria-hidden="true" />;
}
