import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { pageWindow } from '@/platform/common/pagination';
import { AccessRecordPageDto, AccessRecordsQueryDto } from '../dto/access-records.dto';
import { AccessRecordsService } from '../access-records.service';

/** Who viewed a person's personal data (admins only): /api/admin/access-records. */
@AdminController('access-records')
export class AdminAccessRecordsController {
  constructor(private readonly access: AccessRecordsService) {}

  @Get()
  @ApiOperation({
    operationId: 'accessRecords',
    summary:
      "A page of the staff views of one person's data, newest first: who, what (user details, identity-check full details, a document) and when",
  })
  @ApiOkResponse({ type: AccessRecordPageDto })
  @ApiBadRequestResponse({
    description: "'subjectId must be a record id (24 hexadecimal characters)', a bad skip or limit",
  })
  list(@Query() query: AccessRecordsQueryDto): Promise<AccessRecordPageDto> {
    return this.access.pageForSubject(query.subjectId, pageWindow(query));
  }
}
