import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { lazySchema } from './form';

const ZName = z.object({ name: z.string().min(1, 'Name is required.') });

/** A schema whose import the test releases by hand, as a slow network would. */
function deferredSchema() {
  let release!: () => void;
  const arrived = new Promise<typeof ZName>((resolve) => {
    release = () => resolve(ZName);
  });
  return { schema: lazySchema(() => arrived), release };
}

function NameForm({ schema }: { schema: ReturnType<typeof lazySchema<typeof ZName>> }) {
  const form = useForm({ initialValues: { name: '' }, validate: schema.validate, validateInputOnBlur: true, enhanceGetInputProps: schema.enhanceGetInputProps });
  return (
    <form {...schema.formProps(() => undefined, form)} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe('lazySchema', () => {
  it('checks a field left before the schema arrived as soon as it has', async () => {
    const { schema, release } = deferredSchema();
    render(
      <MantineProvider>
        <NameForm schema={schema} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  });

  it('checks a field left after the schema arrived on leaving it', async () => {
    const { schema, release } = deferredSchema();
    release();
    render(
      <MantineProvider>
        <NameForm schema={schema} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByLabelText('Name'));
    // The first focus starts the import; it is already released, so it arrives at once.
    await new Promise((r) => setTimeout(r, 0));
    await userEvent.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  });
});
