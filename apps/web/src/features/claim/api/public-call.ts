/** The recipient's gift page calls: /public/gifts/{secret}[/action], without the portal's token or alerts (lib/public-api). */
export const giftPath = (secret: string, action = '') => `/public/gifts/${encodeURIComponent(secret)}${action ? `/${action}` : ''}`;
