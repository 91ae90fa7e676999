import { Injectable } from '@nestjs/common';
import { AdminConfigRepository, type AdminConfigRow } from './admin-config.repository';
import type { AdminConfigDto } from './dto/admin-config.dto';

/** What the back office runs on when no settings row exists yet. */
const EMPTY: Omit<AdminConfigRow, '_id' | 'updatedAt'> = {
  benchmark_in_days: null,
  invoicing_amount: null,
  tags: [],
  thirdfort_v2_switchover_date: null,
};

export type AdminSettings = Omit<AdminConfigRow, '_id' | 'updatedAt'>;

/** Reads the back-office settings; other modules ask this service, never the table. */
@Injectable()
export class AdminConfigService {
  constructor(private readonly repository: AdminConfigRepository) {}

  async get(): Promise<AdminSettings> {
    const row = await this.repository.find();
    if (!row) return { ...EMPTY };
    const { _id: _unused, updatedAt: _updated, ...settings } = row;
    return settings;
  }

  async getView(): Promise<AdminConfigDto> {
    const settings = await this.get();
    return {
      ...settings,
      thirdfort_v2_switchover_date: settings.thirdfort_v2_switchover_date?.toISOString() ?? null,
    };
  }
}
