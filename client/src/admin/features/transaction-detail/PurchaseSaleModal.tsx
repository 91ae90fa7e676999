import { Alert, Empty, Form, Input, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { PurchaseIntentDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { formatShortDate } from '@/admin/format';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm, type MutationCall } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import {
  useBuyerPurchasesQuery,
  useLazyUserByEmailQuery,
  useMovePurchaseMutation,
  useSaleSearchQuery,
} from '@/api/generated';

export const MOVE_PURCHASE_TITLE = 'Move to another transaction';
export const ATTACH_PURCHASE_TITLE = 'Attach a purchase intent';
export const CHOOSE_SALE = 'Please choose the transaction';
export const CHOOSE_PURCHASE = 'Please choose the purchase intent';

type Choice = { id: string; label: string; comments: string };

/** The choice, the comments box and the two steps, shared by both modals. */
const ChoiceForm = ({
  children,
  choose,
  chosen,
  missing,
  mutate,
  onCancel,
  summary,
}: {
  children: React.ReactNode;
  choose: string;
  chosen: { id: string; label: string } | null;
  missing: string;
  /** Moves the purchase as chosen; the modal closes once it has. */
  mutate: (choice: Choice) => MutationCall;
  onCancel: () => void;
  summary: (choice: Choice) => React.ReactNode;
}) => {
  const [form] = Form.useForm<Choice>();
  const save = useMutationForm({ form, mutate, onSuccess: onCancel });
  const [showMissing, setShowMissing] = useState(false);
  return (
    <TwoStepConfirm<Choice> onConfirm={save.save} confirming={save.saving} summary={summary}>
      {(ask) => (
        <Form form={form} layout="vertical" component="div">
          <Form.Item
            label={choose}
            required
            validateStatus={showMissing && !chosen ? 'error' : undefined}
            help={showMissing && !chosen ? missing : undefined}
          >
            {children}
          </Form.Item>
          <Form.Item
            name="comments"
            label="Comments (for the timelines)"
            htmlFor="purchase-sale-comments"
          >
            <Input.TextArea id="purchase-sale-comments" rows={2} maxLength={1000} />
          </Form.Item>
          <FormFailureAlert failure={save.failure} />
          <Form.Item style={{ marginTop: 16, marginBottom: 0 }}>
            <AppButton variant="secondary" size="sm" onClick={onCancel}>
              Cancel
            </AppButton>{' '}
            <AppButton
              size="sm"
              onClick={() => {
                setShowMissing(true);
                const comments = String(form.getFieldValue('comments') ?? '').trim();
                if (chosen) ask({ ...chosen, comments });
              }}
            >
              Save
            </AppButton>
          </Form.Item>
        </Form>
      )}
    </TwoStepConfirm>
  );
};

/** The mutation both modals end with: the purchase belongs to `transactionId` from now on. */
const useMove = () => {
  const [move] = useMovePurchaseMutation();
  return (purchaseIntentId: string, transactionId: string, comments: string) =>
    move({
      id: purchaseIntentId,
      movePurchaseIntentDto: { transactionId, ...(comments ? { comments } : {}) },
    });
};

/**
 * Staff move a purchase of this sale to another sale (found like the global search finds one),
 * after 'Are you sure?'; both sales' timelines record it.
 */
export const MovePurchaseModal = ({
  intent,
  transactionId,
  onClose,
}: {
  intent: PurchaseIntentDto;
  transactionId: string;
  onClose: () => void;
}) => {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<{ id: string; label: string } | null>(null);
  const search = useSaleSearchQuery({ q: query.trim() }, { skip: query.trim().length < 2 });
  const move = useMove();
  const results = (search.currentData ?? []).filter((sale) => sale.id !== transactionId);
  return (
    <Modal title={MOVE_PURCHASE_TITLE} open onCancel={onClose} footer={null} destroyOnHidden>
      <ChoiceForm
        choose="Transaction to move it to"
        chosen={chosen}
        missing={CHOOSE_SALE}
        onCancel={onClose}
        mutate={(choice) => move(intent._id, choice.id, choice.comments)}
        summary={(choice) => (
          <Typography.Paragraph style={{ margin: 0 }}>
            This purchase intent will belong to {choice.label}, and buy that property.
          </Typography.Paragraph>
        )}
      >
        <Input.Search
          aria-label="Find the transaction by address, postcode, or a seller's or buyer's name"
          placeholder="Address, postcode or name"
          allowClear
          onSearch={(value) => setQuery(value)}
          onChange={(event) => {
            if (!event.target.value) setQuery('');
          }}
        />
        {search.isFetching ? (
          <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading..." />
        ) : search.error ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(search.error)} />
        ) : query.trim().length < 2 ? (
          <Typography.Text type="secondary">
            Type two characters or more, then press Enter.
          </Typography.Text>
        ) : results.length === 0 ? (
          <Empty description="No other transaction matches" />
        ) : (
          <div role="radiogroup" aria-label="Transactions found">
            <Radio.Group
              value={chosen?.id}
              onChange={(event) => {
                const sale = results.find((result) => result.id === event.target.value);
                if (sale) setChosen({ id: sale.id, label: sale.address });
              }}
              style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
            >
              {results.map((sale) => (
                <Radio key={sale.id} value={sale.id}>
                  {sale.address} · seller {sale.seller.first_name} {sale.seller.last_name}
                </Radio>
              ))}
            </Radio.Group>
          </div>
        )}
      </ChoiceForm>
    </Modal>
  );
};

