import { Injectable } from '@nestjs/common';
import {
  EstateAgentChoiceDto,
  EstateAgentChoicesDto,
  SPECIAL_OPTIONS,
} from './dto/estate-agent-choice.dto';
import {
  EstateAgentChoiceRow,
  EstateAgentsRepository,
  type ValuerRow,
} from './estate-agents.repository';

import type { EstateAgentThirdfort } from '@/platform/database/schema/types';
import { NO_THIRDFORT } from './estate-agents.rules';

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** Estate agents as customers see them: the seller's dropdown. (Admin CRUD lives elsewhere.) */
@Injectable()
export class EstateAgentsService {
  constructor(private readonly agents: EstateAgentsRepository) {}

  async listChoices(): Promise<EstateAgentChoicesDto> {
    const items = (await this.agents.listChoices())
      .map(toChoice)
      .sort((a, b) => collator.compare(a.label, b.label) || a._id.localeCompare(b._id));
    return { items, specialOptions: SPECIAL_OPTIONS };
  }

  /** The agent's primary valuer (the first valuer when none is marked), or null. */
  async findPrimaryValuer(id: string): Promise<ValuerRow | null> {
    const valuers = await this.agents.findValuers(id);
    const primary = valuers.find((valuer) => valuer.primary) ?? valuers[0];
    return primary
      ? { first_name: primary.first_name, last_name: primary.last_name, email: primary.email }
      : null;
  }

  /** The agent's name ('brand - office') and Thirdfort settings, or undefined. */
  async findThirdfort(
    id: string,
  ): Promise<{ label: string; thirdfort: EstateAgentThirdfort } | undefined> {
    const row = await this.agents.find(id);
    if (!row) return undefined;
    return {
      label: row.agent.display_name,
      thirdfort: row.agent.thirdfort ?? NO_THIRDFORT,
    };
  }

  /** The agent with this id (request bodies check it is an id), or undefined. */
  async findChoice(id: string): Promise<EstateAgentChoiceDto | undefined> {
    const row = await this.agents.findChoice(id);
    return row && toChoice(row);
  }
}

export function toChoice(row: EstateAgentChoiceRow): EstateAgentChoiceDto {
  return {
    _id: row._id,
    brand: row.brand,
    office: { name: row.officeName },
    label: `${row.brand} - ${row.officeName}`,
  };
}
