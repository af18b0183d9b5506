import { Modal } from '@mantine/core';

// Placeholder: replaced by the full contact form (spec 3 §2.13).
export function ContactModal({ opened, onClose }: { opened: boolean; onClose: () => void; location: 'login' | 'app' }) {
  return <Modal opened={opened} onClose={onClose} title="Contact us" />;
}
