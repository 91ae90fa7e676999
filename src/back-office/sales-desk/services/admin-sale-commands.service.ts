import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import type { AssignLawyerGroupsDto } from '@/sales/sale/dto/admin-sale-input.dto';
import type { TransactionDto } from '@/sales/sale/dto/sale.dto';
import type { EstateAgentStatus } from '@/sales/sale/dto/sale-input.dto';
import { SaleEstateAgentService } from '@/sales/sale/services/sale-estate-agent.service';
import { SaleSolicitorsService } from '@/sales/sale/services/sale-solicitors.service';
import { SaleTagsService } from '@/sales/sale/services/sale-tags.service';
import { SalesService } from '@/sales/sale/services/sales.service';
import type { AdminTransactionDetailDto } from '@/sales/sale/dto/admin-sale-detail.dto';
import { SaleDetailService } from '@/sales/sale/services/sale-detail.service';

/**
 * The changes staff make from a sale's detail page (admin.md §5). The sales module makes each
 * change; the page then gets the sale as it now is.
 */
@Injectable()
export class AdminSaleCommandsService {
  constructor(
    private readonly detail: SaleDetailService,
    private readonly sales: SalesService,
    private readonly tags: SaleTagsService,
    private readonly estateAgent: SaleEstateAgentService,
    private readonly solicitors: SaleSolicitorsService,
  ) {}

  async setTags(
    admin: SessionUser,
    id: string,
    tags: string[],
  ): Promise<AdminTransactionDetailDto> {
    await this.tags.set(admin, id, tags);
    return this.detail.get(id);
  }

  async setEstateAgent(
    admin: SessionUser,
    id: string,
    estateAgentId: string,
  ): Promise<AdminTransactionDetailDto> {
    await this.estateAgent.assignForStaff(admin, id, estateAgentId);
    return this.detail.get(id);
  }

  async assignLawyerGroups(
    admin: SessionUser,
    id: string,
    body: AssignLawyerGroupsDto,
  ): Promise<AdminTransactionDetailDto> {
    await this.solicitors.assign(admin, id, body);
    return this.detail.get(id);
  }

  /** Any estate agent status, 'pending' too (it clears the agent). */
  setEstateAgentStatus(
    admin: SessionUser,
    id: string,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<TransactionDto> {
    return this.sales.adminSetEstateAgentStatus(admin, id, status, estateAgentId);
  }
}
