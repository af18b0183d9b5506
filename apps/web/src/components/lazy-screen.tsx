import { Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';

/** A route's element whose screen is a lazily loaded chunk: a loader shows until the chunk arrives. */
export const lazyScreen = (page: ReactNode) => (
  <Suspense
    fallback={
      <Center py="xl">
        <Loader />
      </Center>
    }
  >
    {page}
  </Suspense>
);
