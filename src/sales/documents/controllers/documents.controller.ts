import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import {
  CustomerDocumentDto,
  CustomerDocumentsDto,
  CustomerRequestDto,
  FeeApprovalAnswerDto,
  UploadFileDto,
} from '../dto/documents.dto';
import { CustomerDocumentsService } from '../services/customer-documents.service';
import { DocumentDownloadsService } from '../services/document-downloads.service';
import { ApiUpload } from './api-upload.decorator';
import { closingIfUnread, sendDownload } from './upload-response';
import { ApiFileResponse } from '@/platform/common/api-file-response';

/**
 * Documents of the customer's own sale (as its seller) or purchase (as its buyer):
 * /api/documents/… Someone else's sale, purchase, request or document answers 404.
 */
@ApiTags('documents')
@Controller('documents')
export class DocumentsController {
  constructor(
    private readonly documents: CustomerDocumentsService,
    private readonly downloads: DocumentDownloadsService,
  ) {}

  @Get('sale/:transactionId')
  @ApiOperation({
    operationId: 'saleDocuments',
    summary: "Your sale's documents and the requests sent to you",
  })
  @ApiOkResponse({ type: CustomerDocumentsDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  listForSale(
    @CurrentUser() user: SessionUser,
    @IdParam('transactionId') transactionId: string,
  ): Promise<CustomerDocumentsDto> {
    return this.documents.listForSale(user, transactionId);
  }

  @Get('purchase/:purchaseIntentId')
  @ApiOperation({
    operationId: 'purchaseDocuments',
    summary: 'The documents shared with you as the buyer, and your own uploads',
  })
  @ApiOkResponse({ type: CustomerDocumentsDto })
  @ApiNotFoundResponse({ description: 'Purchase intent not found, or not linked to a sale yet' })
  listForPurchase(
    @CurrentUser() user: SessionUser,
    @IdParam('purchaseIntentId') purchaseIntentId: string,
  ): Promise<CustomerDocumentsDto> {
    return this.documents.listForPurchase(user, purchaseIntentId);
  }

  @Post('sale/:transactionId/files')
  @ApiUpload({
    operationId: 'uploadSaleDocument',
    summary: 'Upload a file to your sale (up to 20 MB: PDF, JPEG, PNG or HEIC)',
    body: UploadFileDto,
    created: CustomerDocumentDto,
    notFound: 'Transaction not found',
  })
  uploadForSale(
    @CurrentUser() user: SessionUser,
    @IdParam('transactionId') transactionId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CustomerDocumentDto> {
    return closingIfUnread(req, res, () => this.documents.uploadForSale(user, transactionId, req));
  }

  @Post('purchase/:purchaseIntentId/files')
  @ApiUpload({
    operationId: 'uploadPurchaseDocument',
    summary: 'Upload a file to your purchase (up to 20 MB: PDF, JPEG, PNG or HEIC)',
    body: UploadFileDto,
    created: CustomerDocumentDto,
    notFound: 'Purchase intent not found, or not linked to a sale yet',
  })
  uploadForPurchase(
    @CurrentUser() user: SessionUser,
    @IdParam('purchaseIntentId') purchaseIntentId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CustomerDocumentDto> {
    return closingIfUnread(req, res, () =>
      this.documents.uploadForPurchase(user, purchaseIntentId, req),
    );
  }

  @Post('requests/:requestId/files')
  @ApiUpload({
    operationId: 'answerRequestWithFile',
    summary: 'Answer a request with a file: the request moves to received and staff are told',
    body: UploadFileDto,
    created: CustomerDocumentDto,
    notFound: 'Additional request not found',
  })
  @ApiConflictResponse({ description: 'This request is not waiting for a file' })
  answerWithFile(
    @CurrentUser() user: SessionUser,
    @IdParam('requestId') requestId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CustomerDocumentDto> {
    return closingIfUnread(req, res, () => this.documents.answerWithFile(user, requestId, req));
  }

  @Post('requests/:requestId/fee-approval')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'answerFeeApproval',
    summary: 'Approve the fee, or query it with a message',
  })
  @ApiOkResponse({ type: CustomerRequestDto })
  @ApiBadRequestResponse({
    description: 'decision must be approve or query; a query needs a message',
  })
  @ApiNotFoundResponse({ description: 'Additional request not found' })
  @ApiConflictResponse({ description: 'This request is not waiting for an answer' })
  answerFeeApproval(
    @CurrentUser() user: SessionUser,
    @IdParam('requestId') requestId: string,
    @Body() body: FeeApprovalAnswerDto,
  ): Promise<CustomerRequestDto> {
    return this.documents.answerFeeApproval(
      user,
      requestId,
      body.decision === 'approve'
        ? { decision: 'approve' }
        : { decision: 'query', message: body.message ?? '' },
    );
  }

  @Get(':id/download')
  @ApiOperation({
    operationId: 'downloadDocument',
    summary: 'Download a file shared with you (as an attachment)',
  })
  @ApiFileResponse('The file', 'application/pdf', 'image/jpeg', 'image/png', 'image/heic')
  @ApiNotFoundResponse({ description: 'Document not found' })
  @ApiConflictResponse({ description: 'Not scanned clean (yet)' })
  async download(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Res() res: Response,
  ): Promise<void> {
    sendDownload(res, await this.downloads.forCustomer(user, id));
  }
}