/**
 * Staff attach one of a buyer's purchases (found by the buyer's e-mail) to this sale, after
 * 'Are you sure?'. A purchase already on another sale moves here.
 */
export const AttachPurchaseModal = ({
  transactionId,
  address,
  onClose,
}: {
  transactionId: string;
  address: string;
  onClose: () => void;
}) => {
  const [findBuyer, buyer] = useLazyUserByEmailQuery();
  const [chosen, setChosen] = useState<{ id: string; label: string } | null>(null);
  const purchases = useBuyerPurchasesQuery(
    { userId: buyer.currentData?._id ?? '' },
    { skip: !buyer.currentData },
  );
  const move = useMove();
  const purchaseLabel = (purchase: PurchaseIntentDto) =>
    `${purchase.property ? formatAddressLine(purchase.property.address) : 'No property chosen'} · started ${formatShortDate(purchase.createdAt)}`;
  return (
    <Modal title={ATTACH_PURCHASE_TITLE} open onCancel={onClose} footer={null} destroyOnHidden>
      <ChoiceForm
        choose="The buyer's purchase intent"
        chosen={chosen}
        missing={CHOOSE_PURCHASE}
        onCancel={onClose}
        mutate={(choice) => move(choice.id, transactionId, choice.comments)}
        summary={(choice) => (
          <Typography.Paragraph style={{ margin: 0 }}>
            The purchase intent ({choice.label}) will belong to {address}, and buy this property.
          </Typography.Paragraph>
        )}
      >
        <Input.Search
          aria-label="Buyer's e-mail"
          placeholder="buyer@example.com"
          type="email"
          enterButton="Find"
          onSearch={(value) => {
            setChosen(null);
            if (value.trim()) void findBuyer({ email: value.trim() });
          }}
        />
        {buyer.isFetching || purchases.isFetching ? (
          <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading..." />
        ) : buyer.error ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(buyer.error)} />
        ) : purchases.currentData && purchases.currentData.length === 0 ? (
          <Empty description="This buyer has no purchase intents" />
        ) : (
          <div role="radiogroup" aria-label="The buyer's purchase intents">
            <Radio.Group
              value={chosen?.id}
              onChange={(event) => {
                const purchase = purchases.currentData?.find((p) => p._id === event.target.value);
                if (purchase) setChosen({ id: purchase._id, label: purchaseLabel(purchase) });
              }}
              style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
            >
              {(purchases.currentData ?? []).map((purchase) => (
                <Radio
                  key={purchase._id}
                  value={purchase._id}
                  disabled={purchase.transaction_id === transactionId}
                >
                  {purchaseLabel(purchase)}
                  {purchase.transaction_id === transactionId
                    ? ' (already on this transaction)'
                    : ''}
                </Radio>
              ))}
            </Radio.Group>
          </div>
        )}
      </ChoiceForm>
    </Modal>
  );
};
