import { z } from 'zod';

export const ZRegistrationStats = z.object({
  startDate: z.string(),
  endDate: z.string(),
  data: z.array(z.object({ name: z.string(), marketplace: z.boolean(), registrations: z.number(), dates: z.record(z.string(), z.number()) })),
});
export type TRegistrationStats = z.infer<typeof ZRegistrationStats>;

export const ZDashboard = z.object({
  campaigns: z.object({ gifting: z.number(), voucher: z.number() }),
  products: z.object({ total: z.number(), requests: z.number() }),
  registrations: ZRegistrationStats,
});
export type TDashboard = z.infer<typeof ZDashboard>;
