import { eq } from 'drizzle-orm';
import type { TSeCampaignStatus } from '@gifthub/shared/se-campaigns';
import type { TStorage } from '../modules/storage/storage';
import type { Db } from './client';
import { seCampaignFiles, seCampaigns, teams, users } from './schema';

/**
 * Single-event campaigns for Acme Ltd (one requested with a PDF brief, one quoted, one confirmed, one completed,
 * one cancelled) and the demo team (one quoted, read-only there). Prices are pence. The brief's bytes are put
 * into storage by seedSeCampaignFiles once the app (and its storage) is built.
 */
type TSeedSe = { name: string; boxes: number; status: TSeCampaignStatus; price: number | null; req: string; ageDays: number; brief?: boolean };

export const SEED_BRIEF_KEY = 'se-seed-acme-summer-conference-brief.pdf';
export const SEED_BRIEF_NAME = 'Summer Conference brief.pdf';

export const SEED_SE_CAMPAIGNS: Record<string, { requester: string; list: TSeedSe[] }> = {
  acme: {
    requester: 'manager@acme.test',
    list: [
      {
        name: 'Annual Partner Summit 2025',
        boxes: 180,
        status: 'completed',
        price: 882_000,
        req: 'Welcome boxes for every delegate: a branded notebook, a reusable bottle and local snacks. Delivered to the venue the day before.',
        ageDays: 240,
      },
      {
        name: 'Office Opening Manchester',
        boxes: 60,
        status: 'cancelled',
        price: null,
        req: 'Boxes for the guests of the new office opening. The event has been postponed.',
        ageDays: 150,
      },
      {
        name: 'Product Launch Press Kit',
        boxes: 40,
        status: 'confirmed',
        price: 316_000,
        req: 'Press kits for the launch: the product sample, a printed fact sheet and a gift card, in a rigid box with our logo.',
        ageDays: 45,
      },
      {
        name: 'Client Winter Party',
        boxes: 250,
        status: 'quoted',
        price: 1_187_500,
        req: 'A festive box for each guest: mulled wine spices, chocolates and a candle. Gift wrap in Acme navy, a card with a message from our CEO.',
        ageDays: 12,
      },
      {
        name: 'Summer Conference 2026',
        boxes: 320,
        status: 'requested',
        price: null,
        req: 'Delegate boxes for our summer conference in London (2 days, 320 delegates). Eco-friendly packaging, no plastic. See the attached brief for the branding and the contents we would like.',
        ageDays: 2,
        brief: true,
      },
    ],
  },
  demo: {
    requester: 'demo@gifthub.test',
    list: [
      {
        name: 'Customer Appreciation Day',
        boxes: 120,
        status: 'quoted',
        price: 540_000,
        req: 'A thank-you box for our best customers: artisan coffee, biscuits and a branded mug.',
        ageDays: 5,
      },
    ],
  },
};

/** A one-page PDF (the brief): valid enough for any reader, made here so the seed needs no file on disk. */
export function seedBriefPdf(): Buffer {
  const text = 'Summer Conference 2026 - delegate box brief';
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedSeCampaigns(db: Db) {
  const now = Date.now();
  for (const [slug, { requester, list }] of Object.entries(SEED_SE_CAMPAIGNS)) {
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug));
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, requester));
    if (!team) continue;
    for (const c of list) {
      const at = new Date(now - c.ageDays * 86_400_000);
      const [row] = await db
        .insert(seCampaigns)
        .values({ teamId: team.id, createdBy: user?.id ?? null, name: c.name, boxesCount: c.boxes, totalPrice: c.price, reqContent: c.req, status: c.status, createdAt: at, updatedAt: at })
        .returning({ id: seCampaigns.id });
      if (c.brief)
        await db.insert(seCampaignFiles).values({
          seCampaignId: row!.id,
          teamId: team.id,
          name: SEED_BRIEF_NAME,
          storageKey: SEED_BRIEF_KEY,
          contentType: 'application/pdf',
          bytes: seedBriefPdf().length,
          createdAt: at,
        });
    }
  }
}

/** The seeded brief's bytes, put once storage exists (server start after seeding; tests that download it). */
export async function seedSeCampaignFiles(storage: TStorage) {
  if (!(await storage.exists(SEED_BRIEF_KEY))) await storage.put(SEED_BRIEF_KEY, seedBriefPdf(), 'application/pdf');
}
