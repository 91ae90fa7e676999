import {
  Body,
  Delete,
  HttpCode,
  Injectable,
  Param,
  PipeTransform,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { IdParam } from '@/platform/common/id-param';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';
import {
  CorrectedSaleDto,
  CorrectSaleDetailsDto,
  CoSellerDto,
  SaleStateCommentsDto,
  SetCustomerTypeDto,
  SOLICITOR_SIDES,
  WithdrawSaleDto,
  type SolicitorSide,
} from '../dto/admin-sale-correction.dto';
import { SaleCorrectionsService } from '../services/sale-corrections.service';

/** 'seller' or 'buyer' in the path, else 400. */
@Injectable()
class SolicitorSidePipe implements PipeTransform<unknown, SolicitorSide> {
  transform(value: unknown): SolicitorSide {
    if (!(SOLICITOR_SIDES as readonly unknown[]).includes(value)) {
      throw new ValidationError(["The side must be 'seller' or 'buyer'"]);
    }
    return value as SolicitorSide;
  }
}

/**
 * Staff correct a sale (Back office IV): /api/admin/transactions/{id}/… (admins only). Each
 * change is made by the seller's rules, recorded on the sale's timeline with its author, and
 * answers the sale as it now is.
 */
@AdminController('transactions')
export class AdminSaleCorrectionsController {
  constructor(private readonly corrections: SaleCorrectionsService) {}

  @Put(':id/details')
  @ApiOperation({
    operationId: 'correctSaleDetails',
    summary:
      "Correct the property's address and tenure and the asking price (changed fields only; the seller's form rules)",
  })
  @ApiOkResponse({ type: CorrectedSaleDto })
  @ApiBadRequestResponse({ description: "The seller's validation messages; no fields" })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async correctDetails(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: CorrectSaleDetailsDto,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.correctDetails(admin, id, body);
    return this.corrections.view(id);
  }

  @Post(':id/co-sellers')
  @Idempotent()
  @ApiOperation({ operationId: 'addCoSeller', summary: 'Add an additional seller (co-seller)' })
  @ApiCreatedResponse({ type: CorrectedSaleDto })
  @ApiBadRequestResponse({
    description: "The person form's messages; already a seller; more than 10 sellers",
  })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async addCoSeller(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: CoSellerDto,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.addCoSeller(admin, id, body);
    return this.corrections.view(id);
  }

  @Delete(':id/co-sellers/:personId')
  @ApiOperation({
    operationId: 'removeCoSeller',
    summary:
      'Remove an additional seller (a sale whose account holder is a representative keeps at least one)',
  })
  @ApiOkResponse({ type: CorrectedSaleDto })
  @ApiBadRequestResponse({ description: "'Seller not found'; the representative rule" })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async removeCoSeller(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @IdParam('personId') personId: string,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.removeCoSeller(admin, id, personId);
    return this.corrections.view(id);
  }

  @Put(':id/customer-type')
  @ApiOperation({
    operationId: 'setCustomerType',
    summary:
      'Whether the account holder is the seller (individual_owner) or their representative (needs an additional seller)',
  })
  @ApiOkResponse({ type: CorrectedSaleDto })
  @ApiBadRequestResponse({ description: 'Not a customer type; the representative rule' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async setCustomerType(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: SetCustomerTypeDto,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.setCustomerType(admin, id, body.customerType);
    return this.corrections.view(id);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({ operationId: 'withdrawSale', summary: 'Withdraw the sale, with the reason' })
  @ApiOkResponse({ type: CorrectedSaleDto })
  @ApiBadRequestResponse({ description: 'No reason' })
  @ApiConflictResponse({ description: 'Already withdrawn' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async withdraw(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: WithdrawSaleDto,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.withdraw(admin, id, body.reason);
    return this.corrections.view(id);
  }

  @Post(':id/archive')
  @HttpCode(200)
  @ApiOperation({ operationId: 'archiveSale', summary: 'Archive the sale' })
  @ApiOkResponse({ type: CorrectedSaleDto })
  @ApiConflictResponse({ description: 'Already archived' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async archive(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: SaleStateCommentsDto,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.archive(admin, id, body.comments);
    return this.corrections.view(id);
  }

  @Post(':id/reinstate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'reinstateSale',
    summary: 'Undo a withdrawal and an archive: the sale is live again',
  })
  @ApiOkResponse({ type: CorrectedSaleDto })
  @ApiConflictResponse({ description: 'Neither withdrawn nor archived' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async reinstate(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: SaleStateCommentsDto,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.reinstate(admin, id, body.comments);
    return this.corrections.view(id);
  }

  @Delete(':id/estate-agent')
  @ApiOperation({
    operationId: 'unassignEstateAgent',
    summary: "Un-assign the estate agent (or the seller's answer): the status is pending again",
  })
  @ApiOkResponse({ type: CorrectedSaleDto })
  @ApiConflictResponse({ description: 'No estate agent is assigned' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async unassignEstateAgent(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.unassignEstateAgent(admin, id);
    return this.corrections.view(id);
  }

  @Delete(':id/lawyer-groups/:side')
  @ApiOperation({
    operationId: 'unassignSolicitor',
    summary: "Un-assign the seller's or the buyer's solicitor (lawyer group)",
  })
  @ApiParam({ name: 'side', enum: SOLICITOR_SIDES })
  @ApiOkResponse({ type: CorrectedSaleDto })
  @ApiBadRequestResponse({ description: "The side is not 'seller' or 'buyer'" })
  @ApiConflictResponse({ description: 'No solicitor is assigned on that side' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async unassignSolicitor(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Param('side', SolicitorSidePipe) side: SolicitorSide,
  ): Promise<CorrectedSaleDto> {
    await this.corrections.unassignSolicitor(admin, id, side);
    return this.corrections.view(id);
  }
}
