import { describe, expect, it } from 'vitest';
import { ESCALATION_SEQUENCE } from '../data/constants';
import { escalationStepLabels } from './escalation';

describe('escalation sequence', () => {
  it('is the fixed day 0 email 1, day 4 email 2, day 7 SMS, day 11 email 3', () => {
    expect(ESCALATION_SEQUENCE.map(escalationStepLabels)).toEqual([
      { day: 'Dag 0', action: 'E-post 1' },
      { day: 'Dag 4', action: 'E-post 2' },
      { day: 'Dag 7', action: 'SMS' },
      { day: 'Dag 11', action: 'E-post 3' },
    ]);
  });
});
