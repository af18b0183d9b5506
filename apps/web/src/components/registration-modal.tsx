import { Modal } from '@mantine/core';

// Placeholder: replaced by the registration and upgrade modal (spec 3 §2.12).
export function RegistrationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return <Modal opened={opened} onClose={onClose} title="Sign up" />;
}
