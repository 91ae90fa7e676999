import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { CopyButton } from '@/admin/components/CopyButton';
import {
  addValuer,
  AGENT_MESSAGES,
  canRemoveRequester,
  EMPTY_DRAFT,
  fromAgent,
  MAX_NEGOTIATORS,
  removeValuer,
  replaceValuer,
  toBody,
  toggleThirdfort,
  valuersPrimaryFirst,
  type AgentDraft,
  type Negotiator,
  type Office,
  type Thirdfort,
  type Valuer,
} from '@/admin/features/estate-agents/estateAgentDraft';
import {
  useBrandsQuery,
  useCreateEstateAgentMutation,
  useEstateAgentQuery,
  useUpdateEstateAgentMutation,
} from '@/admin/features/estate-agents/estateAgentsApi';
import { adminPaths } from '@/admin/paths';
import { isEmailAddress } from '@/shared/validation/email';

const required = (message: string) => [{ required: true, whitespace: true, message }];
const emailRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value || isEmailAddress(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error('Invalid email')),
};

/**
 * /admin/estate-agents/add and /admin/estate-agents/{id} (admin.md §2, §4, §5): valuer, office,
 * negotiator and Thirdfort cards. A new agent is held here until Submit; an existing one saves
 * every edit at once by sending the whole agent.
 */
export const EstateAgentPage = () => {
  const { id } = useParams();
  const agent = useEstateAgentQuery({ id: id ?? '' }, { skip: !id });
  if (!id) return <AgentEditor />;
  if (agent.error) {
    return (
      <>
        <AdminPageHeader
          title="Estate Agent"
          breadcrumb={[{ label: 'Estate Agents', to: adminPaths.estateAgents }]}
        />
        <AdminQueryError error={agent.error} title={AGENT_MESSAGES.load} onRetry={agent.refetch} />
      </>
    );
  }
  if (!agent.data) return <Typography.Text role="status">Loading...</Typography.Text>;
  return <AgentEditor key={agent.data.updatedAt} id={id} stored={fromAgent(agent.data)} />;
};

type EditorProps = { id?: string; stored?: AgentDraft };

const AgentEditor = ({ id, stored }: EditorProps) => {
  const navigate = useNavigate();
  const brands = useBrandsQuery();
  const [draft, setDraft] = useState<AgentDraft>(stored ?? EMPTY_DRAFT);
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [create, creating] = useCreateEstateAgentMutation();
  const [update, updating] = useUpdateEstateAgentMutation();
  const brandName = brands.data?.find((brand) => brand._id === draft.brand_id)?.brandName;
  const title =
    id && draft.office ? `${brandName ?? ''} - ${draft.office.name}` : 'Add Estate Agent';

  /** An existing agent saves each change at once; a new one keeps it until Submit. */
  const change = async (next: AgentDraft): Promise<boolean> => {
    setFailure(null);
    if (!id) {
      setDraft(next);
      return true;
    }
    const result = await update({ id, estateAgentBodyDto: toBody(next) });
    if ('error' in result) {
      setFailure({ title: AGENT_MESSAGES.update, detail: errorMessage(result.error) });
      return false;
    }
    setDraft(next);
    return true;
  };

  const submit = async () => {
    if (draft.valuers.length === 0) return setFailure({ title: AGENT_MESSAGES.noValuer });
    if (!draft.office || !draft.brand_id) return setFailure({ title: AGENT_MESSAGES.noOffice });
    const result = await create({ estateAgentBodyDto: toBody(draft) });
    if ('error' in result) {
      return setFailure({ title: AGENT_MESSAGES.create, detail: errorMessage(result.error) });
    }
    void navigate(adminPaths.estateAgent(result.data._id));
  };

  return (
    <>
      <AdminPageHeader
        title={title}
        titleCase={false}
        breadcrumb={[{ label: 'Estate Agents', to: adminPaths.estateAgents }]}
      >
        {id && draft.office && (
          <Flex wrap gap={16}>
            <span>
              ID: {id} <CopyButton value={id} label="ID" />
            </span>
            <span>
              Office: {draft.office.name} <CopyButton value={draft.office.name} label="office" />
            </span>
          </Flex>
        )}
      </AdminPageHeader>
      <Flex vertical gap={24}>
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={failure.title}
            description={failure.detail}
          />
        )}
        <ValuersSection
          valuers={draft.valuers}
          onChange={(valuers) => change({ ...draft, valuers })}
        />
        <OfficeSection
          draft={draft}
          brands={brands.data ?? []}
          brandName={brandName}
          onChange={(brand_id, office) => change({ ...draft, brand_id, office })}
        />
        <NegotiatorsSection
          negotiators={draft.negotiators}
          onChange={(negotiators) => change({ ...draft, negotiators })}
        />
        <ThirdfortSection
          settings={draft.thirdfort}
          saveLabel={id ? 'Save Thirdfort settings' : undefined}
          saving={updating.isLoading}
          onChange={(thirdfort) =>
            id ? setDraft({ ...draft, thirdfort }) : change({ ...draft, thirdfort })
          }
          onSave={() => change(draft)}
        />
        {!id && (
          <Flex justify="flex-end">
            <Button type="primary" size="large" loading={creating.isLoading} onClick={submit}>
              Submit
            </Button>
          </Flex>
        )}
      </Flex>
    </>
  );
};

