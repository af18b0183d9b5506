import type { TPageType, TQuestionType, TRuleOperator, TSourceFormType, TSurveyCategory } from '@gifthub/shared/survey-rules';

/** A seeded question: its type and what differs from the type's defaults. */
export type TSeedQuestion = { type: TQuestionType; name: string; required?: boolean; options?: string[]; other?: boolean; max?: number; minLabel?: string; maxLabel?: string };
/** A dynamic rule by the positions of its question's page and its target page in the survey's list. */
export type TSeedRule = { questionPage: number; operation: TRuleOperator; value: string; page: number };
export type TSeedPage = { type: TPageType; title?: string; subtitle?: string; question?: TSeedQuestion; rules?: TSeedRule[] };
export type TSeedSurvey = {
  name: string;
  slug: string;
  category: TSurveyCategory;
  active: boolean;
  ageDays: number;
  responses: number;
  pages: TSeedPage[];
  sources: { name: string; type: TSourceFormType; slug: string; active?: boolean }[];
};

const welcome = (title: string, subtitle = ''): TSeedPage => ({ type: 'welcome', title, subtitle });
const end = (title = 'Thanks for filling out our survey!'): TSeedPage => ({ type: 'final', title });
const q = (question: TSeedQuestion, rules?: TSeedRule[]): TSeedPage => ({ type: 'question', question, ...(rules ? { rules } : {}) });

const SOURCES: TSeedSurvey['sources'] = [
  { name: 'Newsletter', type: 'link', slug: 'newsletter' },
  { name: 'LinkedIn post', type: 'linkedin', slug: 'linkedin' },
  { name: 'Thank-you campaign', type: 'campaign', slug: 'campaign' },
];

/** Four surveys of different categories: three published with responses, one draft. */
export const SEED_SURVEYS: TSeedSurvey[] = [
  {
    name: 'Client Satisfaction 2026',
    slug: 'client-satisfaction-2026',
    category: 'feedback',
    active: true,
    ageDays: 45,
    responses: 220,
    pages: [
      welcome('How are we doing?', 'Five quick questions about working with us. It takes about two minutes.'),
      q({ type: 'opinion-scale', name: 'How likely are you to recommend us to a colleague?', required: true, minLabel: 'Not likely', maxLabel: 'Very likely' }),
      // A low rating skips the services question and goes straight to what went wrong.
      q({ type: 'rating', name: 'How would you rate our customer service?', required: true }, [{ questionPage: 2, operation: 'lte', value: '2', page: 4 }]),
      q({ type: 'single-choice', name: 'Which of our services do you use most?', options: ['Corporate gifts', 'Client thank-yous', 'Employee rewards', 'Event giveaways'], other: true }),
      q({ type: 'long-text', name: 'Is there anything we could do better?' }),
      end(),
    ],
    sources: SOURCES,
  },
  {
    name: 'Event Registration: Winter Mixer',
    slug: 'event-registration-winter-mixer',
    category: 'registration',
    active: true,
    ageDays: 40,
    responses: 160,
    pages: [
      welcome('Winter Mixer', 'Join us for drinks and canapés. Register below.'),
      q({ type: 'email', name: 'Your e-mail address', required: true }),
      q({ type: 'phone-number', name: 'A phone number we can reach you on' }),
      q({ type: 'date', name: 'Which evening suits you best?', required: true }),
      q({ type: 'boolean', name: 'Will you bring a guest?', required: true }),
      q({ type: 'multiple-choice', name: 'Any dietary requirements?', options: ['Vegetarian', 'Vegan', 'Gluten free', 'Nut allergy'], other: true }),
      end('Thanks, you are on the list! We will e-mail the details.'),
    ],
    sources: SOURCES.slice(0, 2),
  },
  {
    name: 'Product Research',
    slug: 'product-research',
    category: 'research',
    active: true,
    ageDays: 30,
    responses: 120,
    pages: [
      q({ type: 'ranking', name: 'Rank these features by how much they matter to you', options: ['Price', 'Delivery speed', 'Gift choice', 'Branding'] }),
      q({ type: 'number', name: 'How many people work in your team?' }),
      q({ type: 'website', name: "What is your company's website?" }),
      q({ type: 'short-text', name: 'What is your job title?' }),
      end(),
    ],
    sources: [SOURCES[0]!, { name: 'Twitter', type: 'twitter', slug: 'twitter', active: false }],
  },
  {
    name: 'New Starter Onboarding',
    slug: 'new-starter-onboarding',
    category: 'orientation',
    active: false,
    ageDays: 3,
    responses: 0,
    pages: [welcome('Welcome aboard!'), q({ type: 'short-text', name: 'What would have made your first week easier?' }), end()],
    sources: [SOURCES[0]!],
  },
];

export const TEXT_ANSWERS: Partial<Record<TQuestionType, string[]>> = {
  'long-text': [
    'Faster replies to e-mails would help.',
    'Nothing, keep it up!',
    'The tracking page could show more detail about where a parcel is.',
    'More vegan options in the hampers, please.',
    'Invoices are sometimes hard to match to orders.',
  ],
  'short-text': ['Office Manager', 'Head of People', 'Marketing Lead', 'Founder', 'Account Director', 'Operations Manager'],
};
export const NAMES = ['amelia', 'oliver', 'isla', 'george', 'ava', 'arthur', 'freya', 'noah', 'lily', 'leo', 'sofia', 'oscar', 'grace', 'harry'];
export const COMPANIES = ['northbank', 'brightside', 'oakfield', 'kestrel', 'meridian', 'larkspur', 'harbour'];

/** Notes a team leaves on a response (the Responses tab's side panel), one or two on some started responses. */
export const RESPONSE_NOTES = [
  'Called back to thank them: happy for us to quote the feedback.',
  'Passed the comment on to the events team.',
  'Asked for a follow-up call next week.',
  'Sent a thank-you gift from the Summer campaign.',
  'Duplicate of an earlier response from the same company.',
  'Flagged for the quarterly review.',
];
