import { ConflictError, featureError, NotFoundError } from '@/platform/common/errors';

/** admin.md §8 'Assignment': 'Transaction group not found'. */
export class TransactionGroupNotFoundError extends featureError(
  NotFoundError,
  'TRANSACTION_GROUP_NOT_FOUND',
  'Transaction group not found',
) {}

/** admin.md §5: 'Transactions group already exists with name "{name}"'. */
export class GroupNameTakenError extends ConflictError {
  override readonly code = 'GROUP_NAME_TAKEN';
  constructor(name: string) {
    super(`Transactions group already exists with name "${name}"`);
  }
}
