import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { takeConsoleErrors } from './console-guard';

afterEach(cleanup);

describe('the console.error guard of the web tests', () => {
  it('records what React reports about invalid markup, which fails the test unless taken', () => {
    render(
      <p>
        <div>inside a paragraph</div>
      </p>,
    );
    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('In HTML, <div> cannot be a descendant of <p>.');
  });

  it('records any console.error, with printf-style arguments filled in', () => {
    console.error('Something %s happened', 'bad', { id: 1 });
    expect(takeConsoleErrors()).toEqual(['Something bad happened [object Object]']);
  });

  it('starts every test with nothing recorded', () => {
    expect(takeConsoleErrors()).toEqual([]);
  });
});
