import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import {
  addValuer,
  removeValuer,
  replaceValuer,
  valuersPrimaryFirst,
  type Valuer,
} from '@/admin/features/estate-agents/estateAgentDraft';
import { cardGrid, PersonCard } from './PersonCard';
import { PersonModal } from './PersonModal';

type ValuersSectionProps = {
  valuers: Valuer[];
  onChange: (valuers: Valuer[]) => Promise<boolean>;
  onDirtyChange?: (dirty: boolean) => void;
};

/** The valuers, the primary one first; the last one cannot be deleted. */
export const ValuersSection = ({ valuers, onChange, onDirtyChange }: ValuersSectionProps) => {
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
          onDirtyChange={onDirtyChange}
          onSave={(valuer) =>
            onChange(
              editing.index === null
                ? addValuer(valuers, valuer)
                : replaceValuer(valuers, editing.index, valuer),
            )
          }
        />
      )}
    </section>
  );
};
