import { IconGift } from '@tabler/icons-react';
import type { TGiftView } from '@gifthub/shared/claims';
import { descriptionParagraphs } from '../../../lib/description';
import { formatPounds } from '../../../lib/money';

/** Who sent it, what it is, and the sender's message and notecard. */
export function GiftSummary({ view }: { view: TGiftView }) {
  const from = view.sender_name ? `${view.sender_name} at ${view.team.name}` : view.team.name;
  const paragraphs = descriptionParagraphs(view.product.description);
  const notecard = view.notecard_type === 'custom' && view.notecard_text?.trim() ? view.notecard_text.trim() : null;
  return (
    <section className="l-card" data-testid="gift-summary" aria-labelledby="gift-name">
      <div className="l-card-media">
        {view.product.image_url ? (
          // Full width on a phone; on wide screens a fixed height so the message stays in view.
          <img src={view.product.image_url} alt={view.product.name} />
        ) : (
          <div className="l-placeholder">
            <IconGift size={72} stroke={1.3} aria-hidden />
          </div>
        )}
      </div>
      <div className="l-stack">
        <p className="l-small l-dimmed">{from} sent you a gift</p>
        <h1 id="gift-name">
          {view.product.name}
          {view.quantity > 1 ? ` × ${view.quantity}` : ''}
        </h1>
        {view.voucher && (
          <p className="l-lead">
            {formatPounds(view.voucher.value)} eGift{view.voucher.brand_name ? ` to spend at ${view.voucher.brand_name}` : ''}
          </p>
        )}
        {paragraphs.map((p, i) => (
          <p key={i} className="l-small">
            {p}
          </p>
        ))}
        {view.message?.trim() && (
          <div className="l-message" data-testid="sender-message">
            <p className="l-label-caps">A message from {view.sender_name ?? view.team.name}</p>
            <p className="l-small l-wrap">{view.message.trim()}</p>
          </div>
        )}
        {notecard ? (
          <div className="l-notecard" data-testid="notecard">
            <p className="l-label-caps l-dimmed">Your notecard</p>
            <p className="l-notecard-text l-wrap">{notecard}</p>
          </div>
        ) : view.notecard_type === 'default' && view.type === 'physical' ? (
          <p className="l-small l-dimmed" data-testid="notecard">
            A greeting card comes with your gift.
          </p>
        ) : null}
      </div>
    </section>
  );
}
