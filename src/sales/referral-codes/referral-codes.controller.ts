import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { ApiRateLimited } from '@/platform/rate-limit/api-rate-limited';
import { ValidateReferralCodeDto } from './dto/referral-code.dto';
import { ReferralCodesService } from './referral-codes.service';

@ApiTags('referral-codes')
@Controller('referral-code')
export class ReferralCodesController {
  constructor(private readonly codes: ReferralCodesService) {}

  @Post('validate')
  @HttpCode(200)
  // a bare boolean is sent as text by Nest: say it is JSON, which it is
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({
    operationId: 'validateReferralCode',
    summary: 'Whether a referral code is usable (any case; active and not expired)',
  })
  @ApiOkResponse({ type: Boolean, description: 'true or false' })
  @ApiRateLimited('Too many referral codes tried')
  validate(
    @CurrentUser() user: SessionUser,
    @Body() body: ValidateReferralCodeDto,
  ): Promise<boolean> {
    return this.codes.validate(user, body.code);
  }
}
