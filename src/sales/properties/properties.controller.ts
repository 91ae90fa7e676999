import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { GB_POSTCODE_SCHEMA_PATTERN } from '@/platform/common/postcode';
import {
  CreatePropertyDto,
  PropertyDto,
  PropertyOptionDto,
  UpdatePropertyDto,
} from './dto/property.dto';
import { PropertiesService } from './properties.service';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';

@ApiTags('properties')
@Controller('property')
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Post()
  @Idempotent()
  @ApiOperation({ operationId: 'createProperty', summary: 'Enter a property (UK address, tenure)' })
  @ApiCreatedResponse({ type: PropertyDto })
  create(@CurrentUser() user: SessionUser, @Body() body: CreatePropertyDto): Promise<PropertyDto> {
    return this.properties.create(user, body);
  }

  @Get('postcode/:postcode')
  @ApiOperation({
    operationId: 'propertiesAtPostcode',
    summary: 'Known properties at a postcode (any signed-in user)',
  })
  @ApiOkResponse({ type: [PropertyOptionDto] })
  @ApiParam({
    name: 'postcode',
    description: 'A UK postcode',
    schema: { type: 'string', pattern: GB_POSTCODE_SCHEMA_PATTERN, example: 'SW1A 1AA' },
  })
  atPostcode(@Param('postcode') postcode: string): Promise<PropertyOptionDto[]> {
    return this.properties.listAtPostcode(postcode);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'property',
    summary: 'A property its seller, buyer or creator may see',
  })
  @ApiOkResponse({ type: PropertyDto })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string): Promise<PropertyDto> {
    return this.properties.get(user, id);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updateProperty',
    summary:
      "Change a property's address and/or tenure (its primary seller, or its creator before a sale)",
  })
  @ApiOkResponse({ type: PropertyDto })
  @ApiConflictResponse({ description: 'Its sale is paid: the property is locked (SALE_LOCKED)' })
  update(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Body() body: UpdatePropertyDto,
  ): Promise<PropertyDto> {
    return this.properties.update(user, id, body);
  }
}
