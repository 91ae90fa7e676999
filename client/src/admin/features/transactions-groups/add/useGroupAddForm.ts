import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, type ApiError } from '@/api/baseQuery';
import {
  canContinue,
  clearDraft,
  loadDraft,
  saveDraft,
  toAddress,
  toGroupBody,
  type GroupDraft,
} from '@/admin/features/transactions-groups/groupDraft';
import {
  GROUP_MESSAGES,
  groupCreateFailure,
  lookupFailure,
} from '@/admin/features/transactions-groups/groupsApi';
import {
  useCreateCompanyMutation,
  useCreateGroupMutation,
  useCreateRepresentativeMutation,
  useLazyCompanyByNumberQuery,
  useLazyUserByEmailQuery,
} from '@/api/generated';
import { adminPaths } from '@/admin/paths';
import { useMutationForm, type FormFailure } from '@/shared/forms/useMutationForm';
import { isEmailAddress } from '@/shared/validation/email';
import type { FieldValidation } from './groupFields';

/** admin.md §9: the group save goes to the success page after 200 ms. */
export const SUCCESS_DELAY_MS = 200;

/** admin.md §7: a lookup answering 404 means "not found", not a failure. */
const isNotFound = (error: unknown) => (error as Partial<ApiError> | undefined)?.status === 404;

const ON_BLUR = ['onBlur'];
const ON_CHANGE_AND_BLUR = ['onChange', 'onBlur'];

/** Which of the three creations failed, and why. */
class StepFailure extends Error {
  constructor(
    readonly step: 'representative' | 'company' | 'group',
    readonly reason: unknown,
  ) {
    super(`Creating the ${step} failed`);
  }
}

const describeFailure = (error: unknown): FormFailure => {
  if (!(error instanceof StepFailure)) return { title: errorMessage(error) };
  if (error.step === 'group') return groupCreateFailure(error.reason);
  return {
    title: error.step === 'representative' ? GROUP_MESSAGES.representative : GROUP_MESSAGES.company,
    detail: errorMessage(error.reason),
  };
};

/**
 * The state of /admin/transactions-groups/add (admin.md §3, §4, §7): the draft lives in the antd
 * form and in local storage (a reload finds it); the representative and company searches; the
 * save, which creates the representative, then the company seller, then the group.
 */
