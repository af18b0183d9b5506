import { formatQuoteMoney } from '@gifthub/shared/print-orders';
import { toPounds } from '@gifthub/shared/pricing';
import type { TLinkConfig } from '../../lib/public-url';
import type { TMailer } from '../mail/mail.service';

type TMail = Parameters<TMailer['enqueue']>[0];
type TCfg = Pick<TLinkConfig, 'publicUrl' | 'productName' | 'staffEmail'>;

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const html = (lines: string[], link: { href: string; label: string }) =>
  `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${lines.map((p) => `<p>${esc(p)}</p>`).join('')}<p><a href="${esc(link.href)}" style="background:#228be6;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(link.label)}</a></p><p style="color:#666;font-size:13px">${esc(link.href)}</p></div>`;
const mail = (to: string, kind: string, subject: string, lines: string[], link: { href: string; label: string }): TMail => ({ to, kind, subject, text: `${lines.join('\n\n')}\n\n${link.href}\n`, html: html(lines, link) });

/** The e-mails of print orders: the staff hear of enquiries, the team of quotes, production and files. */
export const printOrderMails = {
  enquiryToStaff: (c: TCfg, p: { jobId: number; teamName: string; teamId: number; author: string; name: string; quantity: number; message: string; reorder: boolean }) =>
    mail(
      c.staffEmail,
      'oms-enquiry-staff',
      `${p.reorder ? 'Reorder' : 'New enquiry'} #${p.jobId}: ${p.teamName}`,
      [`${p.author} sent ${p.reorder ? 'a reorder' : 'an enquiry'} for team ${p.teamName} (#${p.teamId}): ${p.name}, ${p.quantity.toLocaleString('en-GB')} units.`, p.message],
      { href: `${c.publicUrl}/pro/admin/print-orders/${p.jobId}`, label: 'Open the back office' },
    ),
  quoteToTeam: (c: TCfg, p: { to: string; jobId: number; jobName: string; version: number; total: number; currency: string; key: string }) =>
    mail(
      p.to,
      'oms-quote',
      `${c.productName} HUB: your quote for ${p.jobName}`,
      [`Your quote (version ${p.version}) for ${p.jobName} is ready: ${formatQuoteMoney(toPounds(p.total), p.currency)} in total.`, 'Open the customer pack to see the price per unit, shipping and extras.'],
      { href: `${c.publicUrl}/pro/docs/pack/${p.key}`, label: 'View the customer pack' },
    ),
  jobUpdate: (c: TCfg, p: { to: string; jobId: number; jobName: string; what: string }) =>
    mail(p.to, 'oms-job-update', `${c.productName} HUB: ${p.jobName} — ${p.what}`, [`${p.jobName} (#${p.jobId}): ${p.what}.`], {
      href: `${c.publicUrl}/pro/orders/${p.jobId}`,
      label: 'View the order',
    }),
};
