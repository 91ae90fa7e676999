import {
  checkIdOf,
  fromThirdfortCheck,
  fromThirdfortNotification,
  readTimestamp,
  toCheckStatus,
} from './thirdfort.mapping';

const NAME = 'organizations/org-1/teams/team-1/checks/chk123';

describe('Thirdfort states', () => {
  it('reads an active check as pending and a finished one by its recommendation', () => {
    expect(toCheckStatus('ACTIVE', null)).toBe('pending');
    expect(toCheckStatus('COMPLETE', 'APPROVE')).toBe('complete');
    expect(toCheckStatus('complete', null)).toBe('complete');
    expect(toCheckStatus('COMPLETE', 'REJECT')).toBe('failed');
    expect(toCheckStatus('COMPLETE', 'CONSIDER')).toBe('failed');
  });

  it('reads cancelled and aborted checks as aborted, failures as failed, unknown states as pending', () => {
    expect(toCheckStatus('CANCELLED', null)).toBe('aborted');
    expect(toCheckStatus('cancelled', null)).toBe('aborted');
    expect(toCheckStatus('ABORTED', null)).toBe('aborted');
    expect(toCheckStatus('EXPIRED', null)).toBe('failed');
    expect(toCheckStatus('SOMETHING_NEW', null)).toBe('pending');
  });
});

describe('Thirdfort resources', () => {
  it('reads a finished check with its completion time', () => {
    expect(
      fromThirdfortCheck({
        name: NAME,
        state: 'COMPLETE',
        recommendation: 'APPROVE',
        completeTime: '2025-03-01T10:00:00Z',
      }),
    ).toEqual({
      providerId: NAME,
      status: 'complete',
      providerState: 'COMPLETE',
      recommendation: 'APPROVE',
      completedAt: new Date('2025-03-01T10:00:00Z'),
    });
    expect(checkIdOf(NAME)).toBe('chk123');
  });

  it('refuses a body without a well-formed check name', () => {
    expect(fromThirdfortCheck({ state: 'ACTIVE' })).toBeNull();
    expect(fromThirdfortCheck({ name: '../../admin', state: 'ACTIVE' })).toBeNull();
    expect(fromThirdfortCheck('nope')).toBeNull();
  });

  it('reads timestamps as RFC 3339 strings or seconds and nanos', () => {
    expect(readTimestamp('2025-03-01T10:00:00.5Z')).toEqual(new Date('2025-03-01T10:00:00.500Z'));
    expect(readTimestamp({ seconds: '1740823200', nanos: 250_000_000 })).toEqual(
      new Date('2025-03-01T10:00:00.250Z'),
    );
    expect(readTimestamp('soon')).toBeNull();
  });
});

describe('Thirdfort notifications', () => {
  it('reads a check_complete notification into a status change', () => {
    expect(
      fromThirdfortNotification({
        name: 'organizations/org-1/notifications/n1',
        type: 'notification.client.check_complete.v1',
        createTime: '2025-03-01T10:00:02Z',
        payload: {
          '@type': 'type.googleapis.com/thirdfort.client.notifications.v1alpha1.CheckCompleteData',
          check: NAME,
          displayName: 'Ada Lovelace (seller)',
          state: 'COMPLETE',
          recommendation: 'REJECT',
          completeTime: '2025-03-01T10:00:00Z',
        },
      }),
    ).toEqual({
      eventId: 'organizations/org-1/notifications/n1',
      providerId: NAME,
      status: 'failed',
      providerState: 'COMPLETE',
      recommendation: 'REJECT',
      completedAt: new Date('2025-03-01T10:00:00Z'),
      occurredAt: new Date('2025-03-01T10:00:02Z'),
    });
  });

  it('skips notifications that are not about a check state', () => {
    expect(
      fromThirdfortNotification({
        name: 'organizations/org-1/notifications/n2',
        type: 'notification.client.monitoring_alert.v1',
        payload: { alert: 'x' },
      }),
    ).toBeNull();
  });
});
