import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { DataExportDto, ErasureRequestDto, MyDataRightsDto } from '../dto/data-rights.dto';
import { CDD_REASON, RECORDS_REASON, RETENTION_YEARS } from '../data-rights.rules';
import { DataExportService } from '../services/data-export.service';
import { ErasureService } from '../services/erasure.service';
import { ApiFileResponse } from '@/platform/common/api-file-response';

/** The signed-in customer's data rights: a copy of their data, and erasure. */
@ApiTags('data-rights')
@Controller('me')
export class DataRightsController {
  constructor(
    private readonly exports: DataExportService,
    private readonly erasures: ErasureService,
  ) {}

  @Get('data-rights')
  @ApiOperation({
    operationId: 'myDataRights',
    summary: 'Your latest data export and erasure request, and how long what is kept is kept',
  })
  @ApiOkResponse({ type: MyDataRightsDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async mine(@CurrentUser() user: SessionUser): Promise<MyDataRightsDto> {
    const [latestExport, erasure] = await Promise.all([
      this.exports.latest(user._id),
      this.erasures.latest(user._id),
    ]);
    return {
      export: latestExport,
      erasure,
      retention: [
        {
          kind: 'customer_due_diligence',
          years: RETENTION_YEARS.customer_due_diligence,
          reason: CDD_REASON,
        },
        {
          kind: 'transaction_records',
          years: RETENTION_YEARS.transaction_records,
          reason: RECORDS_REASON,
        },
      ],
    };
  }

  @Post('data-exports')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'requestExport',
    summary:
      'Ask for a copy of all your data (prepared in the background, e-mailed as a link); while one is being prepared, answers that one',
  })
  @ApiOkResponse({ type: DataExportDto })
  @ApiForbiddenResponse({ description: 'Only customer accounts can do this' })
  @ApiTooManyRequestsResponse({ description: 'Too many downloads asked for today' })
  requestExport(@CurrentUser() user: SessionUser): Promise<DataExportDto> {
    return this.exports.request(user);
  }

  @Get('data-exports/:id/download')
  @ApiOperation({
    operationId: 'downloadDataExport',
    summary: 'Download your prepared data (a ZIP), until it expires',
  })
  @ApiFileResponse('The ZIP', 'application/zip')
  @ApiNotFoundResponse({ description: 'Not yours, not ready, or expired' })
  async download(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Res() res: Response,
  ): Promise<void> {
    const download = await this.exports.download(user, id);
    res.set(download.headers);
    download.body.on('error', () => res.destroy());
    download.body.pipe(res);
  }

  @Post('erasure-request')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'requestErasure',
    summary:
      'Ask for your personal data to be erased (staff carry it out); while one waits, answers that one',
  })
  @ApiOkResponse({ type: ErasureRequestDto })
  @ApiForbiddenResponse({ description: 'Only customer accounts can do this' })
  requestErasure(@CurrentUser() user: SessionUser): Promise<ErasureRequestDto> {
    return this.erasures.request(user);
  }
}
