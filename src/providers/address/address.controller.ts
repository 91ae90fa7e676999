import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, SessionUser } from '@/platform/common/decorators';
import { AddressDto } from '@/platform/common/validators';
import { ApiRateLimited } from '@/platform/rate-limit/api-rate-limited';
import { AddressService } from './address.service';
import {
  AddressDetailsQueryDto,
  AddressSearchQueryDto,
  AddressSuggestionDto,
  CountryDto,
} from './dto/address.dto';

@ApiTags('address')
@Controller('address')
export class AddressController {
  constructor(private readonly addresses: AddressService) {}

  @Get('search')
  @ApiOperation({
    operationId: 'addressSuggestions',
    summary:
      'Address suggestions for 3+ typed characters; containers (postcodes, streets) open with containerId',
  })
  @ApiOkResponse({ type: [AddressSuggestionDto] })
  @ApiRateLimited('Too many address searches')
  search(
    @CurrentUser() user: SessionUser,
    @Query() query: AddressSearchQueryDto,
  ): Promise<AddressSuggestionDto[]> {
    return this.addresses.search(user, query);
  }

  @Get('details')
  @ApiOperation({
    operationId: 'addressDetails',
    summary: 'The full address of an address suggestion',
  })
  @ApiOkResponse({ type: AddressDto })
  @ApiNotFoundResponse({ description: 'No address has that id' })
  details(@Query() query: AddressDetailsQueryDto): Promise<AddressDto> {
    return this.addresses.details(query.id);
  }

  @Public()
  @Get('countries')
  @ApiOperation({
    operationId: 'countries',
    summary: 'Countries for address forms, United Kingdom first',
  })
  @ApiOkResponse({ type: [CountryDto] })
  countries(): CountryDto[] {
    return this.addresses.countries();
  }
}
