import { Empty, Flex } from 'antd';
import { useState } from 'react';
import type { AdminTransactionDetailDto, PurchaseIntentDto } from '@/api/generated';
import { PurchaseIntentCard } from '@/admin/features/transaction-detail/PurchaseIntentCard';
import {
  ATTACH_PURCHASE_TITLE,
  AttachPurchaseModal,
  MovePurchaseModal,
} from '@/admin/features/transaction-detail/PurchaseSaleModal';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { AppButton } from '@/shared/ui/AppButton';

/** The sale's purchases, each movable to another sale, and a way to attach one to this sale. */
export const PurchaseIntentsTab = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [attaching, setAttaching] = useState(false);
  const [moving, setMoving] = useState<PurchaseIntentDto | null>(null);
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <AppButton variant="secondary" size="sm" onClick={() => setAttaching(true)}>
          {ATTACH_PURCHASE_TITLE}
        </AppButton>
      </Flex>
      {sale.purchase_intents.length === 0 ? (
        <Empty description="No purchase intents yet" />
      ) : (
        sale.purchase_intents.map((intent) => (
          <PurchaseIntentCard
            key={intent._id}
            intent={intent}
            transactionId={sale._id}
            personUsers={sale.person_users}
            onMove={() => setMoving(intent)}
          />
        ))
      )}
      {attaching && (
        <AttachPurchaseModal
          transactionId={sale._id}
          address={formatAddressLine(sale.property.address)}
          onClose={() => setAttaching(false)}
        />
      )}
      {moving && (
        <MovePurchaseModal
          intent={moving}
          transactionId={sale._id}
          onClose={() => setMoving(null)}
        />
      )}
    </Flex>
  );
};
