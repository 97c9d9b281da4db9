import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DEFAULT_CONTRACT_TERM } from '../../../domain/entities';
import type { UtilityId } from '../../../domain/preauthorisation/types';
import type { RequestForm } from './request-form';

const UTILITY_OPTIONS = [{ value: '1', label: 'MPAN' }, { value: '2', label: 'MPRN' }];

/** A meter point row: type, number and Remove side by side; on a phone the type takes a line of its own, so it reads whole. */
const METER_POINT_ROW = [{ colspan: { default: 12, xs: 3 } }, { colspan: { default: 9, xs: 6 } }, { colspan: 3 }];

interface MeterPointsTabProps {
  readonly form: RequestForm;
  readonly onChange: (form: RequestForm) => void;
  readonly products: readonly { readonly id: number; readonly name: string }[];
  readonly productTerms: (product: number) => readonly string[];
}

/** Product, terms from the product's allowed list (default 36), and rows of MPAN or MPRN. */
export default function MeterPointsTab({ form, onChange, products, productTerms }: MeterPointsTabProps) {
  const productOptions = products.map((product) => ({ value: String(product.id), label: product.name }));
  const terms = form.product === undefined ? [] : productTerms(form.product);
  const chooseProduct = (product: number) => {
    const allowed = productTerms(product);
    onChange({ ...form, product, contractterms: allowed.includes(DEFAULT_CONTRACT_TERM) ? [DEFAULT_CONTRACT_TERM] : [] });
  };
  const toggleTerm = (term: string, checked: boolean) =>
    onChange({ ...form, contractterms: checked ? terms.filter((t) => t === term || form.contractterms.includes(t)) : form.contractterms.filter((t) => t !== term) });
  const setRow = (index: number, row: RequestForm['meterpoints'][number]) =>
    onChange({ ...form, meterpoints: form.meterpoints.map((current, i) => (i === index ? row : current)) });

  return (
    <SpaceBetween size="m">
      <FormField label="Product">
        <Select
          ariaLabel="Product"
          placeholder="Choose a product"
          options={productOptions}
          selectedOption={productOptions.find((option) => option.value === String(form.product)) ?? null}
          onChange={({ detail }) => chooseProduct(Number(detail.selectedOption.value))}
        />
      </FormField>
      <FormField label="Terms (months)">
        <SpaceBetween direction="horizontal" size="m">
          {terms.map((term) => (
            <Checkbox key={term} checked={form.contractterms.includes(term)} onChange={({ detail }) => toggleTerm(term, detail.checked)}>
              {`${term} months`}
            </Checkbox>
          ))}
        </SpaceBetween>
      </FormField>
      <FormField label="Meter points">
        <SpaceBetween size="xs">
          {form.meterpoints.map((row, index) => (
            <Grid key={index} gridDefinition={METER_POINT_ROW}>
              <Select
                ariaLabel={`Meter point type for row ${index + 1}`}
                options={UTILITY_OPTIONS}
                selectedOption={UTILITY_OPTIONS.find((option) => option.value === String(row.utilityid)) ?? null}
                onChange={({ detail }) => setRow(index, { ...row, utilityid: Number(detail.selectedOption.value) as UtilityId })}
              />
              <Input ariaLabel={`MPxN for row ${index + 1}`} value={row.mpxn} inputMode="numeric" onChange={({ detail }) => setRow(index, { ...row, mpxn: detail.value })} />
              <Button
                ariaLabel={`Remove row ${index + 1}`}
                iconName="remove"
                disabled={form.meterpoints.length === 1}
                onClick={() => onChange({ ...form, meterpoints: form.meterpoints.filter((_, i) => i !== index) })}
              />
            </Grid>
          ))}
          <Button iconName="add-plus" onClick={() => onChange({ ...form, meterpoints: [...form.meterpoints, { utilityid: 1, mpxn: '' }] })}>
            Add meter point
          </Button>
        </SpaceBetween>
      </FormField>
    </SpaceBetween>
  );
}
