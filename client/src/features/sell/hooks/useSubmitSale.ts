import { useCallback } from 'react';
import {
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  useCreateSaleMutation,
  useChooseEstateAgentMutation,
  useUpdateSaleMutation,
} from '@/api/generated';
import { updateOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  changedPropertyFields,
  changedTransactionFields,
  toCreateProperty,
  toCreateTransaction,
  type SellPropertyFormValues,
} from '@/features/sell/propertyForm';

type SubmitSaleArgs = {
  values: SellPropertyFormValues;
  /** The form as it was loaded (empty for a new sale): updates send only what changed. */
  initial: SellPropertyFormValues;
  /** The signed-in user, who becomes the primary seller. */
  userId: string;
  /** The sale being changed, when there is one. */
  transactionId?: string;
  /** Its property, or the property an earlier, unfinished attempt created. */
  propertyId?: string;
};

const isEmpty = (changes: object): boolean => Object.keys(changes).length === 0;

/**
 * Saves the about-the-property form (customer.md §4 'Seller journey'):
 * - a new sale: POST /property, then POST /transaction with the primary seller, then
 *   PUT /transaction/{id}/estate-agent;
 * - a sale in progress: PUT /property/{id} (address, tenure) first if they changed, then
 *   PUT /transaction/{id} with the other changed answers, then the estate agent if it changed.
 * The ids land in the onboarding flow as soon as they exist, so a retry continues rather than
 * starting again. Rejects with the first failure.
 */
export const useSubmitSale = () => {
  const [createProperty] = useCreatePropertyMutation();
  const [updateProperty] = useUpdatePropertyMutation();
  const [createTransaction] = useCreateSaleMutation();
  const [updateTransaction] = useUpdateSaleMutation();
  const [setEstateAgent] = useChooseEstateAgentMutation();

  return useCallback(
    async ({
      values,
      initial,
      userId,
      transactionId,
      propertyId: knownPropertyId,
    }: SubmitSaleArgs): Promise<string> => {
      if (transactionId) {
        const propertyChanges = changedPropertyFields(initial, values);
        if (knownPropertyId && !isEmpty(propertyChanges)) {
          await updateProperty({
            id: knownPropertyId,
            updatePropertyDto: propertyChanges,
          }).unwrap();
        }
        const transactionChanges = changedTransactionFields(initial, values);
        if (!knownPropertyId) Object.assign(transactionChanges, propertyChanges);
        if (!isEmpty(transactionChanges)) {
          await updateTransaction({
            id: transactionId,
            updateTransactionDto: transactionChanges,
          }).unwrap();
        }
        if (values.estateAgent && values.estateAgent !== initial.estateAgent) {
          await setEstateAgent({
            id: transactionId,
            setEstateAgentDto: { estateAgentId: values.estateAgent },
          }).unwrap();
        }
        return transactionId;
      }

      let propertyId = knownPropertyId;
      if (propertyId) {
        await updateProperty({
          id: propertyId,
          updatePropertyDto: toCreateProperty(values),
        }).unwrap();
      } else {
        const property = await createProperty({
          createPropertyDto: toCreateProperty(values),
        }).unwrap();
        propertyId = property._id;
        updateOnboardingFlow('sell', { propertyId });
      }
      const transaction = await createTransaction({
        createTransactionDto: toCreateTransaction(values, propertyId, userId),
      }).unwrap();
      updateOnboardingFlow('sell', { id: transaction._id, propertyId });
      if (values.estateAgent) {
        await setEstateAgent({
          id: transaction._id,
          setEstateAgentDto: { estateAgentId: values.estateAgent },
        }).unwrap();
      }
      return transaction._id;
    },
    [createProperty, updateProperty, createTransaction, updateTransaction, setEstateAgent],
  );
};
