import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Divider, Group, List, Loader, SimpleGrid, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TProduct } from '@gifthub/shared/catalogue';
import { billingTexts } from '@gifthub/shared/billing';
import { isSpecialCorporation } from '@gifthub/shared/gifts';
import type { TInvitationResult } from '@gifthub/shared/registrations';
import { focusFirst } from '../../../components/focus-first';
import { useModalGuard } from '../../../components/guarded-modal';
import { ApiError } from '../../../lib/api-client';
import { formatPence, formatPounds } from '../../../lib/money';
import { endsAttempt } from '../../../lib/payment-attempt';
import { useSession } from '../../../lib/session';
import { checkBalance } from '../../payment/api/check-balance';
import { PaymentChoice, usePayment } from '../../payment/components/payment-choice';
import { showPaymentOutcome, useStillShown } from '../../payment/components/payment-outcome';
import { useCreateCampaignInvitation, useCreateInvitation, useSendCampaignGift, useSendGift } from '../api/send-gift';
import { campaignInvitationItem, campaignRegistrationItem, campaignSteps, optionProduct, sendableOptions, validateCampaignStep, type TFlowCampaign } from './gift-campaign';
import { GiftSentDetails, InvitationDetails } from './gift-details';
import { AddressStep, NotecardStep, StartStep } from './gift-steps';
import { STEP_LABELS, initialValues, invitationItem, registrationItem, stepOfField, stepsFor, validateStep, type TFlowMode, type TGiftValues } from './gift-form';
import { PriceBreakdown } from './price-breakdown';
import { priceLines, pricesFor } from './prices';
import { countryOptions } from './countries';

export type TFlowScreen = 'form' | 'payment' | 'processing' | 'details';

export const FLOW_TITLES: Record<TFlowMode, string> = { send: 'Select & Send', invite: 'Create A New Invitation' };
export const INVITATION_CREATED = 'Campaign Invitation Created';

/** What the gift is: a marketplace product, or (gifting platform) a campaign whose options are chosen from. */
export type TGiftTarget = { product: TProduct; campaign?: undefined } | { product?: undefined; campaign: TFlowCampaign };

/**
 * The gift registration modal's flow (spec 1 §2, §4): screens form → payment or processing → details; the form
 * walks the steps of the mode and product type, Continue validating the current step first. A failed payment
 * or a server error returns to the form with the errors listed. Inside a GuardedModal: entered data asks before
 * it is discarded, and while the payment runs the modal cannot be closed nor the page left unasked.
 * In a campaign, Select & Send chooses one of its options (paid now) and an invitation chooses none (the recipient
 * picks; charged when the claim is confirmed).
 */
