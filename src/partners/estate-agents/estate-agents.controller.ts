import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EstateAgentChoicesDto } from './dto/estate-agent-choice.dto';
import { EstateAgentsService } from './estate-agents.service';

@ApiTags('estate-agents')
@Controller('estate-agent')
export class EstateAgentsController {
  constructor(private readonly agents: EstateAgentsService) {}

  @Get()
  @ApiOperation({
    operationId: 'estateAgentChoices',
    summary: "The seller's estate agent choices: agents by label, then not_listed and no_agent",
  })
  @ApiOkResponse({ type: EstateAgentChoicesDto })
  list(): Promise<EstateAgentChoicesDto> {
    return this.agents.listChoices();
  }
}
