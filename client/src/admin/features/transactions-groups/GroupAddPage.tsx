import { CopyOutlined, DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, type ApiError } from '@/api/baseQuery';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import {
  addressErrors,
  canContinue,
  clearDraft,
  companyErrors,
  emptyUnit,
  isUnitValid,
  loadDraft,
  representativeErrors,
  saveDraft,
  TENURE_OPTIONS,
  toAddress,
  toGroupBody,
  unitErrors,
  type DraftAddress,
  type GroupDraft,
  type Tenure,
} from '@/admin/features/transactions-groups/groupDraft';
import {
  GROUP_MESSAGES,
  groupCreateFailure,
  lookupFailure,
  useCreateCompanyMutation,
  useCreateGroupMutation,
  useCreateRepresentativeMutation,
  useLazyCompanyByNumberQuery,
  useLazyUserByEmailQuery,
} from '@/admin/features/transactions-groups/groupsApi';
import { adminPaths } from '@/admin/paths';
import { isEmailAddress } from '@/shared/validation/email';

/** admin.md §7: a lookup answering 404 means "not found", not a failure. */
const isNotFound = (error: unknown) => (error as Partial<ApiError> | undefined)?.status === 404;

/** admin.md §9: the group save goes to the success page after 200 ms. */
export const SUCCESS_DELAY_MS = 200;

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Show the error (the field was left, or a save was tried). */
  showError: boolean;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  inputMode?: 'numeric';
};

