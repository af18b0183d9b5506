import { useEffect, useState } from 'react';
import {
  cleanActionPage,
  PREVIEW_LAYOUTS,
  PREVIEW_MESSAGE_TYPE,
  PREVIEW_SETTINGS_PARAM,
  PREVIEW_VIEW_PARAM,
  PREVIEW_LAYOUT_PARAM,
  ACTION_PAGE_VIEWS,
  resolveActionPage,
  type TActionPageView,
  type TPreviewLayout,
  type TResolvedActionPage,
} from '@gifthub/shared/action-pages';
import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';
import type { TGiftView, TPageTeam } from '@gifthub/shared/claims';
import { pageResult, PublicApiError, type TPageData } from '../../../lib/public-api';
import { MarketplaceIntro } from './action-page-style';
import { CampaignFlow } from './campaign-flow';
import { ClaimFrame } from './claim-frame';
import { GiftFlow } from './gift-flow';
import { UnknownLinkScreen } from './outcome-screens';

/** What the preview shows, from its URL: one view whatever the width (the portal's iframe), the sample, unsaved settings. */
export type TPreviewQuery = { view: TActionPageView | undefined; layout: TPreviewLayout; settings: TResolvedActionPage | null };

/** Reads the preview's query; settings that do not pass the checks of shared/action-pages.ts are left out. */
export function previewQuery(query: URLSearchParams): TPreviewQuery {
  const view = ACTION_PAGE_VIEWS.find((v) => v === query.get(PREVIEW_VIEW_PARAM));
  const layout = PREVIEW_LAYOUTS.find((l) => l === query.get(PREVIEW_LAYOUT_PARAM)) ?? 'multiple';
  const raw = query.get(PREVIEW_SETTINGS_PARAM);
  let settings: TResolvedActionPage | null = null;
  if (raw) {
    try {
      settings = resolveActionPage(cleanActionPage(JSON.parse(raw)));
    } catch {
      settings = null;
    }
  }
  return { view, layout, settings };
}

const SAMPLE_TEXT = 'A selection of treats, chosen for you. Pick the one you like best and tell us where to send it.';

/** A sample gift of one product (the marketplace's single gift page). */
const sampleGift = (team: TPageTeam): TGiftView => ({
  state: 'open',
  type: 'physical',
  team,
  product: { id: null, name: 'Artisan Chocolate Selection', image_url: null, description: 'Twelve hand-finished chocolates in a keepsake box.' },
  quantity: 1,
  sender_name: null,
  message: 'Thank you for a brilliant year. Enjoy!',
  notecard_type: 'default',
  notecard_text: null,
  verification: 'none',
  recipient: null,
  voucher: null,
  voucher_code: null,
});

const sampleOption = (id: number, name: string, description: string) => ({
  id,
  name,
  type: 'physical' as const,
  image_url: null,
  description,
  low_availability: false,
  countries: ['GB'],
  voucher: null,
});

/** A sample campaign with three gifts to choose from (the multiple gifts page). */
const sampleCampaign = (team: TPageTeam): TCampaignPageView => ({
  page: 'campaign',
  kind: 'invitation',
  state: 'open',
  message: null,
  team,
  campaign: { name: 'Sample campaign', slug: 'sample', page_title: 'Choose your thank-you gift', page_text: SAMPLE_TEXT, hero_url: null },
  options: [
    sampleOption(1, 'Artisan Chocolate Selection', 'Twelve hand-finished chocolates in a keepsake box.'),
    sampleOption(2, 'Afternoon Tea Hamper', 'Loose-leaf teas, shortbread and preserves.'),
    sampleOption(3, 'Plant a Tree', 'A native tree planted in your name.'),
  ],
  verification: 'none',
  recipient: null,
  sender_name: null,
  invitation_message: null,
  option_name: null,
  review: null,
});

/** The settings the portal posts while its form changes (same origin and from the parent window only, checked again here). */
function usePortalSettings(initial: TResolvedActionPage | null) {
  const [settings, setSettings] = useState(initial);
  const [view, setView] = useState<TActionPageView | undefined>(undefined);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== window.parent) return;
      const data = e.data as { type?: unknown; action_page?: unknown; view?: unknown } | null;
      if (!data || data.type !== PREVIEW_MESSAGE_TYPE) return;
      setSettings(resolveActionPage(cleanActionPage(data.action_page)));
      setView(ACTION_PAGE_VIEWS.find((v) => v === data.view));
    };
    window.addEventListener('message', onMessage);
    // Tells the portal the preview listens (it posts its form then).
    window.parent.postMessage({ type: `${PREVIEW_MESSAGE_TYPE}:ready` }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return { settings, view };
}

/**
 * /pick-a-gift/{teamSlug}/preview?key=…: the team's real gift page with a sample gift, in its saved look, or in the
 * unsaved look the portal posts (its iframe) or puts in the URL (a new tab). Nothing can be claimed: the page is
 * inert under a preview bar.
 */
export function ActionPagePreview({ initial, query }: { initial?: TPageData; query: URLSearchParams }) {
  const q = previewQuery(query);
  const posted = usePortalSettings(q.settings);
  let team: TPageTeam | null = null;
  try {
    team = initial ? pageResult<TPageTeam>(initial) : null;
  } catch (e) {
    if (!(e instanceof PublicApiError)) throw e;
  }
  useEffect(() => {
    document.title = 'Gift page preview';
  }, []);
  if (!team)
    return (
      <ClaimFrame>
        <UnknownLinkScreen />
      </ClaimFrame>
    );
  const look = { ...team, action_page: posted.settings ?? team.action_page };
  const force = posted.view ?? q.view;
  return (
    <>
      <p className="l-preview-bar" data-testid="preview-bar">
        Preview: this is how recipients see your gift page. Nothing can be claimed here.
      </p>
      <div inert data-testid="action-page-preview">
        {q.layout === 'single' ? (
          <ClaimFrame team={look} hero={look.hero_url} force={force} intro={<MarketplaceIntro page={look.action_page} />}>
            <GiftFlow secret="preview" view={sampleGift(look)} />
          </ClaimFrame>
        ) : (
          <ClaimFrame team={look} hero={look.hero_url} force={force}>
            <CampaignFlow view={sampleCampaign(look)} target={{ kind: 'invitation', secret: 'preview' }} />
          </ClaimFrame>
        )}
      </div>
    </>
  );
}
