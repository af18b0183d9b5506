import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import './app.css';
import { useFirstFieldFocus } from './first-field-focus';
import { cssVariablesResolver, theme } from './theme';

export const makeQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: (n, err) => n < 1 && !(err as { status?: number }).status, refetchOnWindowFocus: false } } });

const queryClient = makeQueryClient();

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  useFirstFieldFocus();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications position="top-right" limit={4} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
