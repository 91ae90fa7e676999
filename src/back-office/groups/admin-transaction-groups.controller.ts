import { Body, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';
import { AssignEstateAgentDto, AssignLawyerGroupsDto } from '@/sales/sale/dto/admin-sale-input.dto';
import {
  CreateTransactionsGroupDto,
  TransactionsGroupDto,
  TransactionsGroupRowDto,
} from './dto/transaction-group.dto';
import { TransactionGroupAssignmentsService } from './transaction-group-assignments.service';
import { TransactionGroupsService } from './transaction-groups.service';

/**
 * Transactions groups (developments): /api/admin/transactions-groups/… (admins only). The class
 * keeps its name because it prefixes the operation ids in openapi.json, and so the generated
 * client's hooks.
 */
@AdminController('transactions-groups')
export class AdminTransactionsGroupsController {
  constructor(
    private readonly groups: TransactionGroupsService,
    private readonly assignments: TransactionGroupAssignmentsService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'groups',
    summary: 'Every transactions group, by name, with its number of sales',
  })
  @ApiOkResponse({ type: [TransactionsGroupRowDto] })
  list(): Promise<TransactionsGroupRowDto[]> {
    return this.groups.list();
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createGroup',
    summary:
      "Create a group and one 'development' sale per unit (representative and company seller given by id), all or none",
  })
  @ApiCreatedResponse({ type: TransactionsGroupDto })
  @ApiBadRequestResponse({ description: "'Transactions group name is required', unit rules" })
  @ApiConflictResponse({ description: 'Transactions group already exists with name "{name}"' })
  create(
    @CurrentUser() admin: SessionUser,
    @Body() body: CreateTransactionsGroupDto,
  ): Promise<TransactionsGroupDto> {
    return this.groups.create(admin, body);
  }

  @Get(':idOrName')
  @ApiOperation({ operationId: 'group', summary: 'One group, by _id or by name (any case)' })
  @ApiOkResponse({ type: TransactionsGroupDto })
  @ApiBadRequestResponse({ description: "'No valid group ID provided.' (a blank id)" })
  @ApiNotFoundResponse({ description: 'Transaction group not found' })
  get(@Param('idOrName') idOrName: string): Promise<TransactionsGroupDto> {
    return this.groups.get(idOrName.slice(0, 255));
  }

  @Put(':id/estate-agent')
  @Idempotent()
  @ApiOperation({
    operationId: 'assignGroupEstateAgent',
    summary:
      'Assign or change the estate agent of every sale of the group (allowed while every sale has the same one, or none)',
  })
  @ApiOkResponse({ type: TransactionsGroupDto })
  @ApiBadRequestResponse({ description: "'Estate agent is required', 'Estate agent not found'" })
  @ApiNotFoundResponse({ description: 'Transaction group not found' })
  @ApiConflictResponse({
    description: 'The sales of the group do not all have the same estate agent',
  })
  assignEstateAgent(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: AssignEstateAgentDto,
  ): Promise<TransactionsGroupDto> {
    return this.assignments.assignEstateAgent(admin, id, body.estateAgentId);
  }

  @Put(':id/lawyer-groups')
  @Idempotent()
  @ApiOperation({
    operationId: 'assignGroupLawyerGroups',
    summary:
      "Assign or change the seller's and buyer's solicitors of every sale of the group, with the introduction e-mails ticked for each sale (allowed while every sale has the same ones, or none)",
  })
  @ApiOkResponse({ type: TransactionsGroupDto })
  @ApiBadRequestResponse({
    description:
      "'Solicitor is required', 'Lawyer group not found', a non-panel seller introduction",
  })
  @ApiNotFoundResponse({ description: 'Transaction group not found' })
  @ApiConflictResponse({
    description: 'The sales of the group do not all have the same solicitors',
  })
  assignLawyerGroups(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: AssignLawyerGroupsDto,
  ): Promise<TransactionsGroupDto> {
    return this.assignments.assignLawyerGroups(admin, id, body);
  }
}
