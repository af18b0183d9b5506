import { formatPence, toPounds } from '@gifthub/shared/pricing';
import { formatQuoteMoney } from '@gifthub/shared/print-orders';
import type { TLinkConfig } from '../../lib/public-url';
import type { TNewMail } from './mail.repository';

type TCfg = Pick<TLinkConfig, 'publicUrl' | 'productName' | 'staffEmail'>;
const brand = (c: TCfg) => `${c.productName} HUB`;
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const html = (paragraphs: string[], link?: { href: string; label: string }) =>
  `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}${
    link ? `<p><a href="${esc(link.href)}" style="background:#228be6;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(link.label)}</a></p><p style="color:#666;font-size:13px">${esc(link.href)}</p>` : ''
  }</div>`;

/**
 * Every e-mail the product sends, as plain text and HTML. A template's kind decides whether it is a notification
 * that the recipient's e-mail preferences filter (mail.categories.ts); the outbox adds the unsubscribe footer.
 */
export const mailTemplates = {
  memberInvitation: (c: TCfg, p: { to: string; teamName: string; inviterName: string; token: string }): TNewMail => {
    const href = `${c.publicUrl}/pro/login?t=${encodeURIComponent(p.token)}`;
    const lines = [`${p.inviterName} has invited you to join the team ${p.teamName} on ${brand(c)}.`, 'The link works once and expires in 7 days.'];
    return { to: p.to, kind: 'member-invitation', subject: `You are invited to join ${p.teamName} on ${brand(c)}`, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'Accept invitation' }) };
  },
  passwordReset: (c: TCfg, p: { to: string; name: string; token: string }): TNewMail => {
    const href = `${c.publicUrl}/pro/reset-password?token=${encodeURIComponent(p.token)}`;
    const lines = [
      `Hello ${p.name || 'there'},`,
      `Someone asked to reset the password of your ${brand(c)} account. Open the link to choose a new password.`,
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ];
    return { to: p.to, kind: 'password-reset', subject: `Reset your ${brand(c)} password`, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'Set a new password' }) };
  },
  passwordChanged: (c: TCfg, p: { to: string; name: string }): TNewMail => {
    const lines = [
      `Hello ${p.name || 'there'},`,
      `The password of your ${brand(c)} account has just been changed and every signed-in session has been signed out.`,
      'If you did not do this, reset your password from the login page at once and contact us.',
    ];
    return { to: p.to, kind: 'password-changed', subject: `${brand(c)}: your password was changed`, text: lines.join('\n\n'), html: html(lines, { href: `${c.publicUrl}/pro/login`, label: 'Log in' }) };
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
  topUpRequestedStaff: (c: TCfg, p: { topUpId: number; teamName: string; teamId: number; requester: string; amount: number; repay: boolean }): TNewMail => {
    const lines = [
      `${p.requester} asked to ${p.repay ? 'repay used credit' : 'top up the team balance'} of ${p.teamName} (#${p.teamId}) by bank transfer.`,
      `Amount: ${formatPence(p.amount)}. Request #${p.topUpId}.`,
      'Send an invoice, and mark the request paid in the back office when the money arrives.',
    ];
    return { to: c.staffEmail, kind: 'top-up-requested-staff', subject: `Bank transfer top-up requested: ${p.teamName} ${formatPence(p.amount)}`, text: lines.join('\n\n'), html: html(lines) };
  },
  topUpRequested: (c: TCfg, p: { to: string; name: string; teamName: string; amount: number; topUpId: number; repay?: boolean }): TNewMail => {
    const lines = [
      `Hello ${p.name},`,
      `We have received your request to top up the balance of ${p.teamName} by ${formatPence(p.amount)} by bank transfer (request #${p.topUpId}).`,
      'We will send you an invoice with our bank details. The balance rises as soon as your payment arrives.',
    ];
    // A repayment of used credit is a team-credit notice (mail.categories.ts), a top-up a billing one.
    return { to: p.to, kind: p.repay ? 'credit-repay-requested' : 'top-up-requested', subject: `${brand(c)}: your top-up request of ${formatPence(p.amount)}`, text: lines.join('\n\n'), html: html(lines, { href: `${c.publicUrl}/pro/billing`, label: 'Open billing' }) };
  },
  topUpPaid: (c: TCfg, p: { to: string; name: string; teamName: string; amount: number; total: number; method: 'stripe' | 'bank-transfer'; repay: boolean }): TNewMail => {
    const what = p.repay ? 'repaid used credit of' : 'topped up the balance of';
    const lines = [
      `Hello ${p.name},`,
      p.method === 'stripe'
        ? `Your card was charged ${formatPence(p.total)} and ${formatPence(p.amount)} has ${what} ${p.teamName}.`
        : `Your bank transfer of ${formatPence(p.amount)} has arrived and has ${what} ${p.teamName}.`,
    ];
    return { to: p.to, kind: p.repay ? 'credit-repaid' : 'top-up-paid', subject: `${brand(c)}: ${formatPence(p.amount)} added to ${p.teamName}`, text: lines.join('\n\n'), html: html(lines, { href: `${c.publicUrl}/pro/billing`, label: 'Open billing' }) };
  },
  topUpCancelled: (c: TCfg, p: { to: string; name: string; teamName: string; amount: number; topUpId: number; repay?: boolean }): TNewMail => {
    const lines = [`Hello ${p.name},`, `Your bank transfer top-up request #${p.topUpId} of ${formatPence(p.amount)} for ${p.teamName} has been cancelled. Contact us if this is unexpected.`];
    return { to: p.to, kind: p.repay ? 'credit-repay-cancelled' : 'top-up-cancelled', subject: `${brand(c)}: top-up request #${p.topUpId} cancelled`, text: lines.join('\n\n'), html: html(lines) };
  },
  paymentDocumentRequested: (c: TCfg, p: { teamName: string; teamId: number; requester: string; type: 'invoice' | 'receipt'; message: string; number: string }): TNewMail => {
    const lines = [
      `${p.requester} asked for a new ${p.type} for team ${p.teamName} (#${p.teamId}), request ${p.number}:`,
      p.message,
      `Upload the ${p.type} to the team's payment documents in the back office.`,
    ];
    return { to: c.staffEmail, kind: 'payment-document-request', subject: `New ${p.type} requested: ${p.teamName}`, text: lines.join('\n\n'), html: html(lines, { href: `${c.publicUrl}/admin/billing?team=${p.teamId}`, label: 'Open the back office' }) };
  },

  // ---- Product requests (corporate-products module) ----
  productRequested: (c: TCfg, p: { requestId: number; teamName: string; teamId: number; requester: string; requestType: 'new' | 'restock'; name: string; productType: string; stock: number; details: string[] }): TNewMail => {
    const what = p.requestType === 'restock' ? `a restock of ${p.name}` : `a new ${p.productType.toLowerCase()}, ${p.name}`;
    const lines = [`${p.requester} asked for ${what} for team ${p.teamName} (#${p.teamId}): ${p.stock.toLocaleString('en-GB')} units. Request #${p.requestId}.`, ...p.details.filter(Boolean)];
    return {
      to: c.staffEmail,
      kind: 'product-request-staff',
      subject: `${p.requestType === 'restock' ? 'Restock' : 'New product'} requested: ${p.teamName}`,
      text: lines.join('\n\n'),
      html: html(lines, { href: `${c.publicUrl}/pro/admin/product-requests/${p.requestId}`, label: 'Open the back office' }),
    };
  },
  productRequestDone: (c: TCfg, p: { to: string; name: string; requestName: string; requestType: 'new' | 'restock'; outcome: 'completed' | 'rejected'; note: string; productId: number | null }): TNewMail => {
    const done = p.requestType === 'restock' ? `Your restock of ${p.requestName} is complete: the units have been added to its stock.` : `Your new product ${p.requestName} is ready in Your Corporate Products.`;
    const lines = [`Hello ${p.name || 'there'},`, p.outcome === 'completed' ? done : `Your request for ${p.requestName} has been rejected.`, ...(p.note ? [p.note] : [])];
    const href = p.outcome === 'completed' && p.productId ? `${c.publicUrl}/pro/campaigns/corporate-products/${p.productId}` : `${c.publicUrl}/pro/campaigns/corporate-products/requests`;
    return {
      to: p.to,
      kind: `product-request-${p.outcome}`,
      subject: `${brand(c)}: your request for ${p.requestName} is ${p.outcome}`,
      text: `${lines.join('\n\n')}\n\n${href}\n`,
      html: html(lines, { href, label: p.outcome === 'completed' ? 'Open the product' : 'Your product requests' }),
    };
  },

  /** A corporate product's units to allocate fell to 1-19 ('low') or none (stock-alerts job; category product-allocation). */
  productAllocation: (c: TCfg, p: { to: string; name: string; teamName: string; productId: number; productName: string; level: 'low' | 'none'; free: number }): TNewMail => {
    const state = p.level === 'none' ? `${p.productName} is out of stock` : `${p.productName} is low on stock`;
    const lines = [
      `Hello ${p.name || 'there'},`,
      p.level === 'none'
        ? `${state}: no units are left to allocate, so it cannot be sent as a gift until it is restocked.`
        : `${state}: ${p.free} ${p.free === 1 ? 'unit is' : 'units are'} left to allocate for ${p.teamName}.`,
      'Request a restock from its page to keep sending it.',
    ];
    const href = `${c.publicUrl}/pro/campaigns/corporate-products/${p.productId}`;
    return { to: p.to, kind: `product-allocation-${p.level}`, subject: `${brand(c)}: ${state}`, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'Open the product' }) };
  },

  // ---- Gifts (registrations and claims modules) ----
  giftOnItsWay: (c: TCfg, p: { to: string; recipientName: string; teamName: string; senderName: string; productName: string; message: string }): TNewMail => {
    const lines = [
      `Hello ${p.recipientName},`,
      `${p.senderName} at ${p.teamName} has sent you a gift: ${p.productName}. It is on its way to you.`,
      ...(p.message ? [p.message] : []),
    ];
    return { to: p.to, kind: 'gift-on-its-way', subject: `${p.teamName} has sent you a gift`, text: lines.join('\n\n'), html: html(lines) };
  },
  giftVoucher: (c: TCfg, p: { to: string; recipientName: string; teamName: string; senderName: string | null; brandName: string; value: number; code: string; redeemUrl: string; message: string }): TNewMail => {
    const lines = [
      `Hello ${p.recipientName},`,
      `${p.senderName ? `${p.senderName} at ${p.teamName}` : p.teamName} has sent you a ${formatPence(p.value)} ${p.brandName} eGift.`,
      ...(p.message ? [p.message] : []),
      `Your code: ${p.code}`,
    ];
    return { to: p.to, kind: 'gift-voucher', subject: `Your ${p.brandName} eGift from ${p.teamName}`, text: `${lines.join('\n\n')}\n\n${p.redeemUrl}\n`, html: html(lines, { href: p.redeemUrl, label: 'Redeem your eGift' }) };
  },
  giftInvitation: (c: TCfg, p: { to: string; recipientName: string; teamName: string; senderName: string; productName: string; link: string; message: string; verification: 'none' | 'email' | 'name' }): TNewMail => {
    const lines = [
      `Hello ${p.recipientName || 'there'},`,
      `${p.senderName} at ${p.teamName} has a gift for you: ${p.productName}.`,
      ...(p.message ? [p.message] : []),
      p.verification === 'email'
        ? 'Open the link and confirm this e-mail address to claim it.'
        : p.verification === 'name'
          ? 'Open the link and confirm your first and last name to claim it.'
          : 'Open the link to claim it.',
    ];
    return { to: p.to, kind: 'gift-invitation', subject: `${p.teamName} has a gift for you`, text: `${lines.join('\n\n')}\n\n${p.link}\n`, html: html(lines, { href: p.link, label: 'Claim your gift' }) };
  },
  giftClaimed: (c: TCfg, p: { to: string; senderName: string; recipientName: string; productName: string }): TNewMail => {
    const lines = [`Hello ${p.senderName},`, `${p.recipientName} has claimed your gift: ${p.productName}.`];
    return { to: p.to, kind: 'gift-claimed', subject: `${p.recipientName} has claimed your gift`, text: lines.join('\n\n'), html: html(lines, { href: `${c.publicUrl}/pro/marketplace/orders`, label: 'Order history' }) };
  },
  giftDeclined: (c: TCfg, p: { to: string; senderName: string; recipientName: string; productName: string; refund: string | null }): TNewMail => {
    const lines = [`Hello ${p.senderName},`, `${p.recipientName} has declined your gift (${p.productName}).`, ...(p.refund ? [p.refund] : [])];
    return { to: p.to, kind: 'gift-declined', subject: `${p.recipientName} has declined your gift`, text: lines.join('\n\n'), html: html(lines, { href: `${c.publicUrl}/pro/marketplace/orders`, label: 'Order history' }) };
  },
  giftFulfilment: (
    c: TCfg,
    p: { to: string; senderName: string; recipientName: string; productName: string; step: 'processed' | 'sent' | 'delivered' | 'return' | 'lost' | 'resolve'; trackingUrl?: string | null; carrier?: string | null; resolution?: string | null },
  ): TNewMail => {
    const who = p.recipientName || 'your recipient';
    const headline = {
      processed: `Your gift to ${who} is being prepared`,
      sent: `Your gift to ${who} has been sent`,
      delivered: `Your gift to ${who} has been delivered`,
      return: `Your gift to ${who} is being returned`,
      lost: `Your gift to ${who} has been lost in transit`,
      resolve: `The delivery problem with your gift to ${who} is resolved`,
    }[p.step];
    const detail = {
      processed: `We are picking and packing ${p.productName}.`,
      sent: `${p.productName} is on its way${p.carrier ? ` with ${p.carrier}` : ''}.${p.trackingUrl ? ` Tracking link: ${p.trackingUrl}` : ''}`,
      delivered: `${p.productName} has arrived.`,
      return: `${p.productName} could not be delivered and is coming back to us. We will be in touch.`,
      lost: `The carrier has lost ${p.productName}. We will be in touch about a replacement.`,
      resolve: p.resolution ?? '',
    }[p.step];
    const lines = [`Hello ${p.senderName},`, `${headline}.`, detail].filter(Boolean);
    const link = p.step === 'sent' && p.trackingUrl ? { href: p.trackingUrl, label: 'Track the delivery' } : { href: `${c.publicUrl}/pro/marketplace/orders`, label: 'Order history' };
    return { to: p.to, kind: `gift-${p.step}`, subject: p.step === 'sent' && p.trackingUrl ? `${headline}: tracking link` : headline, text: lines.join('\n\n'), html: html(lines, link) };
  },

  // ---- Campaign recipients (campaign-registrations module) ----
  campaignInvitation: (c: TCfg, p: { to: string; recipientName: string; teamName: string; senderName: string; campaignName: string; link: string; message: string; verification: 'none' | 'email' | 'name' }): TNewMail => {
    const lines = [
      `Hello ${p.recipientName || 'there'},`,
      `${p.senderName} at ${p.teamName} has a gift for you. Open the link to choose it.`,
      ...(p.message ? [p.message] : []),
      ...(p.verification === 'email' ? ['You will be asked to confirm this e-mail address.'] : p.verification === 'name' ? ['You will be asked to confirm your first and last name.'] : []),
    ];
    return { to: p.to, kind: 'campaign-invitation', subject: `${p.teamName} has a gift for you`, text: `${lines.join('\n\n')}\n\n${p.link}\n`, html: html(lines, { href: p.link, label: 'Choose your gift' }) };
  },
  campaignReminder: (c: TCfg, p: { to: string; recipientName: string; teamName: string; link: string | null; expiresOn?: string | null }): TNewMail => {
    const lines = [`Hello ${p.recipientName || 'there'},`, `A reminder: ${p.teamName} has a gift waiting for you.`, ...(p.expiresOn ? [`The invitation expires on ${p.expiresOn}.`] : [])];
    return { to: p.to, kind: 'campaign-reminder', subject: `Your gift from ${p.teamName} is waiting`, text: `${lines.join('\n\n')}${p.link ? `\n\n${p.link}` : ''}\n`, html: html(lines, p.link ? { href: p.link, label: 'Choose your gift' } : undefined) };
  },
  campaignClaimReceived: (c: TCfg, p: { to: string; senderName: string; recipientName: string; optionName: string; campaignName: string; campaignId: number; needsApproval: boolean }): TNewMail => {
    const lines = [
      `Hello ${p.senderName},`,
      `${p.recipientName} has chosen ${p.optionName} in ${p.campaignName}.`,
      p.needsApproval ? 'Approve or reject the claim in the campaign\'s recipients.' : 'The claim has been approved automatically.',
    ];
    return { to: p.to, kind: 'campaign-claim-received', subject: `${p.recipientName} has claimed a gift`, text: lines.join('\n\n'), html: html(lines, { href: `${c.publicUrl}/pro/campaigns/${p.campaignId}`, label: 'Open the campaign' }) };
  },
  campaignApproved: (c: TCfg, p: { to: string; recipientName: string; teamName: string; optionName: string; voucher: boolean }): TNewMail => {
    const lines = [
      `Hello ${p.recipientName || 'there'},`,
      `Good news: ${p.teamName} has approved your gift, ${p.optionName}.`,
      p.voucher ? 'Your eGift will follow by e-mail.' : 'We will let you know when it is on its way.',
    ];
    return { to: p.to, kind: 'campaign-approved', subject: `Your gift from ${p.teamName} is approved`, text: lines.join('\n\n'), html: html(lines) };
  },
  campaignGiftSent: (c: TCfg, p: { to: string; recipientName: string; teamName: string; productName: string; carrier: string | null; trackingUrl: string | null }): TNewMail => {
    const lines = [`Hello ${p.recipientName || 'there'},`, `Your gift from ${p.teamName}, ${p.productName}, is on its way${p.carrier ? ` with ${p.carrier}` : ''}.`];
    return {
      to: p.to,
      kind: 'campaign-gift-sent',
      subject: `Your gift from ${p.teamName} is on its way`,
      text: `${lines.join('\n\n')}${p.trackingUrl ? `\n\nTrack it: ${p.trackingUrl}` : ''}\n`,
      html: html(lines, p.trackingUrl ? { href: p.trackingUrl, label: 'Track the delivery' } : undefined),
    };
  },
  seCampaignQuoted: (c: TCfg, p: { to: string; teamName: string; campaignId: number; campaignName: string; boxesCount: number; totalPrice: number }): TNewMail => {
    const lines = [
      `Your single-event campaign ${p.campaignName} for ${p.teamName} has been priced.`,
      `Total price: ${formatPence(p.totalPrice)} for ${p.boxesCount.toLocaleString('en-GB')} boxes.`,
      'Open the campaign to accept the quote, or cancel it if it is not what you need.',
    ];
    const href = `${c.publicUrl}/pro/campaigns/events/${p.campaignId}`;
    return { to: p.to, kind: 'se-campaign-quoted', subject: `${brand(c)}: your quote for ${p.campaignName}`, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'View the quote' }) };
  },
  // Print orders: the staff hear of enquiries, the team of quotes, production and files.
  printOrderEnquiry: (c: TCfg, p: { jobId: number; teamName: string; teamId: number; author: string; name: string; quantity: number; message: string; reorder: boolean }): TNewMail => {
    const lines = [`${p.author} sent ${p.reorder ? 'a reorder' : 'an enquiry'} for team ${p.teamName} (#${p.teamId}): ${p.name}, ${p.quantity.toLocaleString('en-GB')} units.`, p.message];
    const href = `${c.publicUrl}/pro/admin/print-orders/${p.jobId}`;
    const subject = `${p.reorder ? 'Reorder' : 'New enquiry'} #${p.jobId}: ${p.teamName}`;
    return { to: c.staffEmail, kind: 'oms-enquiry-staff', subject, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'Open the back office' }) };
  },
  printOrderQuote: (c: TCfg, p: { to: string; jobName: string; version: number; total: number; currency: string; key: string }): TNewMail => {
    const lines = [`Your quote (version ${p.version}) for ${p.jobName} is ready: ${formatQuoteMoney(toPounds(p.total), p.currency)} in total.`, 'Open the customer pack to see the price per unit, shipping and extras.'];
    const href = `${c.publicUrl}/pro/docs/pack/${p.key}`;
    return { to: p.to, kind: 'oms-quote', subject: `${brand(c)}: your quote for ${p.jobName}`, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'View the customer pack' }) };
  },
  printOrderUpdate: (c: TCfg, p: { to: string; jobId: number; jobName: string; what: string }): TNewMail => {
    const lines = [`${p.jobName} (#${p.jobId}): ${p.what}.`];
    const href = `${c.publicUrl}/pro/orders/${p.jobId}`;
    return { to: p.to, kind: 'oms-job-update', subject: `${brand(c)}: ${p.jobName} — ${p.what}`, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label: 'View the order' }) };
  },
};
