import { useState, type ComponentType } from 'react';
import { Box, Button, Group, Modal, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBox,
  IconHistory,
  IconLink,
  IconPalette,
  IconSend,
  IconSettings,
  IconSpeakerphone,
  type IconProps,
} from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../../lib/product';
import { useSession } from '../../../lib/session';
import { readTutorial, shouldAutoOpenTutorial, writeTutorial } from './tutorial-state';

/** Spec 3 §9: the tutorial modal is 1200 px wide. */
export const TUTORIAL_WIDTH = 1200;

type TStep = { key: string; title: string; text: string; icon: ComponentType<IconProps> };

/** The eight steps of spec 3 §2.2, in order. */
export const TUTORIAL_STEPS: TStep[] = [
  {
    key: 'gift-options-filter',
    title: 'Find the right gift',
    text: 'Filter the Physical Gifts Selection by type, occasion, diet and price, or switch to the eGifts Selection and pick a brand by category. Every gift shows its price including VAT.',
    icon: IconAdjustmentsHorizontal,
  },
  {
    key: 'send-direct',
    title: 'Send it directly',
    text: 'Open a gift and choose Select & Send. Enter the recipient and their UK address, add a greeting card, check the price breakdown and pay. We pick, pack and ship it for you.',
    icon: IconSend,
  },
  {
    key: 'generate-link',
    title: 'Or generate a gift link',
    text: 'Choose Create A New Invitation when you do not know the address. You get a gift registration link to share; the recipient opens it, confirms their own address or declines the gift.',
    icon: IconLink,
  },
  {
    key: 'brand-the-experience',
    title: 'Brand the experience',
    text: 'The page your recipients open carries your team logo and colours. Set them in Team Settings so every gift arrives with your brand.',
    icon: IconPalette,
  },
  {
    key: 'order-history',
    title: 'Follow every order',
    text: 'Order History lists every gift you sent or invited: claimed or not, processing, sent with its tracking link, or returned. Copy an unclaimed link again at any time.',
    icon: IconHistory,
  },
  {
    key: 'preferences',
    title: 'Set your preferences',
    text: 'Save payment cards, choose which e-mails you receive and manage your team members and their permissions from Settings.',
    icon: IconSettings,
  },
  {
    key: 'campaigns',
    title: 'Run gifting campaigns',
    text: `With the ${PRODUCT_NAME} HUB Pro plan, run campaigns with several gift options, your own action pages, approvals and analytics, paid from your team balance.`,
    icon: IconSpeakerphone,
  },
  {
    key: 'corporate-products',
    title: 'Your corporate products',
    text: 'Pro teams can store their own branded products in our warehouse and send them alongside the marketplace gifts.',
    icon: IconBox,
  },
];

/**
 * The marketplace tutorial: Back, Next, a dot per step to jump to it; closing keeps the step ('paused'),
 * finishing marks it 'done'. Both live in a cookie. It opens by itself on the first visit (see
 * shouldAutoOpenTutorial); the page's Tutorial button opens it again at the remembered step.
 */
export function useTutorial({ autoOpen = true }: { autoOpen?: boolean } = {}) {
  const session = useSession();
  // Decided once, when the marketplace page mounts.
  const [opened, setOpened] = useState(() => autoOpen && shouldAutoOpenTutorial({ state: readTutorial(), width: window.innerWidth, pro: session.pro, demo: session.demo }));
  const [step, setStep] = useState(() => Math.min(readTutorial()?.step ?? 0, TUTORIAL_STEPS.length - 1));

  const open = () => {
    const saved = readTutorial();
    setStep(saved?.status === 'paused' ? Math.min(saved.step, TUTORIAL_STEPS.length - 1) : 0);
    setOpened(true);
  };
  const pause = () => {
    writeTutorial({ status: 'paused', step });
    setOpened(false);
  };
  const finish = () => {
    writeTutorial({ status: 'done', step: 0 });
    setOpened(false);
  };
  return { opened, step, setStep, open, pause, finish };
}

export function TutorialModal({ tutorial }: { tutorial: ReturnType<typeof useTutorial> }) {
  const { opened, step, setStep, pause, finish } = tutorial;
  const current = TUTORIAL_STEPS[step]!;
  const last = step === TUTORIAL_STEPS.length - 1;
  const Icon = current.icon;
  return (
    <Modal opened={opened} onClose={pause} size={TUTORIAL_WIDTH} title="Marketplace tutorial" closeButtonProps={{ 'aria-label': 'Close tutorial' }}>
      <Stack gap="lg" data-testid="tutorial" data-step={step}>
        <Group wrap="nowrap" align="center" gap="xl" mih={260} px="md">
          <Box visibleFrom="sm">
            <ThemeIcon size={180} radius={90} variant="light">
              <Icon size={96} stroke={1.3} />
            </ThemeIcon>
          </Box>
          <Stack gap="sm" style={{ flex: 1 }}>
            <Text size="sm" c="dimmed" fw={600}>
              Step {step + 1} of {TUTORIAL_STEPS.length}
            </Text>
            <Title order={2}>{current.title}</Title>
            <Text size="lg">{current.text}</Text>
          </Stack>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap={0} role="group" aria-label="Tutorial steps">
            {TUTORIAL_STEPS.map((s, i) => (
              // A 24 px target around a 12 px dot (WCAG 2.5.8); the dots reach 3:1 against white.
              <UnstyledButton
                key={s.key}
                onClick={() => setStep(i)}
                aria-label={`Go to step ${i + 1}: ${s.title}`}
                aria-current={i === step ? 'step' : undefined}
                w={24}
                h={24}
                style={{ display: 'grid', placeItems: 'center', borderRadius: 12 }}
              >
                <Box w={12} h={12} style={{ borderRadius: 6, background: i === step ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-6)' }} />
              </UnstyledButton>
            ))}
          </Group>
          <Group gap="sm">
            <Button variant="subtle" color="gray" onClick={finish}>
              Don't show again
            </Button>
            <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0}>
              Back
            </Button>
            {last ? <Button onClick={finish}>Finish</Button> : <Button onClick={() => setStep(step + 1)}>Next</Button>}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
