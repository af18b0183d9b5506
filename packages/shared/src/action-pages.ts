/** Action-page branding (spec 3 §2.4, §3 team action_page, §5, §9): how a team's gift pages look, per view. */
export const ACTION_PAGE_VIEWS = ['mobile', 'desktop'] as const;
export type TActionPageView = (typeof ACTION_PAGE_VIEWS)[number];
export const BUTTON_TEXT_MAX = 25;

export type TActionPageSettings = {
  displayHero: boolean;
  displayLogo: boolean;
  displayTeamName: boolean;
  displayCampaignName: boolean;
  displayCampaignDescription: boolean;
  displayGiftNameMultiple: boolean;
  textColour: string;
  backgroundColour: string;
  buttonColour: string;
  buttonBackground: string;
  buttonRoundedCorners: boolean;
  buttonShadow: boolean;
  buttonTextSingle: string;
  buttonTextMultiple: string;
  marketplaceTitle: string;
  marketplaceDescription: string;
};
/** Stored per team; a view left out (or an empty object saved) reads as the defaults. */
export type TActionPage = Partial<Record<TActionPageView, Partial<TActionPageSettings>>>;