export const useGroupAddForm = () => {
  const navigate = useNavigate();
  const [form] = Form.useForm<GroupDraft>();
  const [initialValues] = useState<GroupDraft>(loadDraft);
  const watched = Form.useWatch([], { form, preserve: true }) as GroupDraft | undefined;
  const draft = watched ?? initialValues;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [fatal, setFatal] = useState(false);
  const [repSearch, setRepSearch] = useState('');
  const [companySearch, setCompanySearch] = useState('');
  const [searchNote, setSearchNote] = useState<{ rep?: string; company?: string }>({});
  const [findUser, userLookup] = useLazyUserByEmailQuery();
  const [findCompany, companyLookup] = useLazyCompanyByNumberQuery();
  const [createRepresentative] = useCreateRepresentativeMutation();
  const [createCompany] = useCreateCompanyMutation();
  const [createGroup] = useCreateGroupMutation();

  // Once the group is created the draft is gone for good (a late render must not write it back).
  const created = useRef(false);
  useEffect(() => {
    if (!created.current) saveDraft(draft);
  }, [draft]);

  const validation: FieldValidation = {
    triggerFor: (key) => (attempted || touched.has(key) ? ON_CHANGE_AND_BLUR : ON_BLUR),
    touch: (key) =>
      setTouched((current) => (current.has(key) ? current : new Set(current).add(key))),
  };

  const note = (patch: { rep?: string; company?: string }) =>
    setSearchNote((current) => ({ ...current, ...patch }));

  const searchUser = async () => {
    note({ rep: undefined });
    const email = repSearch.trim();
    if (!isEmailAddress(email)) return note({ rep: 'Please enter a valid email' });
    const result = await findUser({ email });
    if (result.error && !isNotFound(result.error)) {
      return note({ rep: lookupFailure(GROUP_MESSAGES.findUser, result.error) });
    }
    if (result.data) {
      const { _id, first_name, last_name } = result.data;
      form.setFieldValue(['representative', 'found'], {
        _id,
        email: result.data.email,
        first_name,
        last_name,
      });
    } else {
      note({ rep: 'No user has this email: enter the representative below.' });
      form.setFieldValue(['representative', 'found'], null);
      form.setFieldValue(['representative', 'manual', 'email'], email);
    }
  };

  const searchCompany = async () => {
    note({ company: undefined });
    const number = companySearch.replace(/\s+/g, '');
    if (!number) return note({ company: 'Please enter a company number' });
    const result = await findCompany({ companyNumber: number });
    if (result.error && !isNotFound(result.error)) {
      return note({ company: lookupFailure(GROUP_MESSAGES.findCompany, result.error) });
    }
    if (result.data) {
      const { _id, name, company_number } = result.data;
      form.setFieldValue(['company', 'found'], { _id, name, company_number });
    } else {
      note({ company: 'No company has this number: enter the company below.' });
      form.setFieldValue(['company', 'found'], null);
      form.setFieldValue(['company', 'manual', 'company_number'], number);
    }
  };

  /** The representative, the company and the group, each created once (a retry reuses them). */
  const createAll = async () => {
    const current = form.getFieldsValue(true) as GroupDraft;
    const rep = current.representative;
    let representativeId = rep.found?._id;
    if (!representativeId) {
      const made = await createRepresentative({
        createActiveCustomerDto: {
          email: rep.manual.email.trim(),
          first_name: rep.manual.first_name.trim(),
          middle_name: rep.manual.middle_name.trim() || undefined,
          last_name: rep.manual.last_name.trim(),
          phone_number: rep.manual.phone_number.trim(),
          correspondence_address: toAddress(rep.manual),
        },
      });
      if ('error' in made) throw new StepFailure('representative', made.error);
      representativeId = made.data._id;
      form.setFieldValue(['representative', 'found'], {
        _id: representativeId,
        email: rep.manual.email.trim(),
        first_name: rep.manual.first_name.trim(),
        last_name: rep.manual.last_name.trim(),
      });
    }
    const company = current.company;
    let companyId = company.found?._id;
    if (!companyId) {
      const made = await createCompany({
        companyBodyDto: {
          name: company.manual.name.trim(),
          company_number: company.manual.company_number,
          address: toAddress(company.manual),
        },
      });
      if ('error' in made) throw new StepFailure('company', made.error);
      companyId = made.data._id;
      form.setFieldValue(['company', 'found'], {
        _id: companyId,
        name: company.manual.name.trim(),
        company_number: company.manual.company_number,
      });
    }
    const group = await createGroup({
      createTransactionsGroupDto: toGroupBody(current, representativeId, companyId),
    });
    if ('error' in group) throw new StepFailure('group', group.error);
    return group.data;
  };

  const save = useMutationForm({
    form,
    mutate: createAll,
    failure: describeFailure,
    onError: (error) => setFatal(error instanceof StepFailure && error.step === 'group'),
    onSuccess: (group) => {
      created.current = true;
      clearDraft();
      window.setTimeout(
        () => void navigate(adminPaths.transactionsGroupSuccess, { state: { group } }),
        SUCCESS_DELAY_MS,
      );
    },
  });

  /** Save and Continue: every message shows from now on; the form's rules, then the creations. */
  const handleSave = () => {
    setAttempted(true);
    save.showFailure(null);
    save.submit();
  };

  /**
   * 'Go back' on the failure box (admin.md §2): back to the form as it was left, every field
   * kept, to amend and save again; the page stays (the draft was never lost).
   */
  const goBack = () => {
    setFatal(false);
    save.showFailure(null);
    form.scrollToField('name', { focus: true, block: 'center' });
  };

  return {
    form,
    initialValues,
    draft,
    validation,
    canSave: canContinue(draft),
    repSearch,
    setRepSearch,
    companySearch,
    setCompanySearch,
    searchNote,
    searchUser,
    searchCompany,
    searchingUser: userLookup.isFetching,
    searchingCompany: companyLookup.isFetching,
    save,
    fatal,
    handleSave,
    goBack,
  };
};

export type GroupAddForm = ReturnType<typeof useGroupAddForm>;
