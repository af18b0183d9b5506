// Surveys (spec 2): the kinds of survey, page and question, their defaults, the page logic each page may have,
// the rule operators per question type and the theme defaults. No zod here: the light public survey page
// imports this file (surveys.ts holds the API's schemas).

export const SURVEY_CATEGORIES = ['research', 'feedback', 'lead', 'registration', 'demographics', 'event', 'orientation', 'other'] as const;
export type TSurveyCategory = (typeof SURVEY_CATEGORIES)[number];
export const SURVEY_CATEGORY_LABELS: Record<TSurveyCategory, string> = {
  research: 'Research',
  feedback: 'Feedback',
  lead: 'Lead',
  registration: 'Registration',
  demographics: 'Demographics',
  event: 'Event',
  orientation: 'Orientation',
  other: 'Other',
};
/** A new survey's type (spec 2 §1). */
export const SURVEY_TYPES = ['standard'] as const;
export type TSurveyType = (typeof SURVEY_TYPES)[number];

export const PAGE_TYPES = ['question', 'welcome', 'context', 'final'] as const;
export type TPageType = (typeof PAGE_TYPES)[number];

export const QUESTION_TYPES = [
  'short-text',
  'long-text',
  'email',
  'phone-number',
  'date',
  'website',
  'number',
  'single-choice',
  'multiple-choice',
  'opinion-scale',
  'rating',
  'ranking',
  'boolean',
] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<TQuestionType, string> = {
  'opinion-scale': 'Opinion Scale',
  rating: 'Rating',
  ranking: 'Ranking',
  email: 'Email',
  'phone-number': 'Phone Number',
  website: 'Website',
  'short-text': 'Short Text',
  'long-text': 'Long Text',
  number: 'Number',
  'single-choice': 'Single Choice',
  'multiple-choice': 'Multiple Choice',
  boolean: 'Yes/No',
  date: 'Date',
};
export const PAGE_TYPE_LABELS: Record<TPageType, string> = { question: 'Question', welcome: 'Welcome', context: 'Statement', final: 'Survey End' };

/** A choice of the Add New Survey Page modal: a page type, and for a question page its question type. */
export type TPageChoice = { type: TPageType; question_type: TQuestionType | null; label: string };
const q = (t: TQuestionType): TPageChoice => ({ type: 'question', question_type: t, label: QUESTION_TYPE_LABELS[t] });
const p = (t: Exclude<TPageType, 'question'>): TPageChoice => ({ type: t, question_type: null, label: PAGE_TYPE_LABELS[t] });
/** The Add New Survey Page modal's four groups (spec 2 §2), in order. */
export const PAGE_CHOICE_GROUPS: { label: string; choices: TPageChoice[] }[] = [
  { label: 'Rating & Ranking', choices: [q('opinion-scale'), q('rating'), q('ranking')] },
  { label: 'Text & Contact Info', choices: [q('email'), q('phone-number'), q('website'), q('short-text'), q('long-text'), q('number')] },
  { label: 'Single & Multiple Choice', choices: [q('single-choice'), q('multiple-choice'), q('boolean'), q('date')] },
  { label: 'Static & Context pages', choices: [p('welcome'), p('context'), p('final')] },
];

export const LOGIC_TYPES = ['next_page', 'specific_page', 'dynamic', 'campaign', 'external_url', 'hide'] as const;
export type TLogicType = (typeof LOGIC_TYPES)[number];
export const LOGIC_TYPE_LABELS: Record<TLogicType, string> = {
  next_page: 'Go to the next page',
  specific_page: 'Go to a specific page',
  dynamic: 'Dynamic (rules)',
  campaign: 'Send a campaign gift',
  external_url: 'Go to a web address',
  hide: 'Hide the button (ends the survey)',
};
/** Which page logic each page type may have (spec 2 §4); the first is the page's default. */
export const LOGIC_BY_PAGE_TYPE: Record<TPageType, readonly TLogicType[]> = {
  welcome: ['next_page', 'specific_page'],
  context: ['next_page', 'specific_page', 'campaign', 'external_url', 'hide'],
  final: ['hide', 'campaign', 'external_url'],
  question: ['next_page', 'dynamic'],
};
export const logicAllowed = (pageType: TPageType, logic: TLogicType) => LOGIC_BY_PAGE_TYPE[pageType].includes(logic);

// ---------------------------------------------------------------- rule operators (spec 2 §5)

