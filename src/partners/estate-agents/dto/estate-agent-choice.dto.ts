import { ApiProperty } from '@nestjs/swagger';

export const ESTATE_AGENT_SPECIAL_CHOICES = ['not_listed', 'no_agent'] as const;
export type EstateAgentSpecialChoice = (typeof ESTATE_AGENT_SPECIAL_CHOICES)[number];

export class EstateAgentOfficeNameDto {
  @ApiProperty() name!: string;
}

/** An estate agent as a seller picks it: brand, office, and the dropdown label. */
export class EstateAgentChoiceDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: 'Brand name' }) brand!: string;
  @ApiProperty({ type: EstateAgentOfficeNameDto }) office!: EstateAgentOfficeNameDto;
  @ApiProperty({ description: "'brand - office name'", example: 'Harbour & Vale - Bath' })
  label!: string;
}

export class EstateAgentSpecialOptionDto {
  @ApiProperty({ enum: ESTATE_AGENT_SPECIAL_CHOICES }) value!: EstateAgentSpecialChoice;
  @ApiProperty() label!: string;
}

export class EstateAgentChoicesDto {
  @ApiProperty({ type: [EstateAgentChoiceDto], description: 'Sorted alphabetically by label' })
  items!: EstateAgentChoiceDto[];

  @ApiProperty({
    type: [EstateAgentSpecialOptionDto],
    description: 'Choices that are not an agent, shown after the agents',
  })
  specialOptions!: EstateAgentSpecialOptionDto[];
}

export const SPECIAL_OPTIONS: EstateAgentSpecialOptionDto[] = [
  { value: 'not_listed', label: 'My estate agent is not listed' },
  { value: 'no_agent', label: "I don't have an estate agent yet" },
];
