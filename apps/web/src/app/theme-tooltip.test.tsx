import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Button, MantineProvider, Tooltip } from '@mantine/core';
import { TOOLTIP_MAX_WIDTH } from '@gifthub/shared/constants';
import { theme } from './theme';

afterEach(cleanup);

describe('a tooltip', () => {
  it('wraps its text at 450 px by default', () => {
    render(
      <MantineProvider theme={theme}>
        <Tooltip label={'A long explanation. '.repeat(20)} opened>
          <Button>Help</Button>
        </Tooltip>
      </MantineProvider>,
    );
    const tip = screen.getByRole('tooltip');
    expect(TOOLTIP_MAX_WIDTH).toBe(450);
    expect(tip.style.maxWidth).toBe('450px');
    expect(tip).toHaveAttribute('data-multiline');
  });
});
