import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiAtLeastOneField } from '@/platform/http/openapi-constraints';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NOTE_MAX_LENGTH, NOTE_SOURCES } from '@/platform/database/schema';

export const NOTE_REQUIRED = 'Please write the note';
export const NOTE_TOO_LONG = `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters long`;

/** Trims the text, keeping a blank one blank so it is refused rather than taken as absent. */
const TrimText = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

const noteText = {
  description: `The note, trimmed: 1 to ${NOTE_MAX_LENGTH} characters`,
  minLength: 1,
  maxLength: NOTE_MAX_LENGTH,
};

/** POST /api/admin/transactions/{id}/notes */
export class CreateNoteDto {
  @ApiProperty(noteText)
  @TrimText()
  @IsString({ message: NOTE_REQUIRED })
  @MinLength(1, { message: NOTE_REQUIRED })
  @MaxLength(NOTE_MAX_LENGTH, { message: NOTE_TOO_LONG })
  text!: string;

  @ApiPropertyOptional({ description: 'Pin it on top of the notes (default false)' })
  @IsOptional()
  @IsBoolean({ message: 'pinned must be true or false' })
  pinned?: boolean;
}

/** PATCH /api/admin/transactions/{id}/notes/{noteId}: the text (its author only), the pin (anyone). */
@ApiAtLeastOneField()
export class UpdateNoteDto {
  @ApiPropertyOptional(noteText)
  @IsOptional()
  @TrimText()
  @IsString({ message: NOTE_REQUIRED })
  @MinLength(1, { message: NOTE_REQUIRED })
  @MaxLength(NOTE_MAX_LENGTH, { message: NOTE_TOO_LONG })
  text?: string;

  @ApiPropertyOptional({ description: 'Pin (true) or unpin (false)' })
  @IsOptional()
  @IsBoolean({ message: 'pinned must be true or false' })
  pinned?: boolean;

  @ApiPropertyOptional({
    description:
      "A customer's request (source customer): mark it done (true) or open again (false), anyone; on the timeline",
  })
  @IsOptional()
  @IsBoolean({ message: 'done must be true or false' })
  done?: boolean;
}

/** A note on a sale, as the back office shows it (never sent to customers). */
export class NoteDto {
  @ApiProperty() _id!: string;
  @ApiProperty() transaction_id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ description: 'Shown on top of the notes' }) pinned!: boolean;
  @ApiProperty({
    enum: NOTE_SOURCES,
    description: 'Written by staff, by a customer (through a feature), or by the system',
  })
  source!: (typeof NOTE_SOURCES)[number];
  @ApiPropertyOptional({ nullable: true, type: String, description: "The author's user id" })
  author!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The author's name when they wrote it; null for the system",
  })
  authorName!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'When its author last edited the text; null if never',
  })
  editedAt!: string | null;
  @ApiProperty({
    description: 'The signed-in member of staff wrote it: they may edit or delete it',
  })
  mine!: boolean;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    format: 'date-time',
    description: "A customer's request marked done: when; null while open (and for staff notes)",
  })
  doneAt!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Who marked it done, by name',
  })
  doneByName!: string | null;
}