const cardGrid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
};

type PersonCardProps = {
  title: string;
  person: {
    first_name: string;
    last_name: string;
    email?: string | null;
    phone_number?: string | null;
  };
  onEdit: () => void;
  onDelete: () => void;
  /** Why Delete is unavailable (the last valuer), or nothing. */
  cannotDelete?: string;
};

/** A valuer's or negotiator's card: name, e-mail, phone, Edit and Delete. */
const PersonCard = ({ title, person, onEdit, onDelete, cannotDelete }: PersonCardProps) => {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return (
    <Card
      title={title}
      extra={
        <Flex gap={4}>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Edit ${name}`}
            onClick={onEdit}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Delete ${name}`}
            disabled={cannotDelete !== undefined}
            title={cannotDelete}
            onClick={onDelete}
          />
        </Flex>
      }
    >
      <Typography.Text strong>{name}</Typography.Text>
      <Flex vertical>
        <span>{person.email || 'No email'}</span>
        <span>{person.phone_number || 'No phone number'}</span>
      </Flex>
    </Card>
  );
};

const ValuersSection = ({
  valuers,
  onChange,
}: {
  valuers: Valuer[];
  onChange: (valuers: Valuer[]) => Promise<boolean>;
}) => {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  return (
    <section aria-labelledby="valuers-heading">
      <Typography.Title level={2} id="valuers-heading" style={{ fontSize: 20 }}>
        Valuers
      </Typography.Title>
      <div style={cardGrid}>
        {valuersPrimaryFirst(valuers).map(({ valuer, index }) => (
          <PersonCard
            key={`${index}-${valuer.first_name}-${valuer.last_name}`}
            title={valuer.primary_valuer ? 'Primary Valuer' : 'Secondary Valuer'}
            person={valuer}
            onEdit={() => setEditing({ index })}
            onDelete={() => void onChange(removeValuer(valuers, index))}
            cannotDelete={valuers.length <= 1 ? 'The last valuer cannot be deleted' : undefined}
          />
        ))}
        <Card>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ index: null })}>
            Add valuer
          </Button>
        </Card>
      </div>
      {editing && (
        <PersonModal<Valuer>
          title={editing.index === null ? 'Add valuer' : 'Edit valuer'}
          kind="valuer"
          initial={editing.index === null ? undefined : valuers[editing.index]}
          onCancel={() => setEditing(null)}
          onSave={async (valuer) => {
            const next =
              editing.index === null
                ? addValuer(valuers, valuer)
                : replaceValuer(valuers, editing.index, valuer);
            if (await onChange(next)) setEditing(null);
          }}
        />
      )}
    </section>
  );
};

