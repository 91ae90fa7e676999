import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { MAX_NEGOTIATORS, type Negotiator } from '@/admin/features/estate-agents/estateAgentDraft';
import { cardGrid, PersonCard } from './PersonCard';
import { PersonModal } from './PersonModal';

type NegotiatorsSectionProps = {
  negotiators: Negotiator[];
  onChange: (negotiators: Negotiator[]) => Promise<boolean>;
  onDirtyChange?: (dirty: boolean) => void;
};

/** The negotiators, up to the most an agent may have. */
export const NegotiatorsSection = ({
  negotiators,
  onChange,
  onDirtyChange,
}: NegotiatorsSectionProps) => {
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
          onDirtyChange={onDirtyChange}
          onSave={(negotiator) =>
            onChange(
              editing.index === null
                ? [...negotiators, negotiator]
                : negotiators.map((n, i) => (i === editing.index ? negotiator : n)),
            )
          }
        />
      )}
    </section>
  );
};
