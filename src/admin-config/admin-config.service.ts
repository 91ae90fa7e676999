import { Injectable, Logger } from '@nestjs/common';
import type { SessionUser } from '@/common/decorators';
import { ValidationError } from '@/common/errors';
import { AdminConfigRepository, type AdminConfigRow } from './admin-config.repository';
import type { AdminConfigDto, UpdateAdminConfigDto } from './dto/admin-config.dto';

export type AdminSettings = Omit<AdminConfigRow, '_id' | 'updatedAt'>;

/**
 * What the back office runs on until an admin changes it (docs/decisions.md 'Admin config'):
 * the time-saved benchmark is the UK's typical 123 days from sale agreed to exchange (TwentyEA,
 * 2025); invoicing stays off until an amount is set; a few common tags.
 */
export const DEFAULT_SETTINGS: AdminSettings = {
  benchmark_in_days: 123,
  invoicing_amount: null,
  tags: ['Priority', 'Chain', 'Probate', 'Leasehold', 'New build'],
  thirdfort_v2_switchover_date: null,
};

/** Reads and changes the back-office settings; other modules ask this service, never the table. */
@Injectable()
export class AdminConfigService {
  private readonly logger = new Logger('AdminConfig');

  constructor(private readonly repository: AdminConfigRepository) {}

  async get(): Promise<AdminSettings> {
    const row = await this.repository.find();
    if (!row) return { ...DEFAULT_SETTINGS, tags: [...DEFAULT_SETTINGS.tags] };
    const { _id: _unused, updatedAt: _updated, ...settings } = row;
    return settings;
  }

  async getView(): Promise<AdminConfigDto> {
    return toView(await this.get());
  }

  /** Changes the settings given (the others stay); the admin and the fields are logged. */
  async update(admin: SessionUser, body: UpdateAdminConfigDto): Promise<AdminConfigDto> {
    const changes: Partial<AdminSettings> = {};
    if (body.benchmark_in_days !== undefined) changes.benchmark_in_days = body.benchmark_in_days;
    if (body.invoicing_amount !== undefined) changes.invoicing_amount = body.invoicing_amount;
    if (body.tags !== undefined) changes.tags = uniqueTags(body.tags);
    if (body.thirdfort_v2_switchover_date !== undefined) {
      changes.thirdfort_v2_switchover_date =
        body.thirdfort_v2_switchover_date === null
          ? null
          : new Date(body.thirdfort_v2_switchover_date);
    }
    if (Object.keys(changes).length === 0) {
      throw new ValidationError(['No settings provided']);
    }
    const settings = { ...(await this.get()), ...changes };
    await this.repository.save(settings);
    this.logger.log({
      msg: 'admin config changed',
      admin: admin._id,
      fields: Object.keys(changes),
    });
    return toView(settings);
  }
}

function toView(settings: AdminSettings): AdminConfigDto {
  return {
    ...settings,
    thirdfort_v2_switchover_date: settings.thirdfort_v2_switchover_date?.toISOString() ?? null,
  };
}

function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}
