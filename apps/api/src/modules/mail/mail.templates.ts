import type { TConfig } from '../../config';
import type { TNewMail } from './mail.repository';

type TCfg = Pick<TConfig, 'publicUrl' | 'productName' | 'staffEmail'>;
const brand = (c: TCfg) => `${c.productName} HUB`;
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const html = (paragraphs: string[], link?: { href: string; label: string }) =>
  `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}${
    link ? `<p><a href="${esc(link.href)}" style="background:#228be6;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(link.label)}</a></p><p style="color:#666;font-size:13px">${esc(link.href)}</p>` : ''
  }</div>`;

/** Every e-mail the product sends, as plain text and HTML. */
export const mailTemplates = {
  memberInvitation: (c: TCfg, p: { to: string; teamName: string; inviterName: string; token: string }): TNewMail => {
    const href = `${c.publicUrl}/pro/login?t=${encodeURIComponent(p.token)}`;
    const lines = [`${p.inviterName} has invited you to join the team ${p.teamName} on ${brand(c)}.`, 'The link works once and expires in 7 days.'];
    return { to: p.to, kind: 'member-invitation', subject: `You are invited to join ${p.teamName} on ${brand(c)}`, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'Accept invitation' }) };
  },
  welcome: (c: TCfg, p: { to: string; name: string; teamName: string; plan: string }): TNewMail => {
    const href = `${c.publicUrl}/pro/login`;
    const lines = [
      `Hello ${p.name},`,
      `Your team ${p.teamName} has been created on ${brand(c)}.`,
      p.plan === 'trial' ? 'You asked for the Pro plan: a representative will contact you to arrange it. Meanwhile you can use the marketplace.' : 'You can log in and start sending gifts from the marketplace.',
    ];
    return { to: p.to, kind: 'welcome', subject: `Welcome to ${brand(c)}`, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'Log in' }) };
  },
  upgradeRequested: (c: TCfg, p: { teamName: string; teamId: number; requester: string; details: Record<string, unknown> }): TNewMail => {
    const lines = [`${p.requester} asked for the Pro plan for team ${p.teamName} (#${p.teamId}).`, ...Object.entries(p.details).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)];
    return { to: c.staffEmail, kind: 'upgrade-request', subject: `Pro plan requested: ${p.teamName}`, text: lines.join('\n'), html: html(lines) };
  },
  planChanged: (c: TCfg, p: { to: string; teamName: string; plan: string }): TNewMail => {
    const lines = [`The plan of your team ${p.teamName} is now ${p.plan}.`];
    return { to: p.to, kind: 'plan-changed', subject: `${brand(c)}: your team is now on the ${p.plan} plan`, text: lines.join('\n'), html: html(lines, { href: `${c.publicUrl}/pro/dashboard`, label: 'Open the portal' }) };
  },
  contactForm: (c: TCfg, p: { subject: string; name: string; email: string; phone: string; message: string; location: string; teamName?: string }): TNewMail => {
    const lines = [`From: ${p.name || '(no name)'} <${p.email}>${p.phone ? `, ${p.phone}` : ''}`, `Team: ${p.teamName ?? '(signed out)'}`, `Sent from: ${p.location}`, p.message];
    return { to: c.staffEmail, kind: 'contact-form', subject: `Contact form: ${p.subject}`, text: lines.join('\n\n'), html: html(lines) };
  },
};
