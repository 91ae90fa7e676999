import {
  ConflictError,
  featureError,
  NotFoundError,
  ValidationError,
} from '@/platform/common/errors';

export class EstateAgentNotFoundError extends featureError(
  NotFoundError,
  'ESTATE_AGENT_NOT_FOUND',
  'Estate agent not found',
) {}

export class BrandNotFoundError extends featureError(
  NotFoundError,
  'BRAND_NOT_FOUND',
  'Brand not found',
) {}

/** A body names a brand that does not exist (deleted meanwhile, or never was). */
export class UnknownBrandError extends ValidationError {
  override readonly code = 'BRAND_UNKNOWN';
  constructor() {
    super(['Brand not found: choose one of the brands listed']);
  }
}

export class BrandNameTakenError extends ConflictError {
  override readonly code = 'BRAND_NAME_TAKEN';
  constructor(name: string) {
    super(`A brand named '${name}' already exists`);
  }
}

export class BrandInUseError extends ConflictError {
  override readonly code = 'BRAND_IN_USE';
  constructor(agents: number) {
    super(
      `This brand cannot be deleted: ${agents} estate ${agents === 1 ? 'agent uses' : 'agents use'} it. Move ${agents === 1 ? 'it' : 'them'} to another brand first.`,
    );
  }
}