export function GiftFlow({ mode, onBack, onClose, onTitle, ...target }: TGiftTarget & { mode: TFlowMode; onBack: () => void; onClose: () => void; onTitle: (title: string) => void }) {
  const session = useSession();
  const corporation5 = isSpecialCorporation(session.team.corporation_id);
  const campaign = target.campaign ?? null;
  const [active, setActive] = useState(0);
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [screen, setScreen] = useState<TFlowScreen>('form');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [invitation, setInvitation] = useState<TInvitationResult | null>(null);
  const form = useForm<TGiftValues>({ mode: 'controlled', initialValues: initialValues(target.product ?? null, mode, session.team.corporation_id) });
  const send = useSendGift(session.teamId);
  const invite = useCreateInvitation(session.teamId);
  const campaignSend = useSendCampaignGift(session.teamId, campaign?.id ?? 0);
  const campaignInvite = useCreateCampaignInvitation(session.teamId, campaign?.id ?? 0);
  const pending = send.isPending || invite.isPending || campaignSend.isPending || campaignInvite.isPending;
  const options = campaign ? sendableOptions(campaign) : [];
  const option = options.find((o) => String(o.id) === form.values.option_id) ?? null;
  // The product the steps and prices read: the marketplace's, or the chosen option; none for a campaign invitation.
  const product = target.product ?? (option && mode === 'send' ? optionProduct(option) : null);
  const steps = campaign ? campaignSteps(mode, campaign, option) : stepsFor(mode, product!.type);
  const inFlight = useRef(false);
  const shown = useStillShown();
  useModalGuard({ locked: screen !== 'form' && screen !== 'details', dirty: screen === 'form' && form.isDirty() });

  // A new step or screen starts with focus on its first field (or its heading, or the errors to fix), not on the page body.
  const flowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = flowRef.current;
    focusFirst(root?.querySelector<HTMLElement>('[data-testid="flow-errors"]') ?? root?.querySelector<HTMLElement>('form') ?? root ?? null);
  }, [active, screen]);

  const v = form.values;
  const quantity = product?.type === 'physical' ? Math.max(1, Math.floor(Number(v.quantity)) || 1) : 1;
  const prices = product ? pricesFor(product, { quantity, country: v.country, notecardType: v.notecard_type, notecardText: v.notecard_text, voucherValue: v.voucher_value }) : null;
  const total = prices?.total.iv ?? 0;
  const payment = usePayment(total);
  const step = steps[Math.min(active, steps.length - 1)]!;

  const validate = (s = step) => {
    const errors = campaign ? validateCampaignStep(s, mode, option, form.values) : validateStep(s, mode, product!, form.values);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (!validate()) return;
    setServerErrors([]);
    setActive((a) => Math.min(a + 1, steps.length - 1));
  };
  const back = () => {
    form.clearErrors();
    if (active === 0) onBack();
    else setActive((a) => a - 1);
  };

  const fail = (messages: string[], fields: Record<string, string> = {}) => {
    setServerErrors(messages);
    form.setErrors(fields);
    // Return to the first step that holds a named field, else stay on the summary.
    const first = Object.keys(fields)
      .map(stepOfField)
      .filter((s): s is NonNullable<typeof s> => s !== null && steps.includes(s))
      .sort((a, b) => steps.indexOf(a) - steps.indexOf(b))[0];
    setActive(first ? steps.indexOf(first) : steps.length - 1);
    setScreen('form');
  };

  const submit = async () => {
    if (inFlight.current) return;
    if (session.demo) return;
    // Every step again: the values may have changed since.
    for (const s of steps) {
      if (!validate(s)) {
        setActive(steps.indexOf(s));
        return;
      }
    }
    if (!payment.ready) return;
    inFlight.current = true;
    setServerErrors([]);
    setScreen(payment.needed ? 'payment' : 'processing');
    const owner = { userId: session.user.user_id, amount: total / 100 };
    const flow = mode === 'send' ? 'gift-send' : 'gift-invite';
    try {
      if (payment.payment?.method === 'team-balance') {
        // Spec 1 §4: a balance check first; a failed check returns to the form.
        const check = await checkBalance(session.teamId, total / 100);
        if (!check.allowed) return fail([`${billingTexts.insufficientBalance} Available: ${formatPounds(check.total_available)}.`]);
      }
      // The hooks send one Idempotency-Key per payment attempt: a retry of the same gift after a lost answer is charged once.
      if (campaign && mode === 'send') await campaignSend.mutateAsync({ item: campaignRegistrationItem(option!, form.values, payment.payment), owner });
      else if (campaign) setInvitation(await campaignInvite.mutateAsync(campaignInvitationItem(form.values, campaign.reward_type)));
      else if (mode === 'send') await send.mutateAsync({ item: registrationItem(product!, form.values, payment.payment), owner });
      else setInvitation(await invite.mutateAsync({ item: invitationItem(product!, form.values, payment.payment), owner }));
      // The page was left in the portal (the router asked first) while it ran: tell the outcome where the person is now.
      if (!shown.current && payment.needed) showPaymentOutcome(flow, { outcome: 'succeeded', kind: 'gift', amount: owner.amount, message: null });
      setScreen('details');
      if (mode === 'invite') onTitle(INVITATION_CREATED);
    } catch (e) {
      if (!shown.current && payment.needed && endsAttempt(e)) showPaymentOutcome(flow, { outcome: 'failed', kind: 'gift', amount: owner.amount, message: e instanceof ApiError ? e.message : null });
      if (e instanceof ApiError) {
        const fields = e.fieldErrors();
        const listed = Object.values(fields).filter((m) => m && m !== e.message);
        fail([e.message, ...listed], fields);
      } else fail(['The gift could not be sent. Please try again.']);
    } finally {
      inFlight.current = false;
    }
  };

  if (screen === 'payment' || screen === 'processing')
    return (
      <Center py={60} data-testid={`flow-${screen}`} ref={flowRef}>
        <Stack align="center" gap="xs" role="status" tabIndex={-1} data-focus-first>
          <Loader />
          <Text fw={500}>{screen === 'payment' ? `Taking the payment of ${formatPence(total)}…` : mode === 'send' ? 'Sending your gift…' : 'Creating the gift link…'}</Text>
          <Text size="sm" c="dimmed">
            Please keep this window open.
          </Text>
        </Stack>
      </Center>
    );

  if (screen === 'details')
    return (
      <div ref={flowRef}>
        {mode === 'invite' && invitation ? (
          <InvitationDetails result={invitation} product={product} values={form.values} onClose={onClose} />
        ) : (
          <GiftSentDetails product={product!} values={form.values} onClose={onClose} inCampaign={campaign !== null} />
        )}
      </div>
    );

  const summary = step === 'summary';
  const lines = product && prices ? priceLines(product, prices, quantity) : [];
  const submitLabel = payment.needed ? `Pay ${formatPence(total)} & ${mode === 'send' ? 'Send' : 'Create Link'}` : mode === 'send' ? 'Send Gift' : 'Create Link';
  // A campaign invitation takes no payment: its last step is the summary alone.
  const summaryLabel = campaign && mode === 'invite' ? 'Summary' : mode === 'invite' ? 'Summary and payment' : 'Summary & payment';

  return (
    <Stack gap="lg" data-testid="gift-flow" data-step={step} ref={flowRef}>
      {product && (
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {product.name}
          </Text>
          {product.type === 'physical' && (
            <Text size="sm" c="dimmed">
              · {formatPounds(product.price)} inc VAT
            </Text>
          )}
        </Group>
      )}
      {/* On a phone the steps are one row of numbers with only the current step's name shown (each keeps its name for
          screen readers): four names do not fit in one line there. */}
      <Stepper active={active} size="sm" wrap={!narrow} allowNextStepsSelect={false} onStepClick={(i) => i < active && setActive(i)}>
        {steps.map((s, i) => {
          const label = s === 'summary' ? summaryLabel : STEP_LABELS[s];
          return <Stepper.Step key={s} aria-label={label} label={narrow && i !== active ? undefined : label} />;
        })}
      </Stepper>

      {serverErrors.length > 0 && (
        <Alert color="red" title="The gift could not be sent" data-testid="flow-errors" tabIndex={-1}>
          <List size="sm">
            {serverErrors.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (summary) void submit();
          else next();
        }}
        noValidate
      >
        {step === 'start' && <StartStep form={form} product={product} mode={mode} corporation5={corporation5} options={campaign ? options : undefined} />}
        {step === 'address' && <AddressStep form={form} marketplace={!campaign} />}
        {step === 'notecard' && <NotecardStep form={form} format={option?.notecard_format ?? null} />}
        {summary && campaign && mode === 'invite' && (
          <Stack gap="sm" data-testid="step-summary">
            <Title order={3} size="h4" tabIndex={-1} data-focus-first>
              Summary
            </Title>
            <Recap product={null} values={v} mode={mode} withCard={steps.includes('notecard')} />
            <Text size="sm" c="dimmed">
              The recipient picks their gift from the campaign's options. Your team is charged only when their claim is confirmed.
            </Text>
          </Stack>
        )}
        {summary && product && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" data-testid="step-summary">
            <Stack gap="sm">
              <Title order={3} size="h4" tabIndex={-1} data-focus-first>
                Summary
              </Title>
              <Recap product={product} values={v} mode={mode} />
              <PriceBreakdown lines={lines} />
            </Stack>
            <Stack gap="sm">
              <Title order={3} size="h4">Payment</Title>
              <PaymentChoice state={payment} />
              <Text size="xs" c="dimmed">
                {campaign ? 'Select & Send gifts are charged in full now.' : 'Marketplace gifts are charged in full now.'} We recompute the prices when you confirm.
              </Text>
            </Stack>
          </SimpleGrid>
        )}
        <Divider my="lg" />
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
            Back
          </Button>
          {summary ? (
            <Button type="submit" disabled={!payment.ready || session.demo} loading={pending}>
              {submitLabel}
            </Button>
          ) : (
            <Button type="submit">Continue</Button>
          )}
        </Group>
      </form>
    </Stack>
  );
}

