import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for an alert (role="alert") that says `text`. Not "the only alert": Mantine's notification store outlives a
 * test, so a notification of an earlier test's late answer may sit beside the one under test.
 */
export const expectAlert = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(text))).toBe(true));