const NegotiatorsSection = ({
  negotiators,
  onChange,
}: {
  negotiators: Negotiator[];
  onChange: (negotiators: Negotiator[]) => Promise<boolean>;
}) => {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  return (
    <section aria-labelledby="negotiators-heading">
      <Typography.Title level={2} id="negotiators-heading" style={{ fontSize: 20 }}>
        Negotiators
      </Typography.Title>
      <div style={cardGrid}>
        {negotiators.map((negotiator, index) => (
          <PersonCard
            key={`${index}-${negotiator.first_name}-${negotiator.last_name}`}
            title="Negotiator"
            person={negotiator}
            onEdit={() => setEditing({ index })}
            onDelete={() => void onChange(negotiators.filter((_, i) => i !== index))}
          />
        ))}
        {negotiators.length < MAX_NEGOTIATORS && (
          <Card>
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ index: null })}>
              Add negotiator
            </Button>
          </Card>
        )}
      </div>
      {editing && (
        <PersonModal<Negotiator>
          title={editing.index === null ? 'Add negotiator' : 'Edit negotiator'}
          kind="negotiator"
          initial={editing.index === null ? undefined : negotiators[editing.index]}
          onCancel={() => setEditing(null)}
          onSave={async (negotiator) => {
            const next =
              editing.index === null
                ? [...negotiators, negotiator]
                : negotiators.map((n, i) => (i === editing.index ? negotiator : n));
            if (await onChange(next)) setEditing(null);
          }}
        />
      )}
    </section>
  );
};

type PersonModalProps<T> = {
  title: string;
  kind: 'valuer' | 'negotiator';
  initial?: T;
  onCancel: () => void;
  onSave: (person: T) => Promise<void>;
};

