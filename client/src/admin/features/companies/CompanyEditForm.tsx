import { Flex, Form, Input } from 'antd';
import type { AddressDto, CompanyBodyDto, CompanyDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { AddressFinder, formatAddressLine } from '@/shared/forms/AddressFinder';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { addressRules, customerAddressWording } from '@/shared/validation/address';
import { useUpdateCompanyMutation } from '@/api/generated';
import {
  COMPANY_NUMBER_MESSAGE,
  COMPANY_NUMBER_REQUIRED,
  companyNumberError,
  normaliseCompanyNumber,
} from './companyNumber';

type Values = { name: string; company_number: string; address: AddressDto | undefined };

export const COMPANY_NAME_REQUIRED = 'Company name is required';
export const NOTHING_CHANGED = 'Nothing has changed yet: change a field first.';

const initialOf = (company: CompanyDto): Values => ({
  name: company.name,
  company_number: company.company_number,
  address: company.address ?? undefined,
});

/** Two addresses hold the same parts, whatever their order or blanks. */
const sameAddress = (a: AddressDto | undefined, b: AddressDto | undefined): boolean => {
  const parts = (address: AddressDto | undefined) =>
    JSON.stringify(
      Object.entries(address ?? {})
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return parts(a) === parts(b);
};

/** What a save would change, in words ('Name: A → B'); empty when nothing changed. */
export const companyChanges = (initial: Values, values: Values): string[] => {
  const changes: string[] = [];
  const name = values.name?.trim() ?? '';
  if (name !== initial.name) changes.push(`Name: ${initial.name} → ${name}`);
  const number = normaliseCompanyNumber(values.company_number ?? '');
  if (number !== initial.company_number) {
    changes.push(`Company number: ${initial.company_number} → ${number}`);
  }
  if (!sameAddress(initial.address, values.address)) {
    changes.push(
      `Address: ${formatAddressLine(initial.address) || 'none'} → ${formatAddressLine(values.address) || 'none'}`,
    );
  }
  return changes;
};

/** The form field a server validation message is about. */
const fieldByMessage: Record<string, string[]> = {
  [COMPANY_NAME_REQUIRED]: ['name'],
  'Company name is too long': ['name'],
  [COMPANY_NUMBER_REQUIRED]: ['company_number'],
  [COMPANY_NUMBER_MESSAGE]: ['company_number'],
  ...Object.fromEntries(
    [
      ...Object.values(customerAddressWording.required),
      ...Object.values(customerAddressWording.tooLong ?? {}),
      customerAddressWording.invalidPostcode,
      customerAddressWording.invalidPostcodeForCountry ?? '',
    ]
      .filter(Boolean)
      .map((message) => [message, ['address']]),
  ),
};

type CompanyEditFormProps = {
  company: CompanyDto;
  onDone: () => void;
};

/**
 * Edit a company's name, number and address: the Companies House number format and the shared
 * address rules, checked again by the server; 'Are you sure?' lists what changes; the save is
 * recorded on the company's history with its author. Leaving with unsaved changes asks first.
 */
export const CompanyEditForm = ({ company, onDone }: CompanyEditFormProps) => {
  const initial = initialOf(company);
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Values | undefined;
  const [update] = useUpdateCompanyMutation();
  const save = useMutationForm({
    form,
    mutate: (values: Values) => {
      const body: CompanyBodyDto = {
        name: values.name.trim(),
        company_number: normaliseCompanyNumber(values.company_number),
        address: values.address as AddressDto,
      };
      return update({ id: company._id, companyBodyDto: body });
    },
    fieldFor: (message) => fieldByMessage[message],
    failure: (error) => errorMessage(error) || 'There was an error saving the company',
    onSuccess: onDone,
  });
  const dirty = watched !== undefined && companyChanges(initial, watched).length > 0;

  return (
    <Flex vertical gap={12}>
      <UnsavedChangesGuard when={dirty && !save.saving} />
      <TwoStepConfirm<Values>
        onConfirm={save.save}
        confirming={save.saving}
        confirmLabel="Save changes"
        summary={(values) => (
          <ul className="th-people">
            {companyChanges(initial, values).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      >
        {(ask) => (
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={initial}
            aria-label="Edit company"
            scrollToFirstError={{ focus: true }}
            onFinish={(values) => {
              if (companyChanges(initial, values).length === 0) {
                save.showFailure(NOTHING_CHANGED);
                return;
              }
              save.showFailure(null);
              ask(values);
            }}
          >
            <Form.Item
              name="name"
              label="Company name"
              rules={[
                { required: true, whitespace: true, message: COMPANY_NAME_REQUIRED },
                { max: 255, message: 'Company name is too long' },
              ]}
            >
              <Input maxLength={255} autoComplete="organization" />
            </Form.Item>
            <Form.Item
              name="company_number"
              label="Company number"
              extra="8 digits, or 2 letters then 6 digits, as Companies House writes it"
              required
              rules={[
                {
                  validator: (_, value: string | undefined) => {
                    const error = companyNumberError(value);
                    return error ? Promise.reject(new Error(error)) : Promise.resolve();
                  },
                },
              ]}
            >
              <Input maxLength={12} autoComplete="off" style={{ maxWidth: 240 }} />
            </Form.Item>
            <Form.Item name="address" label="Address" required rules={addressRules()}>
              <AddressFinder ukOnly searchLabel="Search for the company's address" />
            </Form.Item>
            <FormActions saving={save.saving} onCancel={onDone} />
          </Form>
        )}
      </TwoStepConfirm>
      <FormFailureAlert failure={save.failure} />
    </Flex>
  );
};