export const RULE_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'starts-with', 'ends-with', 'not-starts-with', 'not-ends-with', 'contains'] as const;
export type TRuleOperator = (typeof RULE_OPERATORS)[number];
export const RULE_OPERATOR_LABELS: Record<TRuleOperator, string> = {
  eq: 'Is',
  neq: 'Is Not',
  lt: 'Is less than',
  lte: 'Is less than or equal to',
  gt: 'Is greater than',
  gte: 'Is greater than or equal to',
  'starts-with': 'Starts with',
  'ends-with': 'Ends with',
  'not-starts-with': 'Does not start with',
  'not-ends-with': 'Does not end with',
  contains: 'Contains',
};
const ORDERED: readonly TQuestionType[] = ['opinion-scale', 'rating', 'ranking', 'number', 'date'];
export const TEXT_QUESTION_TYPES: readonly TQuestionType[] = ['short-text', 'long-text', 'email', 'phone-number', 'website'];
/** Boolean: Is and Is Not; every other type adds to them: the ordered ones <, ≤, >, ≥; the text ones the text tests. */
export function operatorsFor(type: TQuestionType): TRuleOperator[] {
  if (ORDERED.includes(type)) return ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'];
  if (TEXT_QUESTION_TYPES.includes(type)) return ['eq', 'neq', 'starts-with', 'ends-with', 'not-starts-with', 'not-ends-with', 'contains'];
  return ['eq', 'neq'];
}
/** Types whose rule value is picked from the question's own values (spec 2 §5), not typed. */
export const PICKED_RULE_VALUE: readonly TQuestionType[] = ['boolean', 'single-choice', 'multiple-choice', 'opinion-scale', 'rating'];

/**
 * A dynamic rule: when question's answer passes operation against value, go to page. For ranking, value names one
 * of its options and rank is the place compared (1 is first): "Price is ranked at most 2nd".
 */
export type TLogicRule = { question: number; operation: TRuleOperator; value: string; page: number; rank?: number | null };
/** A page's logic value: specific_page the page id as text, external_url the address, campaign its campaign and e-mail question. */
export type TCampaignLogicValue = { campaign: number | null; email_question: number | null };
export type TLogicValue = string | TCampaignLogicValue | null;

// ---------------------------------------------------------------- settings ranges (spec 2 §5)

export const OPINION_MAX = { min: 5, max: 10, default: 10 } as const;
export const RATING_MAX = { min: 3, max: 10, default: 5 } as const;
/** A rating draws smaller stars above this many. */
export const RATING_SMALL_STARS_FROM = 8;
export const DATE_FORMATS = ['DDMMYYYY', 'MMDDYYYY', 'YYYYMMDD'] as const;
export type TDateFormat = (typeof DATE_FORMATS)[number];
export const DATE_SEPARATORS = ['/', '.', '-'] as const;
export type TDateSeparator = (typeof DATE_SEPARATORS)[number];
export const LONG_TEXT_ROWS = 4;
export const CHOICE_TYPES: readonly TQuestionType[] = ['single-choice', 'multiple-choice', 'ranking'];
/** The Other option exists for single and multiple choice only. */
export const OTHER_OPTION_TYPES: readonly TQuestionType[] = ['single-choice', 'multiple-choice'];
export const OPTIONS_MAX = 50;
export const OPTION_MAX_LENGTH = 200;
/** Longest answer kept: long text; others are shorter by their nature. */
export const ANSWER_TEXT_MAX = 5000;
export const SHORT_TEXT_MAX = 500;

// ---------------------------------------------------------------- page and question defaults (spec 2 §4)

export type TQuestionSettings = {
  type: TQuestionType;
  name: string;
  description: string;
  required: boolean;
  options: string[];
  other_option: boolean;
  vertical: boolean;
  start_from_zero: boolean;
  max_value: number | null;
  min_label: string;
  max_label: string;
  yes_value: string;
  no_value: string;
  format: TDateFormat;
  separator: TDateSeparator;
};

export type TPageDefaults = {
  name: string;
  title: string;
  subtitle: string;
  button_text: string;
  page_logic_type: TLogicType;
  question: TQuestionSettings | null;
};

export const DEFAULT_BUTTON_TEXT = 'Next';

/** A question of a type as a new page gets it: three empty options, Yes and No, rating 5, opinion scale 1 to 10. */
export function questionDefaults(type: TQuestionType): TQuestionSettings {
  return {
    type,
    name: '',
    description: '',
    required: false,
    options: CHOICE_TYPES.includes(type) ? ['', '', ''] : [],
    other_option: false,
    vertical: false,
    start_from_zero: false,
    max_value: type === 'rating' ? RATING_MAX.default : type === 'opinion-scale' ? OPINION_MAX.default : null,
    min_label: '',
    max_label: '',
    yes_value: 'Yes',
    no_value: 'No',
    format: 'DDMMYYYY',
    separator: '/',
  };
}

