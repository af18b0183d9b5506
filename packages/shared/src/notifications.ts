import { z } from 'zod';
import { ZTeamParams } from './fields';

export const NOTIFICATION_TYPES = ['gift_registrations', 'allocation', 'balance', 'team_config'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  text: z.string(),
  link: z.string().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /teams/{teamId}/notifications/{type}. */
export const ZNotificationParams = ZTeamParams.extend({ type: z.enum(NOTIFICATION_TYPES) });
export const ZNotificationList = z.object({ data: z.array(ZNotification) });
