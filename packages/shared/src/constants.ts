export const DEMO_TEAM_ID = 132;
export const CURRENCY = 'GBP';
export const DEFAULT_PRODUCT_NAME = 'Gift';
export const GIFT_PAGE_BASE = 'pick-a-gift';

export const SIDEBAR_WIDTH = 300;
export const SIDEBAR_BREAKPOINT = 1135;
export const MODAL_WIDTH = 450;
export const MODAL_WIDTH_WIDE = 550;
export const NOTIFICATION_HIDE_MS = 4 * 60 * 60 * 1000;
export const COOKIE_DAYS = 30;
export const SUCCESS_ALERT_DELAY_MS = 1500;
export const TOOLTIP_OPEN_DELAY = 400;
export const TOOLTIP_CLOSE_DELAY = 150;
/** A tooltip's widest (px): longer text wraps onto more lines. */
export const TOOLTIP_MAX_WIDTH = 450;
/** How long a modal that cannot close now shakes when someone tries to close it (ms). */
export const SHAKE_MS = 1500;
export const CHART_PERIOD_DAYS = 30;

export const PASSWORD_MIN = 6;
export const NAME_MIN = 6;
export const INVITE_EMAIL_MIN = 6;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const PAGE_SIZE_DEFAULT = 50;
export const TABLE_PAGE_SIZES = [10, 20, 50] as const;
export const GRID_PAGE_SIZES = [12, 24, 48] as const;
export const MAX_PER_PAGE = 200;

export const STORAGE_KEYS = {
  apiToken: 'api_token',
  wpToken: 'wp_token',
  selectedTeam: 'selectedTeam',
  redirect: 'redirect',
} as const;

export const perPageCookie = (list: string) => `WSPerPage-${list}`;

/** Palette for the dashboard's stacked registrations chart; marketplace has its own tint. */
export const CHART_PALETTE = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6', 'yellow.6', 'red.6'] as const;
export const MARKETPLACE_CHART_COLOR = 'gray.5';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
