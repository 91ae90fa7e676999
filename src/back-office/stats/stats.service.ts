import { Inject, Injectable } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import { Clock } from '@/platform/common/clock';
import type {
  MonthlyTransactionCountDto,
  ReferralRowDto,
  SolicitorAssignmentRowDto,
} from './dto/stats.dto';
import {
  type ReferralKind,
  type ReferralSource,
  StatsQueryRepository,
} from './stats.query-repository';
import {
  type Month,
  monthOf,
  monthRange,
  monthStart,
  previousMonth,
} from '@/platform/common/uk-months';

const byName = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** Stats & Metrics for the back office's home page (admin.md §2, §3, §9). */
@Injectable()
export class StatsService {
  constructor(
    private readonly stats: StatsQueryRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async monthlyTransactionCount(month: Month): Promise<MonthlyTransactionCountDto> {
    return { ...month, count: await this.stats.countTransactions(monthRange(month)) };
  }

  /** Law firms with assignments in the month, by name; Sell Side + Buy Side make the Total. */
  async monthlySolicitorAssignments(month: Month): Promise<SolicitorAssignmentRowDto[]> {
    const range = monthRange(month);
    const [seller, buyer] = await Promise.all([
      this.stats.solicitorAssignments('seller', range),
      this.stats.solicitorAssignments('buyer', range),
    ]);
    const rows = new Map<string, SolicitorAssignmentRowDto>();
    const row = (id: string, name: string) => {
      const existing = rows.get(id);
      if (existing) return existing;
      const created = { lawFirmId: id, lawFirmName: name, sellerCount: 0, buyerCount: 0 };
      rows.set(id, created);
      return created;
    };
    for (const firm of seller) row(firm.lawFirmId, firm.lawFirmName).sellerCount = firm.count;
    for (const firm of buyer) row(firm.lawFirmId, firm.lawFirmName).buyerCount = firm.count;
    return [...rows.values()].sort((a, b) => byName.compare(a.lawFirmName, b.lawFirmName));
  }

  /**
   * Sellers (paid sales) and buyers (confirmed purchases) who asked for the foreign-currency
   * partner or a mortgage referral, created in the three calendar months the stats cover.
   */
  async referrals(kind: ReferralKind): Promise<ReferralRowDto[]> {
    const since = monthStart(previousMonth(previousMonth(monthOf(this.clock.now()))));
    const [sellers, buyers] = await Promise.all([
      this.stats.sellerReferrals(kind, since),
      this.stats.buyerReferrals(kind, since),
    ]);
    return [
      ...sellers.map((s) => toRow('Seller', s)),
      ...buyers.map((b) => toRow('Buyer', b)),
    ].sort((a, b) => byName.compare(a.name, b.name));
  }
}

function toRow(type: 'Seller' | 'Buyer', source: ReferralSource): ReferralRowDto {
  return {
    _id: source._id,
    type,
    name: source.name,
    property_address: formatAddress(source.address),
    property_value: source.value,
    date_legal_started: source.date_legal_started?.toISOString() ?? null,
  };
}
