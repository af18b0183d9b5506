import type { TTemplateStatus } from '@gifthub/shared/survey-templates';
import type { TPageType, TSurveyCategory } from '@gifthub/shared/survey-rules';
import type { TSeedQuestion, TSeedRule } from './seed-surveys-data';

/** A template's question: the seeded survey question and a few settings more. */
export type TTemplateQuestion = TSeedQuestion & { description?: string; zero?: boolean; yes?: string; no?: string; vertical?: boolean };
/**
 * A template's page. rules: dynamic logic by the positions of its question's page and its target (as the surveys'
 * seed); goTo: a statement's specific page, by position.
 */
export type TTemplatePage = { type: TPageType; name?: string; title?: string; subtitle?: string; button?: string; question?: TTemplateQuestion; rules?: TSeedRule[]; goTo?: number };
/** theme: a gallery theme's name (seed-survey-themes), worn when that theme exists. */
/** deleted: soft-deleted, so the admins' Deleted switch shows a real one on first start. */
export type TSeedTemplate = { name: string; category: TSurveyCategory; description: string; status: TTemplateStatus; deleted?: boolean; theme?: string; pages: TTemplatePage[] };

const welcome = (title: string, subtitle = ''): TTemplatePage => ({ type: 'welcome', title, subtitle });
const statement = (title: string, subtitle = '', goTo?: number): TTemplatePage => ({ type: 'context', name: 'Statement', title, subtitle, ...(goTo === undefined ? {} : { goTo }) });
const end = (title = 'Thanks for filling out our survey!', subtitle = ''): TTemplatePage => ({ type: 'final', title, subtitle });
const q = (question: TTemplateQuestion, rules?: TSeedRule[]): TTemplatePage => ({ type: 'question', question, ...(rules ? { rules } : {}) });

const DIETS = ['Vegetarian', 'Vegan', 'Gluten free', 'Halal', 'Nut allergy'];

/**
 * The template gallery's first templates (issue 14): twelve active ones across the survey types, each with real
 * questions of varied kinds and logic where a respondent's answer should change what comes next, and one draft.
 */