const Field = ({
  label,
  value,
  onChange,
  error,
  showError,
  onBlur,
  type = 'text',
  required,
  inputMode,
}: FieldProps) => {
  const id = useId();
  const shown = showError && error;
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 220px' }}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        status={shown ? 'error' : undefined}
        aria-invalid={shown ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {shown && (
        <Typography.Text type="danger" id={`${id}-error`}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
};

const AddressFields = ({
  address,
  onChange,
  show,
  touch,
  prefix,
}: {
  address: DraftAddress;
  onChange: (address: DraftAddress) => void;
  show: (key: string) => boolean;
  touch: (key: string) => void;
  prefix: string;
}) => {
  const errors = addressErrors(address);
  const part = (key: keyof DraftAddress, label: string, required = true) => (
    <Field
      label={label}
      value={address[key]}
      required={required}
      onChange={(value) => onChange({ ...address, [key]: value })}
      error={errors[key]}
      showError={show(`${prefix}.${key}`)}
      onBlur={() => touch(`${prefix}.${key}`)}
    />
  );
  return (
    <Flex wrap gap={16}>
      {part('line_1', 'Address line 1')}
      {part('line_2', 'Address line 2', false)}
      {part('post_town', 'Town')}
      {part('postcode', 'Postcode')}
    </Flex>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card
    title={
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {title}
      </Typography.Title>
    }
  >
    <Flex vertical gap={16}>
      {children}
    </Flex>
  </Card>
);

/**
 * /admin/transactions-groups/add (admin.md §2, §4, §5): one form of cards, the draft kept in
 * local storage (a reload finds it). Saving creates the representative, then the company seller,
 * then the group's sales, and goes to the success page.
 */
export const GroupAddPage = () => {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<GroupDraft>(loadDraft);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<{
    title: string;
    detail?: string;
    fatal?: boolean;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const [repSearch, setRepSearch] = useState('');
  const [companySearch, setCompanySearch] = useState('');
  const [searchNote, setSearchNote] = useState<{ rep?: string; company?: string }>({});
  const [findUser, userLookup] = useLazyUserByEmailQuery();
  const [findCompany, companyLookup] = useLazyCompanyByNumberQuery();
  const [createRepresentative] = useCreateRepresentativeMutation();
  const [createCompany] = useCreateCompanyMutation();
  const [createGroup] = useCreateGroupMutation();

  // Once the group is created the draft is gone for good (a late render must not write it back).
  const created = useRef(false);
  useEffect(() => {
    if (!created.current) saveDraft(draft);
  }, [draft]);

  const show = (key: string) => attempted || touched.has(key);
  const touch = (key: string) => setTouched((current) => new Set(current).add(key));
  const update = (patch: Partial<GroupDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const rep = draft.representative;
  const company = draft.company;
  const repErrors = representativeErrors(rep.manual);
  const coErrors = companyErrors(company.manual);

  const searchUser = async () => {
    setSearchNote((note) => ({ ...note, rep: undefined }));
    if (!isEmailAddress(repSearch.trim())) {
      return setSearchNote((note) => ({ ...note, rep: 'Please enter a valid email' }));
    }
    const result = await findUser({ email: repSearch.trim() });
    if (result.error && !isNotFound(result.error)) {
      return setSearchNote((note) => ({
        ...note,
        rep: lookupFailure(GROUP_MESSAGES.findUser, result.error),
      }));
    }
    if (result.data) {
      const user = result.data;
      update({
        representative: {
          ...rep,
          found: {
            _id: user._id,
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
          },
        },
      });
    } else {
      setSearchNote((note) => ({
        ...note,
        rep: 'No user has this email: enter the representative below.',
      }));
      update({
        representative: { found: null, manual: { ...rep.manual, email: repSearch.trim() } },
      });
    }
  };

  const searchCompany = async () => {
    setSearchNote((note) => ({ ...note, company: undefined }));
    const number = companySearch.replace(/\s+/g, '');
    if (!number)
      return setSearchNote((note) => ({ ...note, company: 'Please enter a company number' }));
    const result = await findCompany({ companyNumber: number });
    if (result.error && !isNotFound(result.error)) {
      return setSearchNote((note) => ({
        ...note,
        company: lookupFailure(GROUP_MESSAGES.findCompany, result.error),
      }));
    }
    if (result.data) {
      const found = result.data;
      update({
        company: {
          ...company,
          found: { _id: found._id, name: found.name, company_number: found.company_number },
        },
      });
    } else {
      setSearchNote((note) => ({
        ...note,
        company: 'No company has this number: enter the company below.',
      }));
      update({ company: { found: null, manual: { ...company.manual, company_number: number } } });
    }
  };

  const setUnit = (index: number, patch: Partial<GroupDraft['units'][number]>) =>
    update({ units: draft.units.map((unit, i) => (i === index ? { ...unit, ...patch } : unit)) });

  const save = async () => {
    setAttempted(true);
    setFailure(null);
    if (!canContinue(draft) || !draft.units.every(isUnitValid)) return;
    setSaving(true);
    try {
      let representativeId = rep.found?._id;
      if (!representativeId) {
        const created = await createRepresentative({
          createActiveCustomerDto: {
            email: rep.manual.email.trim(),
            first_name: rep.manual.first_name.trim(),
            middle_name: rep.manual.middle_name.trim() || undefined,
            last_name: rep.manual.last_name.trim(),
            phone_number: rep.manual.phone_number.trim(),
            correspondence_address: toAddress(rep.manual),
          },
        });
        if ('error' in created) {
          return setFailure({
            title: GROUP_MESSAGES.representative,
            detail: errorMessage(created.error),
          });
        }
        representativeId = created.data._id;
        // Created once: a retry uses it rather than creating it again.
        update({
          representative: {
            ...rep,
            found: {
              _id: representativeId,
              email: rep.manual.email.trim(),
              first_name: rep.manual.first_name.trim(),
              last_name: rep.manual.last_name.trim(),
            },
          },
        });
      }
      let companyId = company.found?._id;
      if (!companyId) {
        const created = await createCompany({
          companyBodyDto: {
            name: company.manual.name.trim(),
            company_number: company.manual.company_number,
            address: toAddress(company.manual),
          },
        });
        if ('error' in created) {
          return setFailure({ title: GROUP_MESSAGES.company, detail: errorMessage(created.error) });
        }
        companyId = created.data._id;
        update({
          company: {
            ...company,
            found: {
              _id: companyId,
              name: company.manual.name.trim(),
              company_number: company.manual.company_number,
            },
          },
        });
      }
      const group = await createGroup({
        createTransactionsGroupDto: toGroupBody(draft, representativeId, companyId),
      });
      if ('error' in group) {
        return setFailure({ ...groupCreateFailure(group.error), fatal: true });
      }
      created.current = true;
      clearDraft();
      window.setTimeout(
        () => void navigate(adminPaths.transactionsGroupSuccess, { state: { group: group.data } }),
        SUCCESS_DELAY_MS,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Add Transactions Group"
        breadcrumb={[{ label: 'Transactions Groups', to: adminPaths.transactionsGroups }]}
      />
      <Flex vertical gap={24}>
        <Section title="Transactions Group">
          <Field
            label="Group name"
            required
            value={draft.name}
            onChange={(name) => update({ name })}
            error={draft.name.trim() ? undefined : 'Transactions group name is required'}
            showError={show('name')}
            onBlur={() => touch('name')}
          />
        </Section>

        <Section title="Representative Details">
          {rep.found ? (
            <Flex justify="space-between" align="center" wrap gap={8}>
              <span>
                {rep.found.first_name} {rep.found.last_name} · {rep.found.email}
              </span>
              <Button onClick={() => update({ representative: { ...rep, found: null } })}>
                Change
              </Button>
            </Flex>
          ) : (
            <>
              <Flex gap={8} align="end" wrap>
                <Flex vertical gap={4} style={{ flex: '1 1 260px' }}>
                  <label htmlFor="rep-search">Find the representative by email</label>
                  <Input
                    id="rep-search"
                    type="email"
                    value={repSearch}
                    onChange={(event) => setRepSearch(event.target.value)}
                    onPressEnter={() => void searchUser()}
                  />
                </Flex>
                <Button
                  icon={<SearchOutlined aria-hidden />}
                  loading={userLookup.isFetching}
                  onClick={() => void searchUser()}
                >
                  Search user
                </Button>
              </Flex>
              {searchNote.rep && <Typography.Text role="status">{searchNote.rep}</Typography.Text>}
              <Flex wrap gap={16}>
                {(
                  [
                    ['first_name', 'First name', true],
                    ['middle_name', 'Middle name', false],
                    ['last_name', 'Last name', true],
                    ['email', 'Email', true],
                    ['phone_number', 'Mobile number', true],
                  ] as const
                ).map(([key, label, required]) => (
                  <Field
                    key={key}
                    label={label}
                    required={required}
                    type={key === 'email' ? 'email' : key === 'phone_number' ? 'tel' : 'text'}
                    value={rep.manual[key]}
                    onChange={(value) =>
                      update({
                        representative: { ...rep, manual: { ...rep.manual, [key]: value } },
                      })
                    }
                    error={key === 'middle_name' ? undefined : repErrors[key]}
                    showError={show(`rep.${key}`)}
                    onBlur={() => touch(`rep.${key}`)}
                  />
                ))}
              </Flex>
              <Typography.Text strong>Correspondence address</Typography.Text>
              <AddressFields
                prefix="rep"
                address={rep.manual}
                onChange={(address) =>
                  update({ representative: { ...rep, manual: { ...rep.manual, ...address } } })
                }
                show={show}
                touch={touch}
              />
            </>
          )}
        </Section>

        <Section title="Property Details">
          {draft.units.map((unit, index) => {
            const errors = unitErrors(unit);
            return (
              <Card
                key={index}
                type="inner"
                title={`Unit ${index + 1}`}
                extra={
                  <Flex gap={4}>
                    <Button
                      type="text"
                      icon={<CopyOutlined aria-hidden />}
                      aria-label={`Duplicate unit ${index + 1}`}
                      disabled={!isUnitValid(unit)}
                      onClick={() => update({ units: [...draft.units, { ...unit }] })}
                    />
                    {draft.units.length > 1 && (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`Remove unit ${index + 1}`}
                        onClick={() => update({ units: draft.units.filter((_, i) => i !== index) })}
                      />
                    )}
                  </Flex>
                }
              >
                <Flex vertical gap={16}>
                  <Flex wrap gap={16}>
                    <Field
                      label="Asking price (£)"
                      required
                      inputMode="numeric"
                      value={unit.askingPrice}
                      onChange={(askingPrice) => setUnit(index, { askingPrice })}
                      error={errors.askingPrice}
                      showError={show(`unit${index}.askingPrice`)}
                      onBlur={() => touch(`unit${index}.askingPrice`)}
                    />
                    <Flex vertical gap={4} style={{ flex: '1 1 220px' }}>
                      <label htmlFor={`unit-${index}-tenure`}>Tenure</label>
                      <Select
                        id={`unit-${index}-tenure`}
                        value={unit.tenureOption}
                        options={TENURE_OPTIONS.map((tenure) => ({ value: tenure, label: tenure }))}
                        onChange={(tenureOption: Tenure) => setUnit(index, { tenureOption })}
                      />
                    </Flex>
                  </Flex>
                  <AddressFields
                    prefix={`unit${index}`}
                    address={unit}
                    onChange={(address) => setUnit(index, address)}
                    show={show}
                    touch={touch}
                  />
                </Flex>
              </Card>
            );
          })}
          <Flex gap={8} wrap>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => update({ units: [...draft.units, emptyUnit()] })}
            >
              Add unit
            </Button>
            <Button danger onClick={() => update({ units: [emptyUnit()] })}>
              Remove all
            </Button>
          </Flex>
        </Section>

        <Section title="Seller Details">
          {company.found ? (
            <Flex justify="space-between" align="center" wrap gap={8}>
              <span>
                {company.found.name} · {company.found.company_number}
              </span>
              <Button onClick={() => update({ company: { ...company, found: null } })}>
                Change
              </Button>
            </Flex>
          ) : (
            <>
              <Flex gap={8} align="end" wrap>
                <Flex vertical gap={4} style={{ flex: '1 1 260px' }}>
                  <label htmlFor="company-search">Find the company by company number</label>
                  <Input
                    id="company-search"
                    value={companySearch}
                    onChange={(event) => setCompanySearch(event.target.value)}
                    onPressEnter={() => void searchCompany()}
                  />
                </Flex>
                <Button
                  icon={<SearchOutlined aria-hidden />}
                  loading={companyLookup.isFetching}
                  onClick={() => void searchCompany()}
                >
                  Search company
                </Button>
              </Flex>
              {searchNote.company && (
                <Typography.Text role="status">{searchNote.company}</Typography.Text>
              )}
              <Flex wrap gap={16}>
                <Field
                  label="Company name"
                  required
                  value={company.manual.name}
                  onChange={(name) =>
                    update({ company: { ...company, manual: { ...company.manual, name } } })
                  }
                  error={coErrors.name}
                  showError={show('company.name')}
                  onBlur={() => touch('company.name')}
                />
                <Field
                  label="Company number"
                  required
                  value={company.manual.company_number}
                  onChange={(company_number) =>
                    update({
                      company: { ...company, manual: { ...company.manual, company_number } },
                    })
                  }
                  error={coErrors.company_number}
                  showError={show('company.company_number')}
                  onBlur={() => touch('company.company_number')}
                />
              </Flex>
              <AddressFields
                prefix="company"
                address={company.manual}
                onChange={(address) =>
                  update({ company: { ...company, manual: { ...company.manual, ...address } } })
                }
                show={show}
                touch={touch}
              />
            </>
          )}
        </Section>

        <Section title="Payment Details">
          <Field
            label="Stripe transaction id (optional)"
            value={draft.stripeTransactionId}
            onChange={(stripeTransactionId) => update({ stripeTransactionId })}
            showError={false}
          />
        </Section>

        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={failure.title}
            description={failure.detail}
            action={
              failure.fatal ? <Button onClick={() => navigate(-1)}>Go back</Button> : undefined
            }
          />
        )}
        <Flex justify="flex-end">
          <Button
            type="primary"
            size="large"
            loading={saving}
            disabled={!canContinue(draft)}
            onClick={() => void save()}
          >
            Save and Continue
          </Button>
        </Flex>
      </Flex>
    </>
  );
};
