import { Alert, Center, Loader } from '@mantine/core';

/** What stands in for data not there yet: a centred loader while it loads, or once it failed the red alert titled with what could not be loaded. */
export function LoadState({ failed, title }: { failed: boolean; title: string }) {
  if (!failed)
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  return (
    <Alert color="red" title={title} role="alert">
      Please try again later.
    </Alert>
  );
}
