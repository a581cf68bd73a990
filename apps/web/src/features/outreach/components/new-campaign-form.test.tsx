import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { controlForLabel, openingTags, textContent } from '@/test/markup';
import { NewCampaignForm, NewCampaignFormView, type NewCampaignFormViewProps } from './new-campaign-form';

const noop = () => undefined;

function render(): string {
  return renderToStaticMarkup(<NewCampaignForm onCreate={noop} onCancel={noop} />);
}

function renderView(values: NewCampaignFormViewProps['values'], errors: NewCampaignFormViewProps['errors']): string {
  return renderToStaticMarkup(
    <NewCampaignFormView
      values={values}
      errors={errors}
      onNameChange={noop}
      onSignalTypeChange={noop}
      onMaxSignalAgeChange={noop}
      onSubmit={noop}
      onCancel={noop}
    />,
  );
}

describe('NewCampaignForm', () => {
  const html = render();

  it('has a labelled, empty, required name field', () => {
    const input = controlForLabel(html, 'Kampanjenavn');
    expect(input).toMatch(/^<input/);
    expect(input).toContain('value=""');
    expect(input).toContain('aria-required="true"');
  });

  it('offers the four signal types as unchecked, labelled checkboxes', () => {
    for (const label of ['Anmeldelser', 'Priser', 'Lanseringer', 'PR/Media']) {
      const control = controlForLabel(html, label);
      expect(control, label).toContain('role="checkbox"');
      expect(control, label).toContain('aria-checked="false"');
    }
    expect(html).toMatch(/<legend[^>]*>Signaltyper<\/legend>/);
  });

  it('offers 7, 14 and 30 days as one radio group with 14 selected', () => {
    const radios = ['7 dager', '14 dager', '30 dager'].map((label) => controlForLabel(html, label));
    for (const radio of radios) expect(radio).toContain('type="radio"');
    const names = new Set(radios.map((r) => /name="([^"]+)"/.exec(r)?.[1]));
    expect(names.size).toBe(1);
    expect(radios.map((r) => r.includes('checked=""'))).toEqual([false, true, false]);
    expect(html).toMatch(/<legend[^>]*>Maks alder på signaler<\/legend>/);
  });

  it('shows the fixed escalation sequence read-only', () => {
    const list = /<ol[\s\S]*?<\/ol>/.exec(html)?.[0] ?? '';
    expect(textContent(list)).toBe('Dag 0 E-post 1 Dag 4 E-post 2 Dag 7 SMS Dag 11 E-post 3');
    expect(openingTags(list, (t) => /^<(input|button|select|textarea)/.test(t))).toEqual([]);
  });

  it('shows no errors before the first submit', () => {
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-invalid');
  });

  it('has a submit button and a cancel button that does not submit', () => {
    expect(html).toMatch(/<button type="submit"[^>]*>Opprett kampanje<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Avbryt<\/button>/);
  });
});

describe('NewCampaignFormView with errors', () => {
  const html = renderView(
    { name: '', signalTypes: [], maxSignalAgeDays: 14 },
    { name: 'Kampanjen må ha et navn.', signalTypes: 'Velg minst én signaltype.' },
  );

  it('shows each error visibly as an alert linked to its field', () => {
    const alerts = [...html.matchAll(/<p id="([^"]+)" role="alert"[^>]*>([^<]*)<\/p>/g)];
    expect(alerts.map((m) => m[2])).toEqual(['Kampanjen må ha et navn.', 'Velg minst én signaltype.']);

    const input = controlForLabel(html, 'Kampanjenavn');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`aria-describedby="${alerts[0]?.[1]}"`);

    const fieldset = openingTags(html, (t) => t.startsWith('<fieldset') && t.includes('aria-describedby'));
    expect(fieldset).toHaveLength(1);
    expect(fieldset[0]).toContain(`aria-describedby="${alerts[1]?.[1]}"`);
    expect(controlForLabel(html, 'Priser')).toContain('aria-invalid="true"');
  });

  it('reflects the chosen values', () => {
    const checked = renderView({ name: 'Vekst Nord', signalTypes: ['awards'], maxSignalAgeDays: 30 }, {});
    expect(controlForLabel(checked, 'Kampanjenavn')).toContain('value="Vekst Nord"');
    expect(controlForLabel(checked, 'Priser')).toContain('aria-checked="true"');
    expect(controlForLabel(checked, 'Anmeldelser')).toContain('aria-checked="false"');
    expect(controlForLabel(checked, '30 dager')).toContain('checked=""');
    expect(controlForLabel(checked, '14 dager')).not.toContain('checked=""');
  });
});
