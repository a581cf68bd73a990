import { outreachStrings } from '@/lib/i18n/nb/outreach';
import type { EscalationStep } from '../data/constants';

/** "Dag 4" / "E-post 2" for one step of the fixed sequence. */
export function escalationStepLabels(step: EscalationStep): { day: string; action: string } {
  const { escalation } = outreachStrings;
  return {
    day: escalation.day(step.day),
    action: step.channel === 'sms' ? escalation.sms : escalation.email(step.emailNumber),
  };
}