function Recap({ product, values: v, mode, withCard = product?.type !== 'voucher' }: { product: TProduct | null; values: TGiftValues; mode: TFlowMode; withCard?: boolean }) {
  const name = `${v.first_name} ${v.last_name}`.trim();
  const country = countryOptions().find((c) => c.value === v.country)?.label ?? v.country;
  const rows: [string, string][] = [
    ['Recipient', [name, v.email].filter(Boolean).join(' · ') || 'Anyone with the link'],
    ...(v.company.trim() ? ([['Company', v.company]] as [string, string][]) : []),
    ...(!product ? [] : product.type === 'physical' ? ([['Quantity', String(v.quantity)]] as [string, string][]) : ([['Voucher value', formatPounds(Number(v.voucher_value))]] as [string, string][])),
    ...(mode === 'send' && product?.type === 'physical'
      ? ([['Delivery address', [v.address_line_1, v.address_line_2, v.city, v.region, v.postcode, country].filter(Boolean).join(', ')]] as [string, string][])
      : []),
    ...(withCard
      ? ([['Greeting card', v.notecard_type === 'default' ? 'Default greeting card' : v.notecard_type === 'custom' ? (v.notecard_text.trim() ? 'Custom message' : 'Custom (no text: not printed)') : 'None']] as [string, string][])
      : []),
    ...(mode === 'invite' ? ([['Verification', v.password_type === 'none' ? 'None' : v.password_type === 'email' ? 'By e-mail' : 'By name']] as [string, string][]) : []),
  ];
  return (
    <Stack gap={4} data-testid="recap">
      {rows.map(([k, val]) => (
        <Group key={k} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
            {k}
          </Text>
          <Text size="sm">{val}</Text>
        </Group>
      ))}
    </Stack>
  );
}
