import { Mail, MessageSquare } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import { ESCALATION_SEQUENCE, MAX_SIGNAL_AGE_OPTIONS, SIGNAL_TYPES, type MaxSignalAgeDays } from '../data/constants';
import type { SignalType } from '../data/types';
import {
  initialCampaignFormValues,
  toggleSignalType,
  validateCampaignForm,
  type CampaignFormErrors,
  type CampaignFormValues,
  type NewCampaign,
} from '../model/campaign-form';
import { escalationStepLabels } from '../model/escalation';

export interface NewCampaignFormProps {
  onCreate: (campaign: NewCampaign) => void;
  onCancel: () => void;
}

/** The new-campaign form with its state; calls onCreate only with a valid campaign. */
export function NewCampaignForm({ onCreate, onCancel }: NewCampaignFormProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const firstSignalRef = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState<CampaignFormValues>(initialCampaignFormValues);
  // Errors appear after the first submit attempt and then follow the user's corrections.
  const [attempted, setAttempted] = useState(false);

  const result = validateCampaignForm(values);
  const errors = attempted && !result.ok ? result.errors : {};

  function handleSubmit() {
    setAttempted(true);
    if (result.ok) {
      onCreate(result.campaign);
      return;
    }
    if (result.errors.name) nameRef.current?.focus();
    else if (result.errors.signalTypes) firstSignalRef.current?.focus();
  }

  return (
    <NewCampaignFormView
      values={values}
      errors={errors}
      nameRef={nameRef}
      firstSignalRef={firstSignalRef}
      onNameChange={(name) => setValues((v) => ({ ...v, name }))}
      onSignalTypeChange={(type, checked) => setValues((v) => ({ ...v, signalTypes: toggleSignalType(v.signalTypes, type, checked) }))}
      onMaxSignalAgeChange={(days) => setValues((v) => ({ ...v, maxSignalAgeDays: days }))}
      onSubmit={handleSubmit}
      onCancel={onCancel}
    />
  );
}

export interface NewCampaignFormViewProps {
  values: CampaignFormValues;
  errors: CampaignFormErrors;
  nameRef?: Ref<HTMLInputElement>;
  firstSignalRef?: Ref<HTMLButtonElement>;
  onNameChange: (name: string) => void;
  onSignalTypeChange: (type: SignalType, checked: boolean) => void;
  onMaxSignalAgeChange: (days: MaxSignalAgeDays) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

const legendClass = 'mb-1.5 text-xs font-medium';
/** Stateless markup of the form: every control labelled, errors linked with aria-describedby. */
export function NewCampaignFormView({
  values,
  errors,
  nameRef,
  firstSignalRef,
  onNameChange,
  onSignalTypeChange,
  onMaxSignalAgeChange,
  onSubmit,
  onCancel,
}: NewCampaignFormViewProps) {
  const s = outreachStrings.newCampaign;
  const id = useId();
  const ids = {
    name: `${id}-name`,
    nameError: `${id}-name-error`,
    signalsError: `${id}-signals-error`,
    ageError: `${id}-age-error`,
    sequence: `${id}-sequence`,
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.name}>{s.nameLabel}</Label>
        <Input
          ref={nameRef}
          id={ids.name}
          name="name"
          autoComplete="off"
          placeholder={s.namePlaceholder}
          value={values.name}
          onChange={(event) => onNameChange(event.target.value)}
          aria-required="true"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
          className={cn(errors.name && 'border-destructive')}
        />
        <FieldError id={ids.nameError}>{errors.name}</FieldError>
      </div>

      <fieldset aria-describedby={errors.signalTypes ? ids.signalsError : undefined} className="flex flex-col">
        <legend className={legendClass}>{s.signalTypesLegend}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {SIGNAL_TYPES.map((type, index) => {
            const checkboxId = `${id}-signal-${type}`;
            return (
              <div key={type} className="flex items-center gap-2">
                <Checkbox
                  ref={index === 0 ? firstSignalRef : undefined}
                  id={checkboxId}
                  name="signalTypes"
                  value={type}
                  checked={values.signalTypes.includes(type)}
                  onCheckedChange={(checked) => onSignalTypeChange(type, checked === true)}
                  aria-invalid={errors.signalTypes ? true : undefined}
                />
                <Label htmlFor={checkboxId} className="text-sm font-normal">
                  {outreachStrings.signalTypes[type]}
                </Label>
              </div>
            );
          })}
        </div>
        <FieldError id={ids.signalsError}>{errors.signalTypes}</FieldError>
      </fieldset>

      <fieldset aria-describedby={errors.maxSignalAgeDays ? ids.ageError : undefined} className="flex flex-col">
        <legend className={legendClass}>{s.maxAgeLegend}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {MAX_SIGNAL_AGE_OPTIONS.map((days) => {
            const radioId = `${id}-age-${days}`;
            return (
              <div key={days} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={radioId}
                  name={`${id}-max-signal-age`}
                  value={days}
                  checked={values.maxSignalAgeDays === days}
                  onChange={() => onMaxSignalAgeChange(days)}
                  className="size-4 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                />
                <Label htmlFor={radioId} className="text-sm font-normal">
                  {s.maxAgeOption(days)}
                </Label>
              </div>
            );
          })}
        </div>
        <FieldError id={ids.ageError}>{errors.maxSignalAgeDays}</FieldError>
      </fieldset>

      <section aria-labelledby={ids.sequence} className="flex flex-col gap-1.5">
        <h3 id={ids.sequence} className="text-xs font-medium">
          {s.sequenceHeading}
        </h3>
        <p className="text-xs text-muted-foreground">{s.sequenceNote}</p>
        <ol className="flex flex-col gap-1 rounded-md border border-border p-2">
          {ESCALATION_SEQUENCE.map((step) => {
            const labels = escalationStepLabels(step);
            const Icon = step.channel === 'sms' ? MessageSquare : Mail;
            return (
              <li key={step.day} className="flex items-center gap-2 text-sm">
                <Icon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="w-14 shrink-0 font-medium tabular-nums">{labels.day}</span>{' '}
                <span>{labels.action}</span>
              </li>
            );
          })}
        </ol>
      </section>

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {s.cancel}
        </Button>
        <Button type="submit">{s.submit}</Button>
      </div>
    </form>
  );
}