/** §5: a valuer needs a first name (e-mail valid when given); a negotiator everything. */
const PersonModal = <T extends Valuer | Negotiator>({
  title,
  kind,
  initial,
  onCancel,
  onSave,
}: PersonModalProps<T>) => {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const negotiator = kind === 'negotiator';
  const handleFinish = async (values: Record<string, string | boolean | undefined>) => {
    setSaving(true);
    await onSave({
      first_name: String(values.first_name ?? '').trim(),
      last_name: String(values.last_name ?? '').trim(),
      email: String(values.email ?? '').trim(),
      phone_number: String(values.phone_number ?? '').trim(),
      ...(negotiator ? {} : { primary_valuer: values.primary_valuer === true }),
    } as T);
    setSaving(false);
  };
  return (
    <Modal
      open
      title={title}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={handleFinish}
        scrollToFirstError={{ focus: true }}
      >
        <Form.Item name="first_name" label="First name" rules={required('First name is required')}>
          <Input autoFocus maxLength={255} />
        </Form.Item>
        <Form.Item
          name="last_name"
          label="Last name"
          rules={negotiator ? required('Last name is required') : undefined}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={negotiator ? [...required('Invalid email'), emailRule] : [emailRule]}
        >
          <Input type="email" maxLength={320} />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label="Phone number"
          rules={negotiator ? required('Phone number is required') : undefined}
        >
          <Input type="tel" maxLength={32} />
        </Form.Item>
        {!negotiator && (
          <Form.Item name="primary_valuer" valuePropName="checked">
            <Checkbox>Primary valuer</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};

const OfficeSection = ({
  draft,
  brands,
  brandName,
  onChange,
}: {
  draft: AgentDraft;
  brands: { _id: string; brandName: string }[];
  brandName: string | undefined;
  onChange: (brandId: string, office: Office) => Promise<boolean>;
}) => {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const office = draft.office;
  const address = office
    ? Object.values(office.address)
        .filter((part) => part.trim())
        .join(', ')
    : '';
  return (
    <section aria-labelledby="office-heading">
      <Card
        title={
          <Typography.Title level={2} id="office-heading" style={{ fontSize: 20, margin: 0 }}>
            Office
          </Typography.Title>
        }
        extra={
          <Button
            icon={office ? <EditOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
            onClick={() => setOpen(true)}
          >
            {office ? 'Edit' : 'Add office details'}
          </Button>
        }
      >
        {office ? (
          <Flex vertical>
            <span>Brand: {brandName ?? '—'}</span>
            <span>Name: {office.name}</span>
            <span>Phone: {office.phone_number || 'No phone number'}</span>
            <span>Address: {address || 'No address'}</span>
          </Flex>
        ) : (
          <Typography.Text type="secondary">No office details yet.</Typography.Text>
        )}
      </Card>
      {open && (
        <Modal
          open
          title="Office details"
          okText="Save"
          confirmLoading={saving}
          onOk={() => form.submit()}
          onCancel={() => setOpen(false)}
          destroyOnHidden
        >
          <Form
            form={form}
            layout="vertical"
            scrollToFirstError={{ focus: true }}
            initialValues={{ brand_id: draft.brand_id ?? undefined, ...(office ?? {}) }}
            onFinish={async (values: Office & { brand_id: string }) => {
              setSaving(true);
              const next: Office = {
                name: values.name.trim(),
                phone_number: values.phone_number?.trim() ?? '',
                address: {
                  line_1: values.address?.line_1?.trim() ?? '',
                  line_2: values.address?.line_2?.trim() ?? '',
                  line_3: values.address?.line_3?.trim() ?? '',
                  post_town: values.address?.post_town?.trim() ?? '',
                  country: values.address?.country?.trim() ?? '',
                  postcode: values.address?.postcode?.trim() ?? '',
                },
              };
              if (await onChange(values.brand_id, next)) setOpen(false);
              setSaving(false);
            }}
          >
            <Form.Item
              name="brand_id"
              label="Brand"
              rules={[{ required: true, message: AGENT_MESSAGES.brand }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={brands.map((brand) => ({ value: brand._id, label: brand.brandName }))}
              />
            </Form.Item>
            <Form.Item name="name" label="Office name" rules={required('Office name is required')}>
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name="phone_number" label="Office phone number">
              <Input type="tel" maxLength={32} />
            </Form.Item>
            <Form.Item name={['address', 'line_1']} label="Address line 1">
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name={['address', 'line_2']} label="Address line 2">
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name={['address', 'line_3']} label="Address line 3">
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name={['address', 'post_town']} label="Post town">
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name={['address', 'country']} label="Country">
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name={['address', 'postcode']} label="Postcode">
              <Input maxLength={16} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </section>
  );
};

const THIRDFORT_FLAGS = [
  ['requestsSellerThirdfortChecks', 'Conducts seller Thirdfort checks'],
  ['requestsBuyerThirdfortChecks', 'Conducts buyer Thirdfort checks'],
  ['receivesSellerThirdfortChecks', 'Receives seller Thirdfort checks'],
  ['receivesBuyerThirdfortChecks', 'Receives buyer Thirdfort checks'],
] as const;

const ThirdfortSection = ({
  settings,
  saveLabel,
  saving,
  onChange,
  onSave,
}: {
  settings: Thirdfort;
  saveLabel?: string;
  saving: boolean;
  onChange: (settings: Thirdfort) => void;
  onSave: () => void;
}) => {
  const emails = settings.thirdfortRequesterEmails;
  const invalid = emails.map((email) => email.trim() !== '' && !isEmailAddress(email.trim()));
  const setEmail = (index: number, value: string) =>
    onChange({
      ...settings,
      thirdfortRequesterEmails: emails.map((e, i) => (i === index ? value : e)),
    });
  return (
    <section aria-labelledby="thirdfort-heading">
      <Card
        title={
          <Typography.Title level={2} id="thirdfort-heading" style={{ fontSize: 20, margin: 0 }}>
            Thirdfort Checks
          </Typography.Title>
        }
      >
        <Flex vertical gap={12}>
          {THIRDFORT_FLAGS.map(([flag, label]) => (
            <Checkbox
              key={flag}
              checked={settings[flag]}
              onChange={(event) => onChange(toggleThirdfort(settings, flag, event.target.checked))}
            >
              {label}
            </Checkbox>
          ))}
          <Typography.Text strong>Thirdfort requester emails</Typography.Text>
          {emails.length === 0 && (
            <Typography.Text type="secondary">No requester emails.</Typography.Text>
          )}
          {emails.map((email, index) => (
            <Flex key={index} gap={8} align="start">
              <Flex vertical style={{ flex: 1 }}>
                <Input
                  type="email"
                  aria-label={`Requester email ${index + 1}`}
                  value={email}
                  status={invalid[index] ? 'error' : undefined}
                  aria-invalid={invalid[index] || undefined}
                  onChange={(event) => setEmail(index, event.target.value)}
                />
                {invalid[index] && <Typography.Text type="danger">Invalid email</Typography.Text>}
              </Flex>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove requester email ${index + 1}`}
                disabled={!canRemoveRequester(settings)}
                onClick={() =>
                  onChange({
                    ...settings,
                    thirdfortRequesterEmails: emails.filter((_, i) => i !== index),
                  })
                }
              />
            </Flex>
          ))}
          <Flex gap={8} wrap>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => onChange({ ...settings, thirdfortRequesterEmails: [...emails, ''] })}
            >
              Add email
            </Button>
            {saveLabel && (
              <Button
                type="primary"
                loading={saving}
                disabled={invalid.some(Boolean)}
                onClick={onSave}
              >
                {saveLabel}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    </section>
  );
};