/** What a new page of a type starts with (spec 2 §4). */
export function pageDefaults(type: TPageType, questionType: TQuestionType | null): TPageDefaults {
  if (type === 'welcome') return { name: 'Welcome', title: 'Welcome to our survey.', subtitle: '', button_text: "Let's get started!", page_logic_type: 'next_page', question: null };
  if (type === 'context') return { name: 'Statement', title: 'Statement', subtitle: '', button_text: DEFAULT_BUTTON_TEXT, page_logic_type: 'next_page', question: null };
  if (type === 'final') return { name: 'End Page', title: 'Thanks for filling out our survey!', subtitle: '', button_text: DEFAULT_BUTTON_TEXT, page_logic_type: 'hide', question: null };
  const qt = questionType ?? 'short-text';
  return { name: QUESTION_TYPE_LABELS[qt], title: '', subtitle: '', button_text: DEFAULT_BUTTON_TEXT, page_logic_type: 'next_page', question: questionDefaults(qt) };
}

// ---------------------------------------------------------------- sources

export const SOURCE_FORM_TYPES = ['link', 'facebook', 'instagram', 'twitter', 'linkedin', 'campaign'] as const;
export type TSourceFormType = (typeof SOURCE_FORM_TYPES)[number];
export const SOURCE_TYPES = ['link', 'social', 'campaign'] as const;
export type TSourceType = (typeof SOURCE_TYPES)[number];
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin'] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOURCE_FORM_LABELS: Record<TSourceFormType, string> = { link: 'Link', facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter', linkedin: 'LinkedIn', campaign: 'Campaign' };
/** The form's type as stored: social networks are type social with their platform (spec 2 §3). */
export const storedSource = (t: TSourceFormType): { type: TSourceType; platform: TSocialPlatform | null } =>
  (SOCIAL_PLATFORMS as readonly string[]).includes(t) ? { type: 'social', platform: t as TSocialPlatform } : { type: t as TSourceType, platform: null };
export const formSourceType = (type: TSourceType, platform: TSocialPlatform | null): TSourceFormType => (type === 'social' && platform ? platform : type === 'social' ? 'link' : type);
/** A slug from a name: lower case, dashes between words (spec 2 §5), as the source form fills it until edited. */
export const surveySlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

// ---------------------------------------------------------------- styles (spec 2 §3, §9)

export type TSurveyStyles = {
  page_bg_image: string | null;
  page_bg_color: string;
  question_color: string;
  question_size: string;
  question_font: string;
  answer_color: string;
  answer_size: string;
  answer_font: string;
  button_font: string;
  button_bg_color: string;
  button_color: string;
};
export const FONT_SIZES = [
  { label: 'Small', value: '24px' },
  { label: 'Medium', value: '30px' },
  { label: 'Large', value: '36px' },
] as const;
export const STYLE_SWATCHES = ['#222222', '#27376c', '#2f65b4', '#3b82be'] as const;
export const DEFAULT_STYLES: TSurveyStyles = {
  page_bg_image: null,
  page_bg_color: '#FFFFFF',
  question_color: '#333333',
  question_size: '24px',
  question_font: 'Lato',
  answer_color: '#2f65b4',
  answer_size: '24px',
  answer_font: 'Lato',
  button_font: 'Lato',
  button_bg_color: '#2f65b4',
  button_color: '#FFFFFF',
};

// ---------------------------------------------------------------- figures (spec 2 §9)

/** Engagement rate = started / views; completion rate = complete / views; rounded percent, 0 without views. */
export const ratePercent = (part: number, views: number) => (views > 0 ? Math.round((part / views) * 100) : 0);

// ---------------------------------------------------------------- texts (spec 2 §2, §5, §8)

export const surveyTexts = {
  deleteConfirm: 'Are you sure you want to delete this survey?',
  copied: 'Copied: The link has been copied to your clipboard.',
  answerRequired: 'Answer to this question is required.',
  answerInvalid: 'This answer does not appear to be valid.',
  previewBar: 'Preview mode: answers are not saved.',
  noResponses: 'This survey does not have any responses yet.',
  rewardUnavailable: "Automatic Reward Unavailable: We're unable to automatically send you the reward at this time. Please contact us to claim your reward.",
  fetchingCampaigns: 'Fetching Campaigns...',
  emailQuestionHint: 'A campaign gift is sent to the e-mail address a respondent gives: add an Email page before this page.',
  createEmailPage: 'Create an Email page',
  validationFailed: 'Validation Failed',
  surveyClosed: 'This survey is not taking responses.',
  completed: 'This response is already complete.',
  resumeLink: 'Continue on another device',
} as const;
