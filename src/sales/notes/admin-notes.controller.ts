import { Body, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';
import { CreateNoteDto, NoteDto, UpdateNoteDto } from './dto/note.dto';
import { NotesService } from './notes.service';

/** A sale's notes: /api/admin/transactions/{id}/notes/… (admins only; customers never see them). */
@AdminController('transactions')
export class AdminTransactionNotesController {
  constructor(private readonly notes: NotesService) {}

  @Get(':id/notes')
  @ApiOperation({
    operationId: 'notes',
    summary: "A sale's notes: pinned first, then newest first",
  })
  @ApiOkResponse({ type: [NoteDto] })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  list(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<NoteDto[]> {
    return this.notes.list(admin, id);
  }

  @Post(':id/notes')
  @Idempotent()
  @ApiOperation({
    operationId: 'addNote',
    summary: 'Add a note (trimmed, 1 to 5000 characters), pinned or not',
  })
  @ApiCreatedResponse({ type: NoteDto })
  @ApiBadRequestResponse({ description: "'Please write the note', or too long" })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  create(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: CreateNoteDto,
  ): Promise<NoteDto> {
    return this.notes.add({
      transactionId: id,
      text: body.text,
      pinned: body.pinned,
      author: admin,
    });
  }

  @Patch(':id/notes/:noteId')
  @ApiOperation({
    operationId: 'updateNote',
    summary: "Edit a note's text (its author only), or pin or unpin it (anyone)",
  })
  @ApiOkResponse({ type: NoteDto })
  @ApiBadRequestResponse({ description: 'Blank or too long text, or nothing to change' })
  @ApiForbiddenResponse({ description: "Another member of staff's note (text changes)" })
  @ApiNotFoundResponse({ description: 'Transaction or note not found' })
  update(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @IdParam('noteId') noteId: string,
    @Body() body: UpdateNoteDto,
  ): Promise<NoteDto> {
    return this.notes.update(admin, id, noteId, body);
  }

  @Delete(':id/notes/:noteId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'deleteNote',
    summary: 'Delete a note (its author only); the timeline keeps what it said',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ description: "Another member of staff's note" })
  @ApiNotFoundResponse({ description: 'Transaction or note not found' })
  remove(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @IdParam('noteId') noteId: string,
  ): Promise<void> {
    return this.notes.remove(admin, id, noteId);
  }
}
