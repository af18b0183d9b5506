import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Autocomplete, MantineProvider, MultiSelect, Select, TagsInput } from '@mantine/core';
import type { ReactElement } from 'react';
import { theme } from './theme';

const options = Array.from({ length: 30 }, (_, i) => `Option ${i + 1}`);
const fields: [string, ReactElement][] = [
  ['Select', <Select key="s" label="Type" data={options} dropdownOpened />],
  ['MultiSelect', <MultiSelect key="m" label="Type" data={options} dropdownOpened />],
  ['TagsInput', <TagsInput key="t" label="Type" data={options} dropdownOpened />],
  ['Autocomplete', <Autocomplete key="a" label="Type" data={options} dropdownOpened />],
];

afterEach(cleanup);

describe("an options dropdown's scroll frame", () => {
  it.each(fields)('%s: is in the tab order, so a list longer than the dropdown can be scrolled by keyboard (axe scrollable-region-focusable)', (_, field) => {
    render(<MantineProvider theme={theme}>{field}</MantineProvider>);
    const listbox = screen.getByRole('listbox');
    const viewport = listbox.querySelector('.mantine-ScrollArea-viewport');
    expect(viewport).not.toBeNull();
    expect(viewport).toHaveAttribute('tabindex', '0');
    expect(viewport).toHaveAttribute('role', 'group');
    expect(within(listbox).getAllByRole('option')).toHaveLength(30);
  });
});
