import type { TPageData } from '../../lib/public-api';
import { surveyPath } from './api/survey-paths';
import type { TPublicSurvey } from '@gifthub/shared/surveys';
import { preloadSurveyPage, SurveyPagePart } from './components/survey-part';
import { surveyTitle } from './components/survey-title';
// The survey's styles go with the entry's stylesheet, which the server inlines into the page: the server-rendered
// survey is styled at first paint, before its script part has loaded (a part's own CSS would come with it).
import '../../domain/survey-page/survey-page.css';
import './components/survey-public.css';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** A path below /survey: team slug and survey slug, and a source's slug when the link is a source's. */
const match = (rest: string) => {
  const parts = rest.split('/').filter(Boolean).map(decode);
  if (parts.length === 2 || parts.length === 3) return { team: parts[0]!, slug: parts[1]!, source: parts[2] ?? null };
  return null;
};

const isPreview = (query: URLSearchParams) => ['true', '1'].includes(query.get('preview') ?? '');

// The public survey pages under /survey in the light entry (public/): no portal shell, no login (spec 2 §2).
export const surveyPages = {
  base: 'survey',
  render: (rest: string, data: TPageData | undefined, query: URLSearchParams) => {
    const m = match(rest);
    const key = m ? `${m.team}/${m.slug}/${m.source}` : 'none';
    return (
      <SurveyPagePart
        key={key}
        team={m?.team ?? ''}
        slug={m?.slug ?? ''}
        source={m?.source ?? null}
        preview={isPreview(query)}
        resumeId={query.get('response')}
        // An address that names no survey shows the closed screen without asking.
        initial={m ? data : { status: 404, body: { message: 'Not found', code: 'not_found', errors: {} } }}
      />
    );
  },
  prepare: () => preloadSurveyPage(),
  title: (_rest: string, data: TPageData | undefined) => surveyTitle(data?.status === 200 ? (data.body as TPublicSurvey).survey.name : undefined),
  dataPath: (rest: string) => {
    const m = match(rest);
    return m ? surveyPath(m.team, m.slug) : null;
  },
};
