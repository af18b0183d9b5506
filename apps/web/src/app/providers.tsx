import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MODAL_WIDTH, TOOLTIP_CLOSE_DELAY, TOOLTIP_OPEN_DELAY } from '@gifthub/shared/constants';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import './app.css';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    Modal: { defaultProps: { size: MODAL_WIDTH, centered: true } },
    Tooltip: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY, closeDelay: TOOLTIP_CLOSE_DELAY, withArrow: true } },
  },
});

export const makeQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: (n, err) => n < 1 && !(err as { status?: number }).status, refetchOnWindowFocus: false } } });

const queryClient = makeQueryClient();

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications position="top-right" limit={4} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
