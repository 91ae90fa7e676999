import {
  checkAction,
  checkActionsBlocked,
  identityV2Applies,
  nextCheckStatus,
  providerEventApplies,
  toCheckPhoneNumber,
  toDisplayPhoneNumber,
} from './identity-checks.rules';

describe('phone numbers for identity checks', () => {
  it('sends a national number as +44 without its leading 0', () => {
    expect(toCheckPhoneNumber('07911123456')).toBe('+447911123456');
    expect(toCheckPhoneNumber('07911 123 456')).toBe('+447911123456');
    expect(toCheckPhoneNumber('020-7946-0000')).toBe('+442079460000');
  });

  it('leaves numbers that already carry a country code alone', () => {
    expect(toCheckPhoneNumber('+447911123456')).toBe('+447911123456');
    expect(toCheckPhoneNumber('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('shows a 07 mobile on the details card without its leading 0, other numbers as stored', () => {
    expect(toDisplayPhoneNumber('07911123456')).toBe('7911123456');
    expect(toDisplayPhoneNumber(' 07911 123456')).toBe('7911 123456');
    expect(toDisplayPhoneNumber('+447911123456')).toBe('+447911123456');
    expect(toDisplayPhoneNumber('02079460000')).toBe('02079460000');
  });
});

describe('check actions', () => {
  it('offers order, abort or reorder by status, with reorder disabled once complete', () => {
    expect(checkAction(null, false)).toEqual({ action: 'order', disabled: false });
    expect(checkAction('pending', false)).toEqual({ action: 'abort', disabled: false });
    expect(checkAction('failed', false)).toEqual({ action: 'reorder', disabled: false });
    expect(checkAction('aborted', false)).toEqual({ action: 'reorder', disabled: false });
    expect(checkAction('complete', false)).toEqual({ action: 'reorder', disabled: true });
  });

  it('disables every action while blocked', () => {
    for (const status of [null, 'pending', 'failed', 'aborted', 'complete'] as const) {
      expect(checkAction(status, true).disabled).toBe(true);
    }
  });

  it('blocks sellers until a solicitor group is assigned', () => {
    expect(checkActionsBlocked({ personType: 'seller', sellerLawyerGroupAssigned: false })).toBe(
      true,
    );
    expect(checkActionsBlocked({ personType: 'seller', sellerLawyerGroupAssigned: true })).toBe(
      false,
    );
  });

  it('blocks buyers and giftors of an inactive purchase intent or one without a buyer lawyer group', () => {
    const buyer = (purchaseIntentActive: boolean, buyerLawyerGroupAssigned: boolean) =>
      checkActionsBlocked({ personType: 'buyer', purchaseIntentActive, buyerLawyerGroupAssigned });
    expect(buyer(true, true)).toBe(false);
    expect(buyer(false, true)).toBe(true);
    expect(buyer(true, false)).toBe(true);
    expect(
      checkActionsBlocked({
        personType: 'giftor',
        purchaseIntentActive: true,
        buyerLawyerGroupAssigned: false,
      }),
    ).toBe(true);
  });
});

describe('identity v2 switchover', () => {
  const switchover = new Date('2024-06-01T00:00:00Z');

  it('applies to transactions created after the switchover date only', () => {
    expect(identityV2Applies(switchover, new Date('2024-06-01T00:00:01Z'))).toBe(true);
    expect(identityV2Applies(switchover, new Date('2024-06-01T00:00:00Z'))).toBe(false);
    expect(identityV2Applies(switchover, new Date('2024-05-31T23:59:59Z'))).toBe(false);
  });

  it('applies to none while no switchover date is configured', () => {
    expect(identityV2Applies(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('status changes reported by the provider', () => {
  it('never revives an aborted check nor sends a finished one back to pending', () => {
    expect(nextCheckStatus('aborted', 'complete')).toBe('aborted');
    expect(nextCheckStatus('complete', 'pending')).toBe('complete');
    expect(nextCheckStatus('failed', 'pending')).toBe('failed');
  });

  it('moves a pending check on; complete and failed are final', () => {
    expect(nextCheckStatus('pending', 'complete')).toBe('complete');
    expect(nextCheckStatus('pending', 'aborted')).toBe('aborted');
    expect(nextCheckStatus('failed', 'complete')).toBe('failed');
    expect(nextCheckStatus('complete', 'failed')).toBe('complete');
  });

  it('applies an event only to a pending check, and never one older than the last applied', () => {
    const at = (time: string) => new Date(`2026-08-03T${time}Z`);
    const pending = { status: 'pending' as const, providerEventAt: at('09:00:00') };
    expect(providerEventApplies(pending, { occurredAt: at('09:00:01') })).toBe(true);
    expect(providerEventApplies(pending, { occurredAt: at('09:00:00') })).toBe(true);
    expect(providerEventApplies(pending, { occurredAt: at('08:59:59') })).toBe(false);
    expect(providerEventApplies(pending, { occurredAt: null })).toBe(true);
    expect(
      providerEventApplies({ status: 'pending', providerEventAt: null }, { occurredAt: null }),
    ).toBe(true);
    for (const status of ['complete', 'failed', 'aborted'] as const) {
      expect(providerEventApplies({ status, providerEventAt: null }, { occurredAt: null })).toBe(
        false,
      );
    }
  });
});
