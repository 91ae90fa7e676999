import { Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { IdParam } from '@/platform/common/id-param';
import { PropertyDto } from './dto/property.dto';
import { PropertiesService } from './properties.service';

/** The back office's properties: /api/admin/properties/… (admins only). */
@AdminController('properties')
export class AdminPropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get(':id')
  @ApiOperation({ operationId: 'adminProperty', summary: 'Any property' })
  @ApiOkResponse({ type: PropertyDto })
  @ApiNotFoundResponse({ description: 'Property not found' })
  get(@IdParam() id: string): Promise<PropertyDto> {
    return this.properties.adminGet(id);
  }
}
