import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { classifiedMessages, type ApiError } from '@/api/baseQuery';
import { FormActions } from './FormActions';
import { FormFailureAlert } from './FormFailureAlert';
import { useMutationForm, type MutationCall } from './useMutationForm';

type Values = { name?: string; email?: string };

type HarnessProps = {
  mutate: (values: Values) => MutationCall;
  onSuccess?: (result: unknown) => void;
};

const fieldFor = (message: string) =>
  message.startsWith('Name') ? 'name' : message.startsWith('Email') ? 'email' : undefined;

const Harness = ({ mutate, onSuccess }: HarnessProps) => {
  const [form] = Form.useForm<Values>();
  const save = useMutationForm({ form, mutate, fieldFor, failure: 'Could not save', onSuccess });
  return (
    <Form form={form} onFinish={save.onFinish} initialValues={{ name: 'Ada', email: 'a@b.c' }}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input />
      </Form.Item>
      <FormFailureAlert failure={save.failure} />
      <FormActions saving={save.saving} />
    </Form>
  );
};

const badRequest = (...messages: string[]): ApiError => ({
  status: 400,
  message: classifiedMessages.validation,
  retryable: false,
  serverMessage: messages,
});

/** A mutation trigger's result as RTK Query gives it: a promise with `unwrap`. */
const triggerResult = <T,>(answer: Promise<T>) => ({ unwrap: () => answer });

describe('useMutationForm', () => {
  it('sends the values once, however often Save is pressed meanwhile, then hands on the answer', async () => {
    const user = userEvent.setup();
    let answer: (value: string) => void = () => undefined;
    const mutate = vi.fn(() => triggerResult(new Promise<string>((done) => (answer = done))));
    const onSuccess = vi.fn();
    render(<Harness mutate={mutate} onSuccess={onSuccess} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    answer('saved');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('saved', expect.anything()));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate).toHaveBeenCalledWith({ name: 'Ada', email: 'a@b.c' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's validation messages under their fields, focusing the first field", async () => {
    const user = userEvent.setup();
    render(
      <Harness
        mutate={() =>
          Promise.reject(badRequest('Email is not valid', 'Name is too long', 'Name is odd'))
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByText('Name is too long')).toBeInTheDocument();
    expect(screen.getByText('Name is odd')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });

  it('shows one alert when a message belongs to no field, or the request failed otherwise', async () => {
    const user = userEvent.setup();
    const mutate = vi
      .fn<HarnessProps['mutate']>()
      .mockImplementationOnce(() =>
        Promise.reject(badRequest('Name is too long', 'Recipients must be unique')),
      )
      .mockImplementationOnce(() =>
        Promise.reject({
          status: 'FETCH_ERROR',
          message: classifiedMessages.network,
          retryable: true,
        } satisfies ApiError),
      );
    render(<Harness mutate={mutate} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(alert).toHaveTextContent('Name is too long');
    expect(alert).toHaveTextContent('Recipients must be unique');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(classifiedMessages.network),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Recipients must be unique');
  });
});
