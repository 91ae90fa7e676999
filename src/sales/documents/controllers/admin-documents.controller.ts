import { Body, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import {
  AdminDocumentDto,
  AdminUploadFileDto,
  DocumentVisibilityDto,
  DownloadQueryDto,
  RejectDocumentDto,
} from '../dto/documents.dto';
import { AdminDocumentsService } from '../services/admin-documents.service';
import { DocumentDownloadsService } from '../services/document-downloads.service';
import { ApiUpload } from './api-upload.decorator';
import { closingIfUnread, sendDownload } from './upload-response';
import { ApiFileResponse } from '@/platform/common/api-file-response';

/** A sale's documents in the back office: /api/admin/documents/… (admins only). */
@AdminController('documents')
export class AdminDocumentsController {
  constructor(
    private readonly documents: AdminDocumentsService,
    private readonly downloads: DocumentDownloadsService,
  ) {}

  @Get('transaction/:transactionId')
  @ApiOperation({
    operationId: 'adminDocuments',
    summary: "A sale's documents, newest first, with uploader, request and status",
  })
  @ApiOkResponse({ type: [AdminDocumentDto] })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  list(@IdParam('transactionId') transactionId: string): Promise<AdminDocumentDto[]> {
    return this.documents.list(transactionId);
  }

  @Post('transaction/:transactionId')
  @ApiUpload({
    operationId: 'adminUploadDocument',
    summary: 'Upload a file to the sale (up to 20 MB), staff only unless shared with a side',
    body: AdminUploadFileDto,
    created: AdminDocumentDto,
    notFound: 'Transaction not found',
  })
  upload(
    @CurrentUser() admin: SessionUser,
    @IdParam('transactionId') transactionId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminDocumentDto> {
    return closingIfUnread(req, res, () => this.documents.upload(admin, transactionId, req));
  }

  @Put(':id/visibility')
  @ApiOperation({
    operationId: 'setDocumentVisibility',
    summary: 'Share the file with the seller and/or the buyer, or neither',
  })
  @ApiOkResponse({ type: AdminDocumentDto })
  @ApiNotFoundResponse({ description: 'Document not found' })
  setVisibility(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: DocumentVisibilityDto,
  ): Promise<AdminDocumentDto> {
    return this.documents.setVisibility(admin, id, body);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'acceptDocument',
    summary: "Accept the seller's answer to a request",
  })
  @ApiOkResponse({ type: AdminDocumentDto })
  @ApiNotFoundResponse({ description: 'Document not found' })
  @ApiConflictResponse({ description: 'Not an answer, already reviewed, or not scanned clean' })
  accept(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<AdminDocumentDto> {
    return this.documents.accept(admin, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'rejectDocument',
    summary:
      "Reject the seller's answer with a reason: the request opens again and they are e-mailed",
  })
  @ApiOkResponse({ type: AdminDocumentDto })
  @ApiBadRequestResponse({ description: 'Please give a reason for the rejection' })
  @ApiNotFoundResponse({ description: 'Document not found' })
  @ApiConflictResponse({ description: 'Not an answer, already reviewed, or not scanned clean' })
  reject(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: RejectDocumentDto,
  ): Promise<AdminDocumentDto> {
    return this.documents.reject(admin, id, body.reason);
  }

  @Get(':id/download')
  @ApiOperation({
    operationId: 'adminDownloadDocument',
    summary: 'Download the file; ?inline=1 serves a PDF or picture for the preview (sandboxed)',
  })
  @ApiFileResponse('The file', 'application/pdf', 'image/jpeg', 'image/png', 'image/heic')
  @ApiNotFoundResponse({ description: 'Document not found' })
  @ApiConflictResponse({ description: 'Not scanned clean (yet)' })
  async download(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Query() query: DownloadQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    sendDownload(res, await this.downloads.forAdmin(admin, id, query.inline === '1'));
  }
}