export const SEED_TEMPLATES: TSeedTemplate[] = [
  {
    name: 'Customer Feedback (NPS)',
    theme: 'Corporate Navy',
    category: 'feedback',
    status: 'active',
    description: 'The Net Promoter Score question, then what to improve and what customers love. Promoters skip straight to the praise.',
    pages: [
      welcome('How are we doing?', 'Three quick questions. It takes under a minute.'),
      // Promoters (9 or 10) skip the improvement question.
      q({ type: 'opinion-scale', name: 'How likely are you to recommend us to a friend or colleague?', required: true, zero: true, max: 10, minLabel: 'Not at all likely', maxLabel: 'Extremely likely' }, [{ questionPage: 1, operation: 'gte', value: '9', page: 3 }]),
      q({ type: 'long-text', name: 'What is the one thing we could do better?' }),
      q({ type: 'long-text', name: 'What do you value most about working with us?' }),
      // No permission to follow up: no e-mail asked.
      q({ type: 'boolean', name: 'May we contact you about your answers?', required: true }, [{ questionPage: 4, operation: 'eq', value: 'false', page: 6 }]),
      q({ type: 'email', name: 'Which e-mail address should we use?', required: true }),
      end('Thank you! Your feedback goes straight to our team.'),
    ],
  },
  {
    name: 'Event Registration',
    theme: 'Winter Mixer',
    category: 'registration',
    status: 'active',
    description: 'Sign guests up for an event: contact details, the session they will join, a plus-one and dietary needs.',
    pages: [
      welcome('Join us', 'Register in a minute and we will send you the details.'),
      q({ type: 'short-text', name: 'What is your full name?', required: true }),
      q({ type: 'email', name: 'Your e-mail address', required: true }),
      q({ type: 'single-choice', name: 'Which session will you attend?', required: true, options: ['Morning (10:00)', 'Afternoon (14:00)', 'Evening reception (18:30)'] }),
      // No guest: skip the guest's name.
      q({ type: 'boolean', name: 'Will you bring a guest?', required: true }, [{ questionPage: 4, operation: 'eq', value: 'false', page: 6 }]),
      q({ type: 'short-text', name: "What is your guest's name?" }),
      q({ type: 'multiple-choice', name: 'Any dietary requirements?', options: DIETS, other: true }),
      end("You're registered!", 'Look out for a confirmation e-mail with the venue and timings.'),
    ],
  },
  {
    name: 'Employee Onboarding',
    category: 'orientation',
    status: 'active',
    description: "A new starter's first-week check: how welcome they felt, what was missing and who helped them settle in.",
    pages: [
      welcome('Welcome aboard!', 'Tell us how your first week went so we can make the next one better.'),
      q({ type: 'date', name: 'When did you start?', required: true }),
      // A good week (4 or 5 stars) skips the question about what went wrong.
      q({ type: 'rating', name: 'How welcome did you feel in your first week?', required: true, max: 5 }, [{ questionPage: 2, operation: 'gte', value: '4', page: 4 }]),
      q({ type: 'long-text', name: 'What could we have done to make your first week better?' }),
      q({ type: 'boolean', name: 'Do you have everything you need to do your job?', required: true }, [{ questionPage: 4, operation: 'eq', value: 'true', page: 6 }]),
      q({ type: 'multiple-choice', name: 'What is still missing?', options: ['Laptop or equipment', 'System access', 'Training', 'A clear plan for my role'], other: true }),
      q({ type: 'short-text', name: 'Who helped you most this week?' }),
      end('Thanks, and welcome to the team!'),
    ],
  },
  {
    name: 'Gift Follow-up',
    theme: 'Holiday Cheer',
    category: 'feedback',
    status: 'active',
    description: 'Ask recipients whether their gift arrived and how they liked it, with a message back to the sender.',
    pages: [
      welcome('We hope you enjoyed your gift', 'Two minutes of your time helps us choose better gifts.'),
      // Not arrived: straight to what happened.
      q({ type: 'boolean', name: 'Did your gift arrive in good condition?', required: true, yes: 'Yes, all good', no: 'No, there was a problem' }, [
        { questionPage: 1, operation: 'eq', value: 'false', page: 6 },
      ]),
      q({ type: 'rating', name: 'How much did you like your gift?', required: true, max: 5 }),
      q({ type: 'single-choice', name: 'What did you like most?', options: ['The gift itself', 'The packaging', 'The personal message', 'Fast delivery'], other: true }),
      q({ type: 'opinion-scale', name: 'How likely are you to order a gift like this yourself?', max: 10, minLabel: 'Not likely', maxLabel: 'Very likely' }),
      statement('Nearly done', 'Would you like to send a message back?', 7),
      q({ type: 'long-text', name: 'Tell us what happened so we can put it right' }),
      q({ type: 'long-text', name: 'A message for the person who sent your gift (optional)' }),
      end('Thank you!', 'We pass every message on to the sender.'),
    ],
  },
  {
    name: 'Product Research',
    category: 'research',
    status: 'active',
    description: 'Find out which features matter, which tools people use today and how big their teams are.',
    pages: [
      welcome('Help shape what we build next', 'Five questions about how you work.'),
      q({ type: 'ranking', name: 'Rank these features by how much they matter to you', required: true, options: ['Price', 'Delivery speed', 'Choice of products', 'Custom branding', 'Reporting'] }),
      q({ type: 'multiple-choice', name: 'Which tools do you use for this today?', options: ['Spreadsheets', 'E-mail', 'An agency', 'Another platform'], other: true }),
      q({ type: 'number', name: 'How many people work in your team?' }),
      q({ type: 'opinion-scale', name: 'How satisfied are you with your current solution?', max: 10, minLabel: 'Not satisfied', maxLabel: 'Very satisfied' }),
      q({ type: 'long-text', name: 'If you could change one thing about it, what would it be?' }),
      end(),
    ],
  },
  {
    name: 'Lead Capture',
    theme: 'Clean Minimal',
    category: 'lead',
    status: 'active',
    description: 'Collect contact details and buying intent from prospects at a stand, on a landing page or after a demo.',
    pages: [
      welcome('Let’s talk', 'Leave your details and we will be in touch within one working day.'),
      q({ type: 'short-text', name: 'Your name', required: true }),
      q({ type: 'email', name: 'Work e-mail address', required: true }),
      q({ type: 'phone-number', name: 'Phone number' }),
      q({ type: 'website', name: 'Company website' }),
      q({ type: 'single-choice', name: 'What budget do you have in mind per year?', options: ['Under £1,000', '£1,000 – £10,000', '£10,000 – £50,000', 'Over £50,000'] }),
      // Not ready to buy: skip the timing question.
      q({ type: 'boolean', name: 'Are you looking to buy in the next three months?', required: true }, [{ questionPage: 6, operation: 'eq', value: 'false', page: 8 }]),
      q({ type: 'date', name: 'When would you like to start?' }),
      end('Thanks! We will be in touch soon.'),
    ],
  },
  {
    name: 'Demographics',
    category: 'demographics',
    status: 'active',
    description: 'Standard background questions to segment any audience, each with a prefer-not-to-say choice.',
    pages: [
      statement('About you', 'These questions are optional and help us understand who we hear from.'),
      q({ type: 'single-choice', name: 'What is your age?', options: ['Under 25', '25–34', '35–44', '45–54', '55 or over', 'Prefer not to say'], vertical: true }),
      q({ type: 'single-choice', name: 'How do you describe your gender?', options: ['Woman', 'Man', 'Non-binary', 'Prefer not to say'], other: true }),
      q({ type: 'single-choice', name: 'Where in the UK do you live?', options: ['London', 'South East', 'Midlands', 'North', 'Scotland', 'Wales', 'Northern Ireland', 'Outside the UK'], vertical: true }),
      q({ type: 'number', name: 'How many people live in your household?' }),
      q({ type: 'single-choice', name: 'What is your employment status?', options: ['Employed full time', 'Employed part time', 'Self-employed', 'Student', 'Retired', 'Not working'] }),
      end(),
    ],
  },
  {
    name: 'Post-Event Feedback',
    theme: 'Gala Night',
    category: 'event',
    status: 'active',
    description: 'What attendees thought of the event, its speakers and sessions, and whether they would come again.',
    pages: [
      welcome('Thanks for coming!', 'Tell us what you thought so the next one is even better.'),
      q({ type: 'rating', name: 'How would you rate the event overall?', required: true, max: 5 }),
      q({ type: 'opinion-scale', name: 'How useful were the talks?', max: 10, minLabel: 'Not useful', maxLabel: 'Very useful' }),
      q({ type: 'multiple-choice', name: 'Which sessions did you attend?', options: ['Keynote', 'Panel discussion', 'Workshops', 'Networking drinks'] }),
      // Coming again: skip the question why not.
      q({ type: 'boolean', name: 'Would you come to our next event?', required: true }, [{ questionPage: 4, operation: 'eq', value: 'true', page: 6 }]),
      q({ type: 'long-text', name: 'What would make you come again?' }),
      q({ type: 'long-text', name: 'Anything else you would like to tell us?' }),
      end('Thank you for your feedback!'),
    ],
  },
  {
    name: 'Orientation Check-in (30 days)',
    category: 'orientation',
    status: 'active',
    description: 'A month in: confidence in the role, the buddy scheme and the questions a new starter still has.',
    pages: [
      welcome('One month in', 'How are things going? Your manager sees a summary only.'),
      q({ type: 'opinion-scale', name: 'How confident do you feel in your role?', required: true, max: 10, minLabel: 'Not confident', maxLabel: 'Very confident' }),
      q({ type: 'boolean', name: 'Have you met your buddy regularly?', required: true }),
      q({ type: 'ranking', name: 'Rank what would help you most now', options: ['More training', 'Time with my manager', 'Meeting other teams', 'Clearer goals'] }),
      q({ type: 'long-text', name: 'What questions do you still have?' }),
      end('Thanks! Your manager will follow up in your next one-to-one.'),
    ],
  },
  {
    name: 'Customer Satisfaction (CSAT)',
    category: 'feedback',
    status: 'active',
    description: 'A short satisfaction check after an order or a support request, with a follow-up for unhappy customers.',
    pages: [
      // Happy customers (4 or 5 stars) skip the question about what went wrong.
      q({ type: 'rating', name: 'How satisfied are you with your recent experience?', required: true, max: 5 }, [{ questionPage: 0, operation: 'gte', value: '4', page: 2 }]),
      q({ type: 'long-text', name: 'Sorry to hear that. What went wrong?' }),
      q({ type: 'single-choice', name: 'How easy was it to get what you needed?', options: ['Very easy', 'Easy', 'Neither easy nor difficult', 'Difficult', 'Very difficult'], vertical: true }),
      end(),
    ],
  },
  {
    name: 'Webinar Sign-up',
    category: 'event',
    status: 'active',
    description: 'Register attendees for an online session and learn what they want to get out of it.',
    pages: [
      welcome('Save your seat', 'The webinar is free and lasts 45 minutes.'),
      q({ type: 'short-text', name: 'Your name', required: true }),
      q({ type: 'email', name: 'Where should we send the joining link?', required: true }),
      q({ type: 'single-choice', name: 'How did you hear about this webinar?', options: ['E-mail', 'LinkedIn', 'A colleague', 'Our website'], other: true }),
      q({ type: 'long-text', name: 'What would you like us to cover?' }),
      end('You are booked!', 'The joining link is on its way to your inbox.'),
    ],
  },
  {
    name: 'Team Pulse',
    theme: 'Friendly Chat',
    category: 'other',
    status: 'active',
    description: 'A quick, anonymous weekly check on workload, wellbeing and recognition across a team.',
    pages: [
      statement('Your weekly pulse', 'Anonymous, five questions, one minute.'),
      q({ type: 'opinion-scale', name: 'How manageable was your workload this week?', required: true, max: 5, minLabel: 'Overwhelming', maxLabel: 'Very manageable' }),
      q({ type: 'rating', name: 'How would you rate your wellbeing this week?', required: true, max: 5 }),
      q({ type: 'boolean', name: 'Did you feel recognised for your work?', required: true }),
      q({ type: 'short-text', name: 'Who deserves a thank-you this week?' }),
      end('Thanks for sharing how you are doing.'),
    ],
  },
  {
    name: 'Holiday Gift Preferences',
    category: 'research',
    status: 'draft',
    description: 'Work in progress: ask employees which holiday gift they would choose and where to send it.',
    pages: [
      welcome('Choose your holiday gift'),
      q({ type: 'single-choice', name: 'Which gift would you like?', required: true, options: ['Hamper', 'Experience voucher', 'Charity donation'] }),
      q({ type: 'long-text', name: 'Where should we deliver it?' }),
      end(),
    ],
  },
  {
    name: 'Summer Party RSVP 2025',
    category: 'registration',
    status: 'active',
    deleted: true,
    description: 'Last year’s party sign-up, retired once the day had passed.',
    pages: [
      welcome('Join us for the summer party', 'Friday 18 July 2025, from 5pm on the roof terrace.'),
      q({ type: 'boolean', name: 'Will you be coming to the summer party?', required: true }),
      q({ type: 'single-choice', name: 'Which menu would you like?', options: ['Meat', 'Vegetarian', 'Vegan'] }),
      q({ type: 'short-text', name: 'Any allergies we should know about?' }),
      end('Thanks, see you on the terrace!'),
    ],
  },
];
