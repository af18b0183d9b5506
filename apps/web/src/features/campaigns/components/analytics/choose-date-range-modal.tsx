import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { defaultCustomRange, utcDay } from '@gifthub/shared/campaign-analytics';

type TRange = [string | null, string | null];

/**
 * Choose Date Range (spec 1 §2): a start and an end day in one calendar, opening on the range chosen before or on
 * last month through today (spec 1 §5). Days after today cannot be picked.
 */
export function ChooseDateRangeModal({ opened, initial, onApply, onClose }: { opened: boolean; initial?: { start: string; end: string }; onApply: (start: string, end: string) => void; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose Date Range">
      {opened && <RangeForm initial={initial} onApply={onApply} onClose={onClose} />}
    </Modal>
  );
}

function RangeForm({ initial, onApply, onClose }: { initial?: { start: string; end: string }; onApply: (start: string, end: string) => void; onClose: () => void }) {
  const today = utcDay(new Date());
  const start = initial ?? defaultCustomRange(new Date());
  const [value, setValue] = useState<TRange>([start.start, start.end]);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const [from, to] = value;
    if (!from || !to) return setError('Choose the first and the last day of the range.');
    onApply(from, to);
  };
  return (
    <Stack>
      <DatePickerInput
        type="range"
        label="Date range"
        valueFormat="DD/MM/YYYY"
        maxDate={today}
        allowSingleDateInRange
        value={value}
        onChange={(v) => {
          setValue(v as TRange);
          setError(null);
        }}
        error={error}
        popoverProps={{ withinPortal: true, attributes: { dropdown: { 'aria-label': 'Choose the first and last day' } } }}
      />
      <Text size="xs" c="dimmed">
        Figures count each event on its own day (UTC): sends when sent, opens when opened, spending when charged or refunded.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={apply}>Apply</Button>
      </Group>
    </Stack>
  );
}
