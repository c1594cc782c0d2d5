import { describe, expect, it } from 'vitest';
import {
  commitmentName,
  dueByText,
  validateDeliveryCommitment,
  zonesText,
  type DeliveryCommitmentValues,
} from './commitment-format';

const filled: DeliveryCommitmentValues = {
  slaGrouping: 'GROUND',
  zoneFrom: '5',
  zoneTo: '6',
  businessDays: '3',
  commitTime: '',
};

describe('validateDeliveryCommitment', () => {
  it('sends the commitment typed, an empty time as the end of the day and empty zones as none', () => {
    expect(validateDeliveryCommitment(filled)).toEqual({
      errors: {},
      commitment: { slaGrouping: 'GROUND', zoneFrom: 5, zoneTo: 6, businessDays: 3, commitTime: '23:59:59' },
    });
    expect(
      validateDeliveryCommitment({ ...filled, zoneFrom: ' ', zoneTo: '', commitTime: ' 10:30 ' }).commitment,
    ).toEqual({ slaGrouping: 'GROUND', zoneFrom: null, zoneTo: null, businessDays: 3, commitTime: '10:30' });
  });

  it('says what to fix in each field', () => {
    expect(
      validateDeliveryCommitment({
        slaGrouping: null,
        zoneFrom: '0',
        zoneTo: '1000',
        businessDays: '31',
        commitTime: '24:00',
      }).errors,
    ).toEqual({
      slaGrouping: 'Select an SLA group',
      zoneFrom: 'Enter a zone from 1 to 999',
      zoneTo: 'Enter a zone from 1 to 999',
      businessDays: 'Enter a whole number of days from 1 to 30',
      commitTime: 'Enter a time of day as HH:MM (24-hour), or leave it empty for the end of the day',
    });
    expect(validateDeliveryCommitment({ ...filled, zoneTo: '' }).errors).toEqual({
      zoneTo: 'Give the last zone too, or no zones for every other zone',
    });
    expect(validateDeliveryCommitment({ ...filled, zoneFrom: '' }).errors).toEqual({
      zoneFrom: 'Give the first zone too, or no zones for every other zone',
    });
    expect(validateDeliveryCommitment({ ...filled, zoneFrom: '7' }).errors).toEqual({
      zoneTo: 'The last zone is before the first',
    });
    expect(validateDeliveryCommitment({ ...filled, businessDays: '1.5' }).errors).toEqual({
      businessDays: 'Enter a whole number of days from 1 to 30',
    });
    expect(validateDeliveryCommitment({ ...filled, commitTime: '8:30' }).commitment).toBeUndefined();
  });
});

describe('commitment texts', () => {
  it('names the zones, the time due by and the commitment', () => {
    expect(zonesText({ zoneFrom: null, zoneTo: null })).toBe('Every other zone');
    expect(zonesText({ zoneFrom: 7, zoneTo: 7 })).toBe('Zone 7');
    expect(zonesText({ zoneFrom: 5, zoneTo: 6 })).toBe('Zones 5–6');
    expect(dueByText('23:59:59')).toBe('End of day');
    expect(dueByText('08:30:00')).toBe('08:30');
    expect(dueByText('10:30:15')).toBe('10:30:15');
    expect(commitmentName({ slaGrouping: 'GROUND', zoneFrom: 5, zoneTo: 6 })).toBe('Ground, zones 5–6');
    expect(commitmentName({ slaGrouping: 'NEXT_DAY_SAVER', zoneFrom: null, zoneTo: null })).toBe(
      'Next Day Saver, every other zone',
    );
  });
});
