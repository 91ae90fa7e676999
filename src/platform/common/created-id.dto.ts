import { ApiProperty } from '@nestjs/swagger';

/** What a create call answers when the spec asks only for the new record's id. */
export class CreatedIdDto {
  @ApiProperty() _id!: string;
}
