import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../../../components/light/button';
import type { TSurveyPublicPageProps } from './survey-public-page';

// The survey page is a part of the light entry loaded when a /survey path opens, so the gift pages never carry it
// (check-bundle-budget.mjs holds each page to 80 KB). routes.tsx `prepare` loads it before the server renders and
// before the browser hydrates, so the markup matches. (The gift pages' lazyPart is theirs: features do not share.)

let Loaded: ComponentType<TSurveyPublicPageProps> | null = null;
let loading: Promise<void> | null = null;

export const preloadSurveyPage = () =>
  (loading ??= import('./survey-public-page').then((m) => {
    Loaded = m.SurveyPublicPage;
  }));

export function SurveyPagePart(props: TSurveyPublicPageProps) {
  const [, setReady] = useState(Boolean(Loaded));
  useEffect(() => {
    if (!Loaded) void preloadSurveyPage().then(() => setReady(true));
  }, []);
  if (!Loaded)
    return (
      <div className="l-center" style={{ padding: '80px 0' }}>
        <Spinner large label="Loading the survey" />
      </div>
    );
  return <Loaded {...props} />;
}
