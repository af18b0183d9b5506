import { useEffect, useState } from 'react';
import { IconCheck, IconLinkOff, IconMailOff } from '@tabler/icons-react';
import { PORTAL_BASE } from '@gifthub/shared/routes';
import type { TUnsubscribeView } from '@gifthub/shared/unsubscribe';
import { unsubscribeTexts } from '@gifthub/shared/unsubscribe-texts';
import { Alert } from '../../../components/light/alert';
import { Button, LinkButton, Spinner } from '../../../components/light/button';
import { PRODUCT_NAME } from '../../../lib/product';
import { PublicApiError, pageResult, type TPageData } from '../../../lib/public-api';
import { confirmUnsubscribe, getUnsubscribe } from '../api/unsubscribe';

type TState = { step: 'loading' } | { step: 'ask'; view: TUnsubscribeView } | { step: 'done'; view: TUnsubscribeView } | { step: 'invalid' };

/** The page's document title, also put into the server's HTML (routes.tsx). */
export const unsubscribePageTitle = () => `${unsubscribeTexts.title} · ${PRODUCT_NAME} HUB`;

const SETTINGS_HREF = `/${PORTAL_BASE}/settings`;
/** A refusal of the link itself (422, 404); anything else (network, 5xx, throttled) can be tried again. */
const isInvalid = (e: unknown) => e instanceof PublicApiError && (e.status === 422 || e.status === 404 || e.status === 400);

const initialState = (token: string, data: TPageData | undefined): TState => {
  if (!token) return { step: 'invalid' };
  if (!data) return { step: 'loading' };
  try {
    return { step: 'ask', view: pageResult<TUnsubscribeView>(data) };
  } catch {
    return { step: 'invalid' };
  }
};

/**
 * /unsubscribe?token=: the link in every notification e-mail (no login). It asks first and unsubscribes on the
 * button only, so a mail scanner opening the link changes nothing; then says it is done and how to undo it.
 */
export function UnsubscribePage({ token, initial }: { token: string; initial?: TPageData }) {
  const [state, setState] = useState<TState>(() => initialState(token, initial));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = unsubscribePageTitle();
  }, []);
  // Drawn in the browser without the server's data (development): ask the API.
  useEffect(() => {
    if (state.step !== 'loading') return;
    let live = true;
    getUnsubscribe(token).then(
      (view) => live && setState({ step: 'ask', view }),
      (e: unknown) => live && (isInvalid(e) ? setState({ step: 'invalid' }) : setError(e instanceof Error && e.message ? e.message : 'The page could not be loaded.')),
    );
    return () => {
      live = false;
    };
  }, [state.step, token]);

  const confirm = async () => {
    if (state.step !== 'ask') return;
    setBusy(true);
    setError(null);
    try {
      const done = await confirmUnsubscribe(token);
      setState({ step: 'done', view: { category: done.category, label: done.label } });
    } catch (e) {
      if (isInvalid(e)) setState({ step: 'invalid' });
      else setError(e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="l-shell">
      <header className="l-header">
        <div className="l-container l-brand">
          <span className="l-brand-name">{PRODUCT_NAME} HUB</span>
        </div>
      </header>
      <main className="l-container l-main">
        <div className="l-card l-outcome" data-testid={`unsubscribe-${state.step}`}>
          <div className="l-stack l-stack-lg" aria-live="polite">
            {state.step === 'loading' && (error ? <Alert>{error}</Alert> : <Spinner large label="Loading" />)}
            {state.step === 'ask' && (
              <>
                <span className="l-outcome-icon l-tone-primary" aria-hidden>
                  <IconMailOff size={34} />
                </span>
                <h1>{unsubscribeTexts.question(state.view.label)}</h1>
                <p className="l-dimmed">{unsubscribeTexts.explain}</p>
                {error && <Alert>{error}</Alert>}
                {/* A form, so a press before the page is interactive is held and sent once it is (early-submit). */}
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void confirm();
                  }}
                >
                  <Button type="submit" loading={busy}>
                    {unsubscribeTexts.confirm}
                  </Button>
                </form>
              </>
            )}
            {state.step === 'done' && (
              <>
                <span className="l-outcome-icon l-tone-success" aria-hidden>
                  <IconCheck size={34} />
                </span>
                <h1>{unsubscribeTexts.done(state.view.label)}</h1>
                <p className="l-dimmed">{unsubscribeTexts.turnBackOn}</p>
                <LinkButton variant="default" href={SETTINGS_HREF}>
                  {unsubscribeTexts.settingsLink}
                </LinkButton>
              </>
            )}
            {state.step === 'invalid' && (
              <>
                <span className="l-outcome-icon l-tone-warn" aria-hidden>
                  <IconLinkOff size={34} />
                </span>
                <h1>Unsubscribe link not valid</h1>
                <p>{unsubscribeTexts.invalid}</p>
                <LinkButton variant="default" href={SETTINGS_HREF}>
                  {unsubscribeTexts.settingsLink}
                </LinkButton>
              </>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
