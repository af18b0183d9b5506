import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';

export type TRouteTab<T extends string> = { value: T; label: string; icon?: ReactNode };

/**
 * Tabs whose panels are routes: the current route's content is the active tab's panel. Every tab gets its panel
 * (the others empty and hidden), so each tab's aria-controls names an element that exists.
 */
export function RouteTabs<T extends string>({ value, tabs, onChange, children, mb = 'lg' }: { value: T; tabs: readonly TRouteTab<T>[]; onChange: (value: T) => void; children: ReactNode; mb?: string }) {
  return (
    <Tabs value={value} onChange={(v) => v && v !== value && onChange(v as T)}>
      <Tabs.List mb={mb}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} leftSection={t.icon}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.value === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
